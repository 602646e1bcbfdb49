import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { CorporateActionTerms, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { corporateActions, dailyBars } from '../../../db/market-schema.ts';

export type CorporateActionRow = typeof corporateActions.$inferSelect;
export type NewCorporateAction = Omit<typeof corporateActions.$inferInsert, 'id' | 'createdAt'>;

export const termsOf = (row: CorporateActionRow): CorporateActionTerms => ({
  type: row.type,
  exDate: row.exDate,
  ratioFrom: row.ratioFrom,
  ratioTo: row.ratioTo,
  price: row.price,
  amount: row.amount,
});

/**
 * Actions in force by `asOf` (optionally of some stocks), each with its cum price: the close of the
 * stock's last bar before the ex-date, one primary-key probe per action.
 */
export async function findActionsInForce(
  db: Db,
  asOf: IsoDate,
  symbols?: readonly string[],
): Promise<Array<{ action: CorporateActionRow; cumClose: number | null }>> {
  const cumClose = sql<number | null>`(select ${dailyBars.close} from ${dailyBars}
    where ${dailyBars.symbol} = ${corporateActions.symbol} and ${dailyBars.date} < ${corporateActions.exDate}
    order by ${dailyBars.date} desc limit 1)`;
  const rows = await db
    .select({ action: corporateActions, cumClose })
    .from(corporateActions)
    .where(
      and(
        lte(corporateActions.exDate, asOf),
        symbols ? inArray(corporateActions.symbol, [...symbols]) : undefined,
      ),
    )
    .orderBy(asc(corporateActions.symbol), asc(corporateActions.exDate));
  return rows.map((row) => ({
    action: row.action,
    cumClose: row.cumClose === null ? null : Number(row.cumClose),
  }));
}

/** One stock's actions with an ex-date in [from, to], oldest first. */
export async function findActionsBetween(
  db: Db,
  symbol: string,
  from: IsoDate | null,
  to: IsoDate,
): Promise<CorporateActionRow[]> {
  return db
    .select()
    .from(corporateActions)
    .where(
      and(
        eq(corporateActions.symbol, symbol),
        from ? gte(corporateActions.exDate, from) : undefined,
        lte(corporateActions.exDate, to),
      ),
    )
    .orderBy(asc(corporateActions.exDate), asc(corporateActions.type));
}

/** Every action with an ex-date in [from, to], for the screener's notices. */
export async function findAllActionsBetween(
  db: Db,
  from: IsoDate,
  to: IsoDate,
): Promise<CorporateActionRow[]> {
  return db
    .select()
    .from(corporateActions)
    .where(and(gte(corporateActions.exDate, from), lte(corporateActions.exDate, to)))
    .orderBy(asc(corporateActions.symbol), asc(corporateActions.exDate));
}

export async function findCorporateActionPage(
  db: Db,
  filter: { symbol?: string; limit: number; offset: number },
): Promise<{ rows: CorporateActionRow[]; total: number }> {
  const where = filter.symbol ? eq(corporateActions.symbol, filter.symbol) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(corporateActions)
      .where(where)
      .orderBy(desc(corporateActions.exDate), asc(corporateActions.symbol), asc(corporateActions.type))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(corporateActions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Inserts one action; null when the same stock, type and ex-date are already recorded. */
export async function insertCorporateAction(
  db: Db,
  action: NewCorporateAction,
): Promise<CorporateActionRow | null> {
  const [row] = await db.insert(corporateActions).values(action).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteCorporateAction(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(corporateActions)
    .where(eq(corporateActions.id, id))
    .returning({ id: corporateActions.id });
  return rows.length > 0;
}

/** The stored actions of these keys (symbol|exDate|type), for an import to tell new from changed. */
export async function findStoredActions(
  db: Db,
  symbols: readonly string[],
): Promise<Map<string, CorporateActionRow>> {
  if (symbols.length === 0) return new Map();
  const rows = await db
    .select()
    .from(corporateActions)
    .where(inArray(corporateActions.symbol, [...symbols]));
  return new Map(rows.map((row) => [actionKey(row), row]));
}

export const actionKey = (action: Pick<CorporateActionRow, 'symbol' | 'exDate' | 'type'>) =>
  `${action.symbol}|${action.exDate}|${action.type}`;

/** Stores an import's actions, replacing the terms of those already recorded under the same key. */
export async function upsertCorporateActions(db: Db, actions: readonly NewCorporateAction[]): Promise<void> {
  if (actions.length === 0) return;
  await db
    .insert(corporateActions)
    .values([...actions])
    .onConflictDoUpdate({
      target: [corporateActions.symbol, corporateActions.exDate, corporateActions.type],
      set: {
        ratioFrom: sql`excluded.ratio_from`,
        ratioTo: sql`excluded.ratio_to`,
        price: sql`excluded.price`,
        amount: sql`excluded.amount`,
        source: sql`excluded.source`,
      },
    });
}
