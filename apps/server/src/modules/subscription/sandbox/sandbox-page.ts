import { SANDBOX_METHODS } from './sandbox-methods.ts';
import type { SandboxOrder } from './sandbox-midtrans.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const rupiah = (amount: number) => `Rp${new Intl.NumberFormat('id-ID').format(amount)}`;

/** The payment page (no inline script: the CSP forbids it; behaviour lives in vtweb.js). */
export function renderPaymentPage(order: SandboxOrder, options: { base: string; backUrl: string }): string {
  const chosen = order.status === 'pending' && order.method;
  const methods = SANDBOX_METHODS.map(
    (method, index) =>
      `<label class="method"><input type="radio" name="method" value="${method.id}"${
        (chosen ? order.method?.id === method.id : index === 0) ? ' checked' : ''
      }> ${escapeHtml(method.label)} <small>${escapeHtml(method.group)}</small></label>`,
  ).join('\n');
  const open = order.status === null || order.status === 'pending';
  const actions = open
    ? `<div class="actions">
  <button type="button" class="primary" data-outcome="pay">Bayar sekarang (settlement)</button>
  <button type="button" data-outcome="pending">${chosen ? 'Tetap pending' : 'Pending, bayar nanti'}</button>
  ${chosen ? '<button type="button" class="primary" data-outcome="settle">Settle sekarang</button>' : ''}
  <button type="button" class="danger" data-outcome="deny">Tolak (deny)</button>
  <button type="button" class="danger" data-outcome="expire">Kedaluwarsa (expire)</button>
</div>
<fieldset class="test"><legend>Test options</legend>
  <label>Copies of each notification <input id="copies" type="number" min="1" max="20" value="1"></label><br>
  <label><input id="out-of-order" type="checkbox"> Deliver out of order (newest first)</label>
</fieldset>`
    : `<p class="banner">Transaksi ini sudah ${escapeHtml(order.status ?? '')}.</p>`;
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment ${escapeHtml(order.orderId)}</title>
<link rel="stylesheet" href="${escapeHtml(options.base)}/snap/assets/vtweb.css">
</head>
<body data-token="${escapeHtml(order.token)}" data-base="${escapeHtml(options.base)}" data-back="${escapeHtml(
    options.backUrl,
  )}" data-method="${escapeHtml(order.method?.id ?? '')}">
<header><div><strong>Pantau Sandbox Payment</strong><small>Midtrans Snap stand-in — no real money</small></div>
<button type="button" id="close" aria-label="Close">×</button></header>
<main>
<div class="amount">${rupiah(order.grossAmount)}</div>
<div>${escapeHtml(order.itemName)} · Order ${escapeHtml(order.orderId)}</div>
${chosen ? `<p class="banner">Menunggu pembayaran via ${escapeHtml(order.method?.label ?? '')}.</p>` : ''}
<fieldset><legend>Metode pembayaran</legend>
${methods}
</fieldset>
${actions}
<div id="status" role="status"></div>
</main>
<script src="${escapeHtml(options.base)}/snap/assets/vtweb.js"></script>
</body>
</html>`;
}
