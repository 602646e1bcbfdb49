/* global window, document, location */
/* Pantau sandbox stand-in for Midtrans snap.js: window.snap.pay(token, callbacks) and window.snap.hide(). */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/snap\/snap\.js(\?.*)?$/, '') : '';
  var origin = new URL(base || location.href, location.href).origin;
  var overlay = null;
  var frame = null;
  var callbacks = {};
  var listening = false;

  function cleanup() {
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
    frame = null;
  }

  function onMessage(event) {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.source !== 'pantau-sandbox-snap') return;
    var current = callbacks;
    callbacks = {};
    cleanup();
    if (data.event === 'close') {
      if (typeof current.onClose === 'function') current.onClose();
      return;
    }
    var handler = { success: current.onSuccess, pending: current.onPending, error: current.onError }[
      data.event
    ];
    if (typeof handler === 'function') handler(data.result);
  }

  function pay(token, options) {
    if (overlay) {
      throw new Error(
        'snap.pay is not allowed to be called in this state. Invalid state transition from PopupInView to PopupInView',
      );
    }
    callbacks = options || {};
    overlay = document.createElement('div');
    overlay.setAttribute('data-pantau-sandbox-snap', '');
    overlay.style.position = 'fixed';
    overlay.style.inset = '0';
    overlay.style.zIndex = '2147483647';
    overlay.style.background = 'rgba(15, 23, 42, 0.55)';
    overlay.style.display = 'flex';
    overlay.style.alignItems = 'center';
    overlay.style.justifyContent = 'center';
    frame = document.createElement('iframe');
    frame.title = 'Sandbox payment';
    frame.src = base + '/snap/v2/vtweb/' + encodeURIComponent(token) + '?embedded=1';
    frame.style.width = 'min(440px, 100vw)';
    frame.style.height = 'min(680px, 100vh)';
    frame.style.border = '0';
    frame.style.borderRadius = '12px';
    frame.style.background = '#fff';
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    if (!listening) {
      window.addEventListener('message', onMessage);
      listening = true;
    }
  }

  window.snap = {
    pay: pay,
    hide: function () {
      callbacks = {};
      cleanup();
    },
    show: function () {},
  };
})();
