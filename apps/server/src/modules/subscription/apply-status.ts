import type { Db } from '../../db/client.ts';
import { grantPaidPeriod, revokePaidPeriod } from './periods.service.ts';
import { updateTransaction, type TransactionRow } from './subscription.repo.ts';

export type GatewayReport = {
  transaction_status: string;
  fraud_status?: string | undefined;
  payment_type?: string | undefined;
  transaction_id?: string | undefined;
  gross_amount: string;
};

export type ApplyOutcome = 'applied' | 'paid' | 'reversed' | 'duplicate' | 'ignored' | 'amount_mismatch';

type Target = 'pending' | 'paid' | 'deny' | 'cancelled' | 'expire' | 'failure' | 'refund' | 'chargeback';

/** Midtrans transaction_status (+ fraud_status) → our status; null for values we do not act on. */
export function classify(status: string, fraudStatus: string | undefined): Target | null {
  switch (status) {
    case 'settlement':
      return 'paid';
    case 'capture':
      if (fraudStatus === 'deny') return 'deny';
      return fraudStatus === 'challenge' ? 'pending' : 'paid';
    case 'pending':
    case 'authorize':
      return 'pending';
    case 'deny':
      return 'deny';
    case 'cancel':
      return 'cancelled';
    case 'expire':
    case 'expired':
      return 'expire';
    case 'failure':
      return 'failure';
    case 'refund':
    case 'partial_refund':
      return 'refund';
    case 'chargeback':
    case 'partial_chargeback':
      return 'chargeback';
    default:
      return null;
  }
}

const NEVER_PAID = new Set(['pending', 'cancelled', 'expire', 'failure']);
const REVERSED = new Set(['deny', 'refund', 'chargeback']);

/**
 * Applies one gateway report to a transaction row the caller has locked (SELECT ... FOR UPDATE)
 * inside its DB transaction. Status only moves forward, whatever order reports arrive in:
 * - paid is taken from pending and from a failure we or the gateway recorded (money did arrive),
 *   never from deny/refund/chargeback;
 * - deny, refund and chargeback are final; after paid they revoke the period the payment granted.
 *   So an order ends with access iff it was reported paid and never denied/refunded/charged back.
 * - cancel/expire/failure only end a pending order; a late pending changes nothing but the method.
 */
export async function applyGatewayReport(
  tx: Db,
  order: TransactionRow,
  report: GatewayReport,
  now: Date,
): Promise<ApplyOutcome> {
  const gross = Number(report.gross_amount);
  // With fee imposition Midtrans may notify more than the order amount, never less.
  if (!Number.isFinite(gross) || gross < order.amount) return 'amount_mismatch';
  const target = classify(report.transaction_status, report.fraud_status);
  if (!target) return 'ignored';
  const current = order.status;
  const gatewayFields = {
    gatewayStatus: report.transaction_status,
    ...(report.payment_type && report.payment_type !== 'snap' ? { paymentType: report.payment_type } : {}),
    ...(report.transaction_id ? { gatewayTransactionId: report.transaction_id } : {}),
  };

  if (target === 'pending') {
    if (current !== 'pending') return 'ignored';
    const changed =
      gatewayFields.paymentType !== undefined && gatewayFields.paymentType !== order.paymentType;
    if (!changed && order.gatewayStatus === report.transaction_status) return 'duplicate';
    await updateTransaction(tx, order.id, gatewayFields);
    return 'applied';
  }

  if (target === 'paid') {
    if (current === 'paid') return 'duplicate';
    if (!NEVER_PAID.has(current)) return 'ignored';
    const paid = await updateTransaction(tx, order.id, { ...gatewayFields, status: 'paid', paidAt: now });
    await grantPaidPeriod(tx, paid, now);
    return 'paid';
  }

  if (REVERSED.has(target)) {
    if (REVERSED.has(current)) return current === target ? 'duplicate' : 'ignored';
    const updated = await updateTransaction(tx, order.id, {
      ...gatewayFields,
      status: target,
      ...(current === 'paid' ? { reversedAt: now } : {}),
    });
    if (current === 'paid') {
      await revokePaidPeriod(tx, updated, now);
      return 'reversed';
    }
    return 'applied';
  }

  // cancelled / expire / failure
  if (current === target) return 'duplicate';
  if (current !== 'pending') return 'ignored';
  await updateTransaction(tx, order.id, { ...gatewayFields, status: target });
  return 'applied';
}
