import type { TPaymentNotification } from '@pantau/contracts';
import { applyGatewayReport, type ApplyOutcome } from './apply-status.ts';
import { isValidSignature } from './signature.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { findTransactionByOrderId, insertNotification } from './subscription.repo.ts';

/**
 * Midtrans notification fields worth keeping: the common ones plus the per-method ones (VA numbers,
 * store codes, card details). Anything else a sender adds is dropped before storing.
 */
const KNOWN_FIELDS = [
  'order_id',
  'status_code',
  'gross_amount',
  'signature_key',
  'transaction_status',
  'transaction_id',
  'transaction_time',
  'transaction_type',
  'settlement_time',
  'expiry_time',
  'status_message',
  'payment_type',
  'fraud_status',
  'merchant_id',
  'currency',
  'va_numbers',
  'permata_va_number',
  'biller_code',
  'bill_key',
  'store',
  'payment_code',
  'issuer',
  'acquirer',
  'bank',
  'masked_card',
  'card_type',
  'approval_code',
  'eci',
  'channel_response_code',
  'channel_response_message',
  'refund_amount',
  'refunds',
  'metadata',
] as const;

/** A forged delivery is kept as an audit row of these few fields, each cut short. */
const AUDIT_FIELDS = [
  'order_id',
  'transaction_status',
  'status_code',
  'gross_amount',
  'transaction_id',
] as const;
const AUDIT_FIELD_CHARS = 64;

const pickKnown = (notification: TPaymentNotification) =>
  Object.fromEntries(
    KNOWN_FIELDS.filter((key) => key in notification).map((key) => [key, notification[key]]),
  );

const auditOf = (notification: TPaymentNotification) =>
  Object.fromEntries(
    AUDIT_FIELDS.filter((key) => typeof notification[key] === 'string').map((key) => [
      key,
      String(notification[key]).slice(0, AUDIT_FIELD_CHARS),
    ]),
  );

export type NotificationResult =
  { kind: 'forged' } | { kind: 'handled'; outcome: ApplyOutcome | 'unknown_order' };

/**
 * The webhook: every delivery is stored with whether its signature held, a valid one with its known
 * fields and a forged one as a short audit row (so forgeries cannot fill the table). A valid one is
 * applied in one DB transaction that locks the order row, so concurrent and duplicate deliveries
 * of one order queue up and each sees the previous one's result.
 */
export async function receiveNotification(
  deps: SubscriptionDeps,
  notification: TPaymentNotification,
): Promise<NotificationResult> {
  const now = new Date();
  if (!isValidSignature(notification, deps.payments.serverKey)) {
    const audit = auditOf(notification);
    await insertNotification(deps.db, {
      orderId: audit.order_id ?? null,
      transactionStatus: audit.transaction_status ?? null,
      payload: audit,
      signatureValid: false,
      outcome: 'forged',
    });
    deps.log.warn(
      { orderId: audit.order_id, transactionStatus: audit.transaction_status },
      'payment notification with an invalid signature rejected',
    );
    return { kind: 'forged' };
  }
  const base = {
    orderId: notification.order_id,
    transactionStatus: notification.transaction_status,
    payload: pickKnown(notification),
  };
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await findTransactionByOrderId(tx, notification.order_id, { lock: true });
    const result = order
      ? await applyGatewayReport(tx, order, notification, now)
      : ('unknown_order' as const);
    await insertNotification(tx, { ...base, signatureValid: true, outcome: result });
    return result;
  });
  if (outcome === 'amount_mismatch' || outcome === 'unknown_order') {
    deps.log.error(
      { orderId: notification.order_id, grossAmount: notification.gross_amount, outcome },
      'payment notification not applied',
    );
  } else {
    deps.log.info(
      { orderId: notification.order_id, transactionStatus: notification.transaction_status, outcome },
      'payment notification',
    );
  }
  return { kind: 'handled', outcome };
}
