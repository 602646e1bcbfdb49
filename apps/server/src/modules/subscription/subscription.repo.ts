import { and, asc, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentNotifications,
  paymentTransactions,
  subscriptionAccounts,
  subscriptionPeriods,
  subscriptionPlans,
} from '../../db/schema.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;
export type PeriodRow = typeof subscriptionPeriods.$inferSelect;
export type AccountRow = typeof subscriptionAccounts.$inferSelect;

export async function findActivePlans(db: Db): Promise<PlanRow[]> {
  return db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder));
}

export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.isActive, true)));
  return row ?? null;
}

/** The access check: one lookup on (user_id, ends_at). `trialGrantedAt` tells whether a trial is due. */
export async function findAccess(db: Db, userId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      active: sql<boolean>`exists (
        select 1 from ${subscriptionPeriods}
        where ${subscriptionPeriods.userId} = ${userId}
          and ${subscriptionPeriods.endsAt} > ${at}
          and ${subscriptionPeriods.startsAt} <= ${at}
          and ${subscriptionPeriods.revokedAt} is null
      )`,
      trialGrantedAt: sql<Date | string | null>`(
        select ${subscriptionAccounts.trialGrantedAt} from ${subscriptionAccounts}
        where ${subscriptionAccounts.userId} = ${userId}
      )`,
    })
    .from(sql`(select 1) as one`);
  return { active: row?.active === true, trialGranted: row?.trialGrantedAt != null };
}

export async function ensureAccount(db: Db, userId: string): Promise<void> {
  await db.insert(subscriptionAccounts).values({ userId }).onConflictDoNothing();
}

/** Creates the account row if needed and locks it for the rest of the transaction. */
export async function lockAccount(db: Db, userId: string): Promise<AccountRow> {
  await ensureAccount(db, userId);
  const [row] = await db
    .select()
    .from(subscriptionAccounts)
    .where(eq(subscriptionAccounts.userId, userId))
    .for('update');
  if (!row) throw new Error('subscription account vanished');
  return row;
}

export async function findAccount(db: Db, userId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(subscriptionAccounts).where(eq(subscriptionAccounts.userId, userId));
  return row ?? null;
}

/** Marks the trial as granted once; true only for the caller that did it. */
export async function claimTrial(db: Db, userId: string, now: Date): Promise<boolean> {
  await ensureAccount(db, userId);
  const rows = await db
    .update(subscriptionAccounts)
    .set({ trialGrantedAt: now, updatedAt: now })
    .where(and(eq(subscriptionAccounts.userId, userId), isNull(subscriptionAccounts.trialGrantedAt)))
    .returning({ userId: subscriptionAccounts.userId });
  return rows.length === 1;
}

export async function setCancelled(db: Db, userId: string, at: Date | null, reason: string | null) {
  await db
    .update(subscriptionAccounts)
    .set({ cancelledAt: at, cancelReason: reason, updatedAt: new Date() })
    .where(eq(subscriptionAccounts.userId, userId));
}

export async function insertPeriod(
  db: Db,
  values: typeof subscriptionPeriods.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(subscriptionPeriods)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: subscriptionPeriods.id });
  return rows.length === 1;
}

export async function findPeriods(db: Db, userId: string): Promise<PeriodRow[]> {
  return db
    .select()
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.userId, userId))
    .orderBy(asc(subscriptionPeriods.activatedAt), asc(subscriptionPeriods.orderId));
}

export async function revokePeriod(db: Db, orderId: string, at: Date): Promise<void> {
  await db
    .update(subscriptionPeriods)
    .set({ revokedAt: at })
    .where(and(eq(subscriptionPeriods.orderId, orderId), isNull(subscriptionPeriods.revokedAt)));
}

export async function movePeriod(db: Db, id: string, startsAt: Date, endsAt: Date): Promise<void> {
  await db.update(subscriptionPeriods).set({ startsAt, endsAt }).where(eq(subscriptionPeriods.id, id));
}

export async function insertTransaction(
  db: Db,
  values: typeof paymentTransactions.$inferInsert,
): Promise<TransactionRow> {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error('transaction insert returned nothing');
  return row;
}

export async function updateTransaction(
  db: Db,
  id: string,
  values: Partial<typeof paymentTransactions.$inferInsert>,
): Promise<TransactionRow> {
  const [row] = await db
    .update(paymentTransactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error('transaction update returned nothing');
  return row;
}

export async function findTransactionOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.userId, userId)));
  return row ?? null;
}

export async function findTransactionByOrderId(db: Db, orderId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findUnpaidTransaction(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.status, 'pending'),
        gt(paymentTransactions.expiryTime, now),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findTransactionsOfUser(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(limit)
    .offset(offset);
}

export async function countTransactionsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId));
  return Number(row?.total ?? 0);
}

/** Pending orders past their expiry become 'expire' (all, or one account's); returns their order ids. */
export async function expireOverdue(db: Db, now: Date, userId?: string): Promise<string[]> {
  const rows = await db
    .update(paymentTransactions)
    .set({ status: 'expire', updatedAt: now })
    .where(
      and(
        eq(paymentTransactions.status, 'pending'),
        lte(paymentTransactions.expiryTime, now),
        ...(userId ? [eq(paymentTransactions.userId, userId)] : []),
      ),
    )
    .returning({ orderId: paymentTransactions.orderId });
  return rows.map((row) => row.orderId);
}

export async function insertNotification(db: Db, values: typeof paymentNotifications.$inferInsert) {
  await db.insert(paymentNotifications).values(values);
}
