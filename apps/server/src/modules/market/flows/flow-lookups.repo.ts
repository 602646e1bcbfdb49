import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokers, instruments, stockTradeDays, tradingDays } from '../../../db/market-schema.ts';

export async function instrumentExists(db: Db, symbol: string): Promise<boolean> {
  const rows = await db
    .select({ symbol: instruments.symbol })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  return rows.length > 0;
}

export async function findBrokersByCode(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(brokers)
    .where(inArray(brokers.code, [...codes]));
}

export async function listAllBrokers(db: Db) {
  return db.select().from(brokers).orderBy(asc(brokers.code));
}

/** Codes or names containing `query`, exact code first, then codes starting with it. */
export async function searchBrokers(db: Db, query: string, limit: number) {
  const pattern = `%${query.replaceAll(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(brokers)
    .where(query ? or(ilike(brokers.code, pattern), ilike(brokers.name, pattern)) : undefined)
    .orderBy(
      desc(sql`${brokers.code} = ${query}`),
      desc(sql`${brokers.code} like ${`${query}%`}`),
      asc(brokers.code),
    )
    .limit(limit);
}

/** Dates with trade records for one stock, newest first (a range of its stock_trade_days key). */
export async function findSymbolTradeDates(
  db: Db,
  symbol: string,
  range: { from?: IsoDate; to?: IsoDate; limit?: number } = {},
): Promise<IsoDate[]> {
  const query = db
    .select({ date: stockTradeDays.date })
    .from(stockTradeDays)
    .where(
      and(
        eq(stockTradeDays.symbol, symbol),
        range.from ? gte(stockTradeDays.date, range.from) : undefined,
        range.to ? lte(stockTradeDays.date, range.to) : undefined,
      ),
    )
    .orderBy(desc(stockTradeDays.date));
  const rows = range.limit ? await query.limit(range.limit) : await query;
  return rows.map((row) => row.date);
}

/**
 * Trading days on which any stock has trade records and their rollups, newest first: one probe of
 * stock_trade_days' date index per calendar day. Not of `trades`, whose old months retention drops
 * while the broker screens still answer from the rollups; and a semi-join into every monthly
 * partition of `trades` the planner may run as sequential scans.
 */
export async function findMarketTradeDates(
  db: Db,
  range: { from?: IsoDate; to?: IsoDate; limit?: number } = {},
) {
  const query = db
    .select({ date: tradingDays.date })
    .from(tradingDays)
    .where(
      and(
        range.from ? gte(tradingDays.date, range.from) : undefined,
        range.to ? lte(tradingDays.date, range.to) : undefined,
        sql`exists (select 1 from ${stockTradeDays} where ${stockTradeDays.date} = ${tradingDays.date})`,
      ),
    )
    .orderBy(desc(tradingDays.date));
  const rows = await (range.limit === undefined ? query : query.limit(range.limit));
  return rows.map((row) => row.date);
}
