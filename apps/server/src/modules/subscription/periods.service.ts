import { TRIAL_PLAN } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { addMonths, paidChain } from './period-math.ts';
import {
  claimTrial,
  findPeriods,
  insertPeriod,
  lockAccount,
  movePeriod,
  revokePeriod,
  setCancelled,
  type TransactionRow,
} from './subscription.repo.ts';

/**
 * Recomputes the account's paid chain from its non-revoked paid periods (see paidChain) and
 * moves the rows that changed. Runs with the account row locked, so it always sees every period.
 */
async function recomputeChain(tx: Db, userId: string): Promise<void> {
  const periods = await findPeriods(tx, userId);
  const paid = periods.filter((period) => period.kind === 'paid' && period.revokedAt === null);
  const chain = paidChain(
    paid.map((period) => ({
      orderId: period.orderId ?? '',
      activatedAt: period.activatedAt,
      durationMonths: period.durationMonths,
    })),
  );
  for (const link of chain) {
    const row = paid.find((period) => period.orderId === link.orderId);
    if (!row) continue;
    if (
      row.startsAt.getTime() !== link.startsAt.getTime() ||
      row.endsAt.getTime() !== link.endsAt.getTime()
    ) {
      await movePeriod(tx, row.id, link.startsAt, link.endsAt);
    }
  }
}

/**
 * Grants the period a paid order buys. The unique order_id makes a second grant a no-op, so one
 * payment extends access exactly once. A new purchase also undoes an earlier cancel.
 */
export async function grantPaidPeriod(tx: Db, order: TransactionRow, now: Date): Promise<boolean> {
  await lockAccount(tx, order.userId);
  const inserted = await insertPeriod(tx, {
    userId: order.userId,
    kind: 'paid',
    orderId: order.orderId,
    planId: order.planId,
    planName: order.planName,
    price: order.amount,
    durationMonths: order.planDurationMonths,
    activatedAt: now,
    startsAt: now,
    endsAt: addMonths(now, order.planDurationMonths),
  });
  if (!inserted) return false;
  await setCancelled(tx, order.userId, null, null);
  await recomputeChain(tx, order.userId);
  return true;
}

/** A paid order was reversed: its period is revoked and later ones move back. */
export async function revokePaidPeriod(tx: Db, order: TransactionRow, now: Date): Promise<void> {
  await lockAccount(tx, order.userId);
  await revokePeriod(tx, order.orderId, now);
  await recomputeChain(tx, order.userId);
}

/**
 * The one 7-day trial of a verified account, granted lazily the first time its subscription is
 * looked at (status, profile or an analysis call) rather than inside the verification flow.
 */
export async function grantTrialIfDue(
  db: Db,
  user: { id: string; emailVerifiedAt: Date | null },
  now: Date,
): Promise<boolean> {
  if (!user.emailVerifiedAt) return false;
  return db.transaction(async (tx) => {
    if (!(await claimTrial(tx, user.id, now))) return false;
    await insertPeriod(tx, {
      userId: user.id,
      kind: 'trial',
      orderId: null,
      planId: null,
      planName: TRIAL_PLAN.name,
      price: 0,
      durationMonths: TRIAL_PLAN.duration,
      activatedAt: now,
      startsAt: now,
      endsAt: addMonths(now, TRIAL_PLAN.duration),
    });
    return true;
  });
}
