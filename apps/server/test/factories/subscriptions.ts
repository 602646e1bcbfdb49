import { eq, and } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { paymentTransactions, subscriptionPeriods } from '../../src/db/schema.ts';
import { DEV_MIDTRANS_SERVER_KEY } from '../../src/platform/config.ts';
import { grantTrialIfDue } from '../../src/modules/subscription/periods.service.ts';
import { notificationSignature } from '../../src/modules/subscription/signature.ts';
import { createOrderId } from '../../src/modules/subscription/subscription.service.ts';

const PLANS = {
  plus: { name: 'Plus', price: 35_000, duration: 1 },
  premium: { name: 'Premium', price: 89_000, duration: 3 },
  pro: { name: 'Pro', price: 165_000, duration: 6 },
} as const;
export type TestPlanId = keyof typeof PLANS;
export const TEST_PLANS = PLANS;

/** Starts the account's 7-day trial now (what the server does lazily on first use). */
export async function startTrial(db: Db, user: { id: string; emailVerifiedAt: Date | null }) {
  await grantTrialIfDue(db, user, new Date());
}

/** Moves the trial's end, e.g. into the past to make a free user. */
export async function setTrialEnd(db: Db, userId: string, endsAt: Date) {
  await db
    .update(subscriptionPeriods)
    .set({ endsAt, startsAt: new Date(Math.min(endsAt.getTime() - 7 * 86_400_000, Date.now())) })
    .where(and(eq(subscriptionPeriods.userId, userId), eq(subscriptionPeriods.kind, 'trial')));
}

/** A pending order straight in the database (what create-order stores before asking the gateway). */
export async function insertPendingOrder(db: Db, userId: string, planId: TestPlanId, expiryTime?: Date) {
  const plan = PLANS[planId];
  const now = new Date();
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      orderId: createOrderId(now),
      userId,
      planId,
      planName: plan.name,
      planPrice: plan.price,
      planDurationMonths: plan.duration,
      amount: plan.price,
      expiryTime: expiryTime ?? new Date(now.getTime() + 86_400_000),
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

const STATUS_CODES: Record<string, string> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  deny: '202',
  cancel: '200',
  expire: '407',
  refund: '200',
  chargeback: '200',
};

/** A Midtrans notification body, signed with the development key unless `forge`. */
export function notificationFor(
  order: { orderId: string; amount: number },
  transactionStatus: string,
  options: { forge?: boolean; grossAmount?: string; paymentType?: string; fraudStatus?: string } = {},
) {
  const statusCode = STATUS_CODES[transactionStatus] ?? '200';
  const grossAmount = options.grossAmount ?? `${order.amount}.00`;
  const signature = notificationSignature(
    { order_id: order.orderId, status_code: statusCode, gross_amount: grossAmount },
    options.forge ? 'not-the-server-key' : DEV_MIDTRANS_SERVER_KEY,
  );
  return {
    transaction_time: '2026-11-23 10:00:00',
    transaction_status: transactionStatus,
    transaction_id: `tx-${order.orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: signature,
    payment_type: options.paymentType ?? 'bank_transfer',
    order_id: order.orderId,
    merchant_id: 'TEST',
    gross_amount: grossAmount,
    fraud_status: options.fraudStatus ?? 'accept',
    currency: 'IDR',
  };
}
