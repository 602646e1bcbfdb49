import { and, countDistinct, eq, gt, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentTransactions, subscriptionPeriods } from '../../db/schema.ts';

/** Accounts whose period of `kind` covers this moment (not revoked). */
async function countCovered(db: Db, kind: 'paid' | 'trial'): Promise<number> {
  const [row] = await db
    .select({ accounts: countDistinct(subscriptionPeriods.userId) })
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.kind, kind),
        isNull(subscriptionPeriods.revokedAt),
        lte(subscriptionPeriods.startsAt, sql`now()`),
        gt(subscriptionPeriods.endsAt, sql`now()`),
      ),
    );
  return row?.accounts ?? 0;
}

/** Read-only figures over the subscription tables for the admin statistics cards. */
export async function readSubscriptionStats(db: Db, monthStart: Date) {
  const [activeSubscribers, activeTrials, [revenue]] = await Promise.all([
    countCovered(db, 'paid'),
    countCovered(db, 'trial'),
    db
      .select({ total: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.status, 'paid'), gte(paymentTransactions.paidAt, monthStart))),
  ]);
  return { activeSubscribers, activeTrials, revenueThisMonth: revenue?.total ?? 0 };
}
