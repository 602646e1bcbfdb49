import { and, countDistinct, eq, gt, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { paymentTransactions, subscriptionPeriods } from '../../db/schema.ts';

const coversNow = (period: { revokedAt: PgColumn; startsAt: PgColumn; endsAt: PgColumn }) =>
  and(isNull(period.revokedAt), lte(period.startsAt, sql`now()`), gt(period.endsAt, sql`now()`));

/**
 * Accounts whose period of `kind` covers this moment (not revoked). A member who pays during the
 * trial keeps a running trial period, so trials count only accounts without a running paid one.
 */
async function countCovered(db: Db, kind: 'paid' | 'trial'): Promise<number> {
  const paid = alias(subscriptionPeriods, 'paid');
  const [row] = await db
    .select({ accounts: countDistinct(subscriptionPeriods.userId) })
    .from(subscriptionPeriods)
    .where(
      and(
        eq(subscriptionPeriods.kind, kind),
        coversNow(subscriptionPeriods),
        kind === 'trial'
          ? notExists(
              db
                .select({ one: sql`1` })
                .from(paid)
                .where(
                  and(eq(paid.userId, subscriptionPeriods.userId), eq(paid.kind, 'paid'), coversNow(paid)),
                ),
            )
          : undefined,
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
