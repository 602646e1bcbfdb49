import type { TPaymentNotification } from '@pantau/contracts';
import { applyGatewayReport, type ApplyOutcome } from './apply-status.ts';
import { isValidSignature } from './signature.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { findTransactionByOrderId, insertNotification } from './subscription.repo.ts';

export type NotificationResult =
  { kind: 'forged' } | { kind: 'handled'; outcome: ApplyOutcome | 'unknown_order' };

/**
 * The webhook: every delivery is stored raw with whether its signature held. A valid one is
 * applied in one DB transaction that locks the order row, so concurrent and duplicate deliveries
 * of one order queue up and each sees the previous one's result.
 */
export async function receiveNotification(
  deps: SubscriptionDeps,
  notification: TPaymentNotification,
): Promise<NotificationResult> {
  const now = new Date();
  const base = {
    orderId: notification.order_id,
    transactionStatus: notification.transaction_status,
    payload: notification as Record<string, unknown>,
  };
  if (!isValidSignature(notification, deps.payments.serverKey)) {
    await insertNotification(deps.db, { ...base, signatureValid: false, outcome: 'forged' });
    deps.log.warn(
      { orderId: notification.order_id, transactionStatus: notification.transaction_status },
      'payment notification with an invalid signature rejected',
    );
    return { kind: 'forged' };
  }
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
