import { randomBytes } from 'node:crypto';
import {
  SUBSCRIPTION_ERROR_CODES as CODES,
  SUBSCRIPTION_MESSAGES as MESSAGES,
  type TCancelPendingData,
  type TCancelSubscriptionData,
  type TCheckStatusData,
  type TCreateOrderData,
  type TGetSubscriptionStatusData,
  type TListPaymentActivityData,
  type TPaymentMethod,
  type TPlan,
  type TPlanId,
  type TRegenerateSnapTokenData,
  type TSubscription,
  type TTransaction,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../auth/users.repo.ts';
import { applyGatewayReport } from './apply-status.ts';
import { GatewayError } from './gateway/gateway.ts';
import { grantTrialIfDue } from './periods.service.ts';
import { isUnpaid, toPlan, toSubscription, toTransaction } from './present.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import {
  countTransactionsOfUser,
  expireOverdue,
  findAccount,
  findActivePlans,
  findPeriods,
  findPlan,
  findTransactionByOrderId,
  findTransactionOfUser,
  findTransactionsOfUser,
  findUnpaidTransaction,
  insertTransaction,
  lockAccount,
  setCancelled,
  updateTransaction,
  type TransactionRow,
} from './subscription.repo.ts';

const STATUS_TRANSACTIONS = 20;

const transactionNotFound = () => new AppError(404, CODES.transactionNotFound, MESSAGES.transactionNotFound);

export const listPlans = async (db: Db): Promise<TPlan[]> => (await findActivePlans(db)).map(toPlan);

export const PAYMENT_METHODS: TPaymentMethod[] = [
  { id: 'qris', name: 'QRIS', channels: ['qris'] },
  { id: 'ewallet', name: 'E-Wallet', channels: ['gopay', 'shopeepay'] },
  { id: 'virtual_account', name: 'Virtual Account', channels: ['bca_va', 'bni_va', 'bri_va', 'permata_va'] },
  { id: 'card', name: 'Credit / Debit Card', channels: ['credit_card'] },
  { id: 'alfa_group', name: 'Alfa Group', channels: ['alfamart'] },
  { id: 'indomaret', name: 'Indomaret', channels: ['indomaret'] },
];

/** URL-safe, unique and at most 50 characters, as Midtrans requires: PNT-<time36>-<random hex>. */
export const createOrderId = (now: Date) =>
  `PNT-${now.getTime().toString(36).toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Expires this account's overdue pending orders (the read-time half of the sweep) and tells the
 * gateway in the background.
 */
async function expireOverdueOf(deps: SubscriptionDeps, userId: string, now: Date): Promise<void> {
  const expired = await expireOverdue(deps.db, now, userId);
  for (const orderId of expired) {
    deps.gateway.expire(orderId).catch((error: unknown) => {
      deps.log.warn({ err: error, orderId }, 'gateway expire failed');
    });
  }
}

export async function getSubscription(db: Db, user: UserRow, now = new Date()): Promise<TSubscription> {
  let account = await findAccount(db, user.id);
  let at = now;
  if (!account?.trialGrantedAt) {
    // Read again whether this call granted the trial or a concurrent one did; a concurrent grant
    // starts the trial at its own clock, which may be after `now`.
    await grantTrialIfDue(db, user, now);
    account = await findAccount(db, user.id);
    at = new Date(Math.max(now.getTime(), Date.now()));
  }
  return toSubscription(await findPeriods(db, user.id), account, at);
}

export async function getStatus(deps: SubscriptionDeps, user: UserRow): Promise<TGetSubscriptionStatusData> {
  const now = new Date();
  await expireOverdueOf(deps, user.id, now);
  const subscription = await getSubscription(deps.db, user, now);
  const rows = await findTransactionsOfUser(deps.db, user.id, STATUS_TRANSACTIONS, 0);
  const unpaid =
    rows.find((row) => isUnpaid(row, now)) ?? (await findUnpaidTransaction(deps.db, user.id, now));
  return {
    subscription,
    transactions: rows.map((row) => toTransaction(row, now)),
    pending_transaction: unpaid ? toTransaction(unpaid, now) : null,
  };
}

export async function createOrder(
  deps: SubscriptionDeps,
  user: UserRow,
  input: { planId: string },
): Promise<TCreateOrderData> {
  const plan = await findPlan(deps.db, input.planId);
  if (!plan) throw new AppError(404, CODES.planNotFound, MESSAGES.planNotFound, 'planId');
  const now = new Date();
  await expireOverdueOf(deps, user.id, now);
  // The account row lock makes "no unpaid order, then insert one" atomic per account.
  const order = await deps.db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    if (await findUnpaidTransaction(tx, user.id, now)) {
      throw new AppError(409, CODES.pendingTransaction, MESSAGES.pendingBlock);
    }
    return insertTransaction(tx, {
      orderId: createOrderId(now),
      userId: user.id,
      planId: plan.id,
      planName: plan.name,
      planPrice: plan.price,
      planDurationMonths: plan.durationMonths,
      amount: plan.price,
      status: 'pending',
      paymentType: 'snap',
      expiryTime: new Date(now.getTime() + deps.payments.expiryMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    });
  });
  const [firstName, ...rest] = user.fullName.trim().split(/\s+/);
  let snap: { token: string; redirectUrl: string };
  try {
    snap = await deps.gateway.createSnapTransaction({
      orderId: order.orderId,
      amount: order.amount,
      item: { id: plan.id, name: `Pantau ${plan.name}`, price: order.amount },
      customer: { firstName: firstName ?? user.fullName, lastName: rest.join(' '), email: user.email },
      expiryMinutes: deps.payments.expiryMinutes,
      startTime: now,
    });
  } catch (error) {
    // A failed order must not block the next attempt.
    await updateTransaction(deps.db, order.id, { status: 'failure' });
    deps.log.error({ err: error, orderId: order.orderId }, 'snap transaction could not be created');
    if (error instanceof GatewayError) throw new AppError(502, CODES.gatewayError, MESSAGES.gatewayError);
    throw error;
  }
  await updateTransaction(deps.db, order.id, { snapToken: snap.token, redirectUrl: snap.redirectUrl });
  return {
    snapToken: snap.token,
    transactionId: order.id,
    orderId: order.orderId,
    redirectUrl: snap.redirectUrl,
    planId: plan.id as TPlanId,
    amount: order.amount,
  };
}

export async function cancelSubscription(
  deps: SubscriptionDeps,
  user: UserRow,
  reason: string,
): Promise<TCancelSubscriptionData> {
  const now = new Date();
  const current = await getSubscription(deps.db, user, now);
  if (current.status !== 'active' || current.is_trial) {
    throw new AppError(400, CODES.noActiveSubscription, MESSAGES.noActiveSubscription);
  }
  await deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, user.id);
    if (!account.cancelledAt) await setCancelled(tx, user.id, now, reason || null);
  });
  return { subscription: await getSubscription(deps.db, user, now), message: MESSAGES.subscriptionCancelled };
}

export async function listPaymentActivity(
  deps: SubscriptionDeps,
  user: UserRow,
  query: { limit: number; offset: number },
): Promise<TListPaymentActivityData> {
  const now = new Date();
  await expireOverdueOf(deps, user.id, now);
  const [rows, total] = await Promise.all([
    findTransactionsOfUser(deps.db, user.id, query.limit, query.offset),
    countTransactionsOfUser(deps.db, user.id),
  ]);
  return {
    total,
    activities: rows.map((row) => {
      const transaction = toTransaction(row, now);
      return {
        id: row.id,
        order_id: row.orderId,
        created_at: transaction.created_at,
        activity_type: 'subscription_payment',
        status: transaction.status,
        is_unpaid: transaction.is_unpaid,
        amount: row.amount,
        payment_method: row.paymentType,
        plan_name: row.planName,
        plan_duration: row.planDurationMonths,
      };
    }),
  };
}

/** Re-asks the gateway about one order and applies the answer like a notification. */
export async function checkStatus(
  deps: SubscriptionDeps,
  user: UserRow,
  orderId: string,
): Promise<TCheckStatusData> {
  const own = await findTransactionByOrderId(deps.db, orderId);
  if (!own || own.userId !== user.id) throw transactionNotFound();
  let report: Awaited<ReturnType<typeof deps.gateway.getStatus>> = null;
  try {
    report = await deps.gateway.getStatus(orderId);
  } catch (error) {
    deps.log.warn({ err: error, orderId }, 'gateway status check failed');
  }
  const now = new Date();
  if (report && report.order_id === orderId) {
    const gatewayReport = report;
    const outcome = await deps.db.transaction(async (tx) => {
      const order = await findTransactionByOrderId(tx, orderId, { lock: true });
      return order ? applyGatewayReport(tx, order, gatewayReport, now) : 'ignored';
    });
    deps.log.info(
      { orderId, transactionStatus: report.transaction_status, outcome },
      'payment status re-checked',
    );
  }
  await expireOverdueOf(deps, user.id, now);
  const row = await findTransactionByOrderId(deps.db, orderId);
  if (!row) throw transactionNotFound();
  return { transaction: toTransaction(row, now), subscription: await getSubscription(deps.db, user, now) };
}

async function findPendingOf(
  deps: SubscriptionDeps,
  user: UserRow,
  transactionId: string,
): Promise<TransactionRow> {
  const now = new Date();
  await expireOverdueOf(deps, user.id, now);
  const row = await findTransactionOfUser(deps.db, user.id, transactionId);
  if (!row) throw transactionNotFound();
  if (row.status === 'expire') throw new AppError(410, CODES.transactionExpired, MESSAGES.transactionExpired);
  if (row.status !== 'pending')
    throw new AppError(409, CODES.transactionNotPending, MESSAGES.transactionNotPending);
  return row;
}

export async function regenerateSnapToken(
  deps: SubscriptionDeps,
  user: UserRow,
  transactionId: string,
): Promise<TRegenerateSnapTokenData> {
  const row = await findPendingOf(deps, user, transactionId);
  // A Snap token lives as long as its order (24 h), so the stored one is still the way to pay.
  if (!row.snapToken || !row.redirectUrl) {
    throw new AppError(409, CODES.gatewayError, MESSAGES.paymentUrlMissing);
  }
  return { paymentUrl: row.redirectUrl, snapToken: row.snapToken, orderId: row.orderId };
}

export async function cancelPending(
  deps: SubscriptionDeps,
  user: UserRow,
  input: { transactionId: string; reason: string },
): Promise<TCancelPendingData> {
  const row = await findPendingOf(deps, user, input.transactionId);
  if (row.paymentType === 'snap') {
    throw new AppError(400, CODES.paymentMethodNotChosen, MESSAGES.paymentMethodNotChosen);
  }
  const now = new Date();
  const cancelled = await deps.db.transaction(async (tx) => {
    const locked = await findTransactionByOrderId(tx, row.orderId, { lock: true });
    if (!locked || locked.status !== 'pending') return null;
    return updateTransaction(tx, locked.id, { status: 'cancelled', cancelReason: input.reason || null });
  });
  if (!cancelled) throw new AppError(409, CODES.transactionNotPending, MESSAGES.transactionNotPending);
  await deps.gateway.cancel(row.orderId).catch((error: unknown) => {
    deps.log.warn({ err: error, orderId: row.orderId }, 'gateway cancel failed');
  });
  return { transaction: toTransaction(cancelled, now), message: MESSAGES.pendingCancelled };
}

export async function updatePaymentMethod(
  deps: SubscriptionDeps,
  user: UserRow,
  input: { transactionId: string; paymentMethod: string },
): Promise<{ transaction: TTransaction }> {
  const row = await findPendingOf(deps, user, input.transactionId);
  const updated = await deps.db.transaction(async (tx) => {
    const locked = await findTransactionByOrderId(tx, row.orderId, { lock: true });
    if (!locked || locked.status !== 'pending') return locked;
    return updateTransaction(tx, locked.id, { paymentType: input.paymentMethod });
  });
  if (!updated) throw transactionNotFound();
  return { transaction: toTransaction(updated, new Date()) };
}

/** The timer half of the sweep: every overdue pending order expires, and the gateway is told. */
export async function sweepExpiredOrders(deps: SubscriptionDeps): Promise<number> {
  const expired = await expireOverdue(deps.db, new Date());
  for (const orderId of expired) {
    await deps.gateway.expire(orderId).catch((error: unknown) => {
      deps.log.warn({ err: error, orderId }, 'gateway expire failed');
    });
  }
  if (expired.length > 0) deps.log.info({ count: expired.length }, 'expired overdue payment orders');
  return expired.length;
}

export type ProfilePlan = {
  subscriptionPlan: string;
  subscriptionStatus: 'active' | 'inactive';
  subscriptionEndDate: string | null;
};

/**
 * The profile's plan fields: the running plan or trial ('Free' when none). Admins without a paid
 * plan show as Pro with a fixed end text, since they always have full access (spec §3).
 */
export async function describePlanForProfile(db: Db, user: UserRow): Promise<ProfilePlan> {
  const subscription = await getSubscription(db, user);
  const active = subscription.status === 'active' && subscription.days_left > 0;
  if (user.role === 'admin' && (!active || subscription.is_trial)) {
    return {
      subscriptionPlan: 'Pro',
      subscriptionStatus: 'active',
      subscriptionEndDate: 'Unlimited (admin)',
    };
  }
  if (!active) return { subscriptionPlan: 'Free', subscriptionStatus: 'inactive', subscriptionEndDate: null };
  return {
    subscriptionPlan: subscription.plan_name,
    subscriptionStatus: 'active',
    subscriptionEndDate: subscription.end_date,
  };
}
