import type { TPlan, TPlanId, TSubscription, TTransaction, TTransactionStatus } from '@pantau/contracts';
import { TRIAL_PLAN } from '@pantau/contracts';
import { daysLeft, periodLabel } from './period-math.ts';
import type { AccountRow, PeriodRow, PlanRow, TransactionRow } from './subscription.repo.ts';

export const toPlan = (row: PlanRow): TPlan => ({
  id: row.id as TPlanId,
  name: row.name,
  price: row.price,
  duration: row.durationMonths,
  period: periodLabel(row.durationMonths),
  popular: row.popular,
});

export const isUnpaid = (row: TransactionRow, now: Date) =>
  row.status === 'pending' && row.expiryTime.getTime() > now.getTime();

export function toTransaction(row: TransactionRow, now: Date): TTransaction {
  const pending = row.status === 'pending';
  const plan = { plan_name: row.planName, plan_duration: row.planDurationMonths };
  return {
    id: row.id,
    order_id: row.orderId,
    status: row.status as TTransactionStatus,
    gateway_status: row.gatewayStatus,
    amount: row.amount,
    payment_method: row.paymentType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    expiry_time: row.expiryTime.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    is_unpaid: isUnpaid(row, now),
    redirect_url: pending ? row.redirectUrl : null,
    snap_token: pending ? row.snapToken : null,
    description: `Subscription ${row.planName} - ${periodLabel(row.planDurationMonths)}`,
    metadata: plan,
    subscriptions: plan,
  };
}

const NO_PLAN = {
  plan_id: null,
  plan_name: 'Free Plan',
  price: 0,
  plan_duration: 0,
  is_trial: false,
} as const;

/**
 * What the account has now: the paid chain if it reaches past now (named after the latest
 * purchase, ending where the chain ends), else a running trial, else expired / cancelled / none.
 */
export function toSubscription(periods: PeriodRow[], account: AccountRow | null, now: Date): TSubscription {
  const live = periods.filter((period) => period.revokedAt === null);
  const paid = live.filter((period) => period.kind === 'paid');
  const paidEnd = paid.reduce<Date | null>(
    (end, period) => (!end || period.endsAt > end ? period.endsAt : end),
    null,
  );
  const cancelledAt = account?.cancelledAt ?? null;
  if (paidEnd && paidEnd > now) {
    const latest = paid.reduce((last, period) => (period.endsAt > last.endsAt ? period : last));
    const current = paid.find((period) => period.startsAt <= now && period.endsAt > now) ?? latest;
    return {
      status: 'active',
      plan_id: latest.planId as TPlanId,
      plan_name: latest.planName,
      price: latest.price,
      plan_duration: latest.durationMonths,
      start_date: current.startsAt.toISOString(),
      end_date: paidEnd.toISOString(),
      is_trial: false,
      days_left: daysLeft(paidEnd, now),
      cancelled: cancelledAt !== null,
      cancelled_at: cancelledAt?.toISOString() ?? null,
    };
  }
  const trial = live.find((period) => period.kind === 'trial');
  if (trial && trial.startsAt <= now && trial.endsAt > now) {
    return {
      status: 'active',
      plan_id: null,
      plan_name: TRIAL_PLAN.name,
      price: TRIAL_PLAN.price,
      plan_duration: TRIAL_PLAN.duration,
      start_date: trial.startsAt.toISOString(),
      end_date: trial.endsAt.toISOString(),
      is_trial: true,
      days_left: daysLeft(trial.endsAt, now),
      cancelled: false,
      cancelled_at: null,
    };
  }
  const lastEnd = live.reduce<Date | null>(
    (end, period) => (!end || period.endsAt > end ? period.endsAt : end),
    null,
  );
  return {
    ...NO_PLAN,
    status: lastEnd === null ? 'inactive' : cancelledAt && paidEnd ? 'cancelled' : 'expired',
    start_date: null,
    end_date: lastEnd?.toISOString() ?? null,
    days_left: 0,
    cancelled: cancelledAt !== null,
    cancelled_at: cancelledAt?.toISOString() ?? null,
  };
}
