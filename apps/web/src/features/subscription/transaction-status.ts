import type { BadgeTone } from '@/ui/badge';

export type TransactionStatusDisplay = { label: string; tone: BadgeTone };

/** Spec §4 transaction status display; the raw value decides, case-insensitively. */
const DISPLAY: Record<string, TransactionStatusDisplay> = {};
const assign = (statuses: string[], display: TransactionStatusDisplay) => {
  for (const status of statuses) DISPLAY[status] = display;
};
assign(['paid', 'settlement', 'capture', 'payment_success', 'subscription_activated'], {
  label: 'Paid',
  tone: 'up',
});
assign(['pending', 'payment_pending'], { label: 'Pending', tone: 'pending' });
assign(['payment_created'], { label: 'Created', tone: 'info' });
assign(['cancelled', 'cancel', 'deny', 'payment_cancelled'], { label: 'Cancelled', tone: 'muted' });
assign(['expire', 'expired', 'failure', 'payment_failed', 'payment_expired'], {
  label: 'Expired',
  tone: 'down',
});
// Paid, then reversed at the gateway: the access it granted is revoked.
assign(['refund', 'partial_refund', 'chargeback', 'partial_chargeback'], {
  label: 'Refunded',
  tone: 'muted',
});

/** The label and colour for a transaction or payment-activity status; unknown values show as is. */
export function transactionStatusDisplay(status: string | null | undefined): TransactionStatusDisplay {
  const key = (status ?? '').trim().toLowerCase();
  const known = DISPLAY[key];
  if (known) return known;
  if (!key) return { label: '-', tone: 'muted' };
  const words = key.replace(/_/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'muted' };
}

/** A pending transaction not yet past its expiry is UNPAID: it blocks new orders (spec §4). */
export function isUnpaid(
  transaction: { status: string; expiry_time: string | null },
  now: number = Date.now(),
): boolean {
  if (transactionStatusDisplay(transaction.status).label !== 'Pending') return false;
  if (!transaction.expiry_time) return true;
  return new Date(transaction.expiry_time).getTime() > now;
}
