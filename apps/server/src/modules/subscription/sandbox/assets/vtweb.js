/* global window, document */
/* Pantau sandbox payment page: the tester picks a method and an outcome. */
(function () {
  'use strict';
  var body = document.body;
  var token = body.getAttribute('data-token');
  var base = body.getAttribute('data-base');
  var embedded = window.parent !== window;
  var status = document.getElementById('status');

  function send(event, result) {
    if (embedded) {
      window.parent.postMessage({ source: 'pantau-sandbox-snap', event: event, result: result }, '*');
    }
  }

  function selectedMethod() {
    var checked = document.querySelector('input[name="method"]:checked');
    return checked ? checked.value : body.getAttribute('data-method') || '';
  }

  /** A staging server pays only for the order's owner: send the Pantau session this tab holds. */
  function sessionHeaders() {
    var headers = { 'content-type': 'application/json' };
    var stores = [];
    try {
      stores = [window.sessionStorage, window.localStorage];
    } catch {
      return headers;
    }
    for (var i = 0; i < stores.length; i++) {
      try {
        var stored = JSON.parse(stores[i].getItem('pantau.session') || 'null');
        if (stored && stored.session && stored.session.access_token) {
          headers.authorization = 'Bearer ' + stored.session.access_token;
          return headers;
        }
      } catch {
        // An unreadable entry: try the other store.
      }
    }
    return headers;
  }

  function testOptions() {
    var copies = Number((document.getElementById('copies') || {}).value || 1);
    var outOfOrder = !!(document.getElementById('out-of-order') || {}).checked;
    return { copies: copies, outOfOrder: outOfOrder };
  }

  function choose(outcome) {
    var method = selectedMethod();
    if (!method && outcome !== 'expire') {
      status.textContent = 'Pilih metode pembayaran terlebih dahulu.';
      return;
    }
    status.textContent = 'Memproses...';
    var options = testOptions();
    fetch(base + '/snap/v2/vtweb/' + encodeURIComponent(token) + '/pay', {
      method: 'POST',
      headers: sessionHeaders(),
      body: JSON.stringify({
        method: method,
        outcome: outcome,
        copies: options.copies,
        outOfOrder: options.outOfOrder,
      }),
    })
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, json: json };
        });
      })
      .then(function (answer) {
        if (!answer.ok) {
          status.textContent =
            (answer.json && answer.json.error_messages && answer.json.error_messages[0]) || 'Gagal';
          return;
        }
        status.textContent = answer.json.result.status_message;
        if (embedded) send(answer.json.event, answer.json.result);
        else window.location.href = answer.json.finishUrl;
      })
      .catch(function () {
        status.textContent = 'Gagal menghubungi sandbox.';
      });
  }

  var buttons = document.querySelectorAll('button[data-outcome]');
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function (event) {
      choose(event.currentTarget.getAttribute('data-outcome'));
    });
  }
  var close = document.getElementById('close');
  if (close) {
    close.addEventListener('click', function () {
      if (embedded) send('close', null);
      else window.location.href = body.getAttribute('data-back');
    });
  }
})();
