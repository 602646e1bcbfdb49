import { and, count, desc, eq, gte, inArray, lte, max, min, sum } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { importRuns } from '../../../db/import-schema.ts';
import {
  brokerMarketDays,
  dailyBars,
  instruments,
  officialIndexBars,
  ownershipCompositions,
  priceLevels,
  stockSummaryDetails,
  trades,
  tradingDays,
} from '../../../db/market-schema.ts';

// Every query here reads an index by date (or a primary key led by the stock), never the whole
// trades table: coverage is asked for whole years of days.

export type DateRange = { from: IsoDate; to: IsoDate };
export type DailyBarSource = 'trades' | 'stock-summary' | 'chart';

export async function findTradingDays(db: Db, range: DateRange): Promise<IsoDate[]> {
  const rows = await db
    .select({ date: tradingDays.date })
    .from(tradingDays)
    .where(and(gte(tradingDays.date, range.from), lte(tradingDays.date, range.to)))
    .orderBy(tradingDays.date);
  return rows.map((row) => row.date);
}

/**
 * Daily bars per date and source. A bar rolled up from trade records counts each trade once in its
 * frequency, so the `trades` bars' frequencies add up to the day's stored trade records.
 */
export async function countBarsByDateAndSource(db: Db, range: DateRange) {
  const rows = await db
    .select({
      date: dailyBars.date,
      source: dailyBars.source,
      bars: count(),
      frequency: sum(dailyBars.frequency).mapWith(Number),
    })
    .from(dailyBars)
    .where(and(gte(dailyBars.date, range.from), lte(dailyBars.date, range.to)))
    .groupBy(dailyBars.date, dailyBars.source);
  return rows.map((row) => ({ ...row, source: row.source as DailyBarSource | null }));
}

export async function countOfficialIndexLevelsByDate(db: Db, range: DateRange) {
  return db
    .select({ date: officialIndexBars.date, rows: count() })
    .from(officialIndexBars)
    .where(and(gte(officialIndexBars.date, range.from), lte(officialIndexBars.date, range.to)))
    .groupBy(officialIndexBars.date);
}

export async function countBrokerMarketRowsByDate(db: Db, range: DateRange) {
  return db
    .select({ date: brokerMarketDays.date, rows: count() })
    .from(brokerMarketDays)
    .where(and(gte(brokerMarketDays.date, range.from), lte(brokerMarketDays.date, range.to)))
    .groupBy(brokerMarketDays.date);
}

/**
 * Stocks with an ownership composition dated each day. Ownership is keyed by stock first, so each
 * stock's range is read from the primary key (the importers store known stocks only) instead of
 * scanning every month of every stock.
 */
export async function countOwnershipStocksByDate(db: Db, range: DateRange, symbol?: string) {
  const months = db
    .selectDistinct({ asOf: ownershipCompositions.asOf })
    .from(ownershipCompositions)
    .where(
      and(
        eq(ownershipCompositions.symbol, instruments.symbol),
        gte(ownershipCompositions.asOf, range.from),
        lte(ownershipCompositions.asOf, range.to),
      ),
    )
    .as('months');
  return db
    .select({ date: months.asOf, stocks: count() })
    .from(instruments)
    .crossJoinLateral(months)
    .where(symbol ? eq(instruments.symbol, symbol) : undefined)
    .groupBy(months.asOf);
}

/** One stock's bar sources per date. */
export async function findSymbolBarSources(db: Db, symbol: string, range: DateRange) {
  const rows = await db
    .select({ date: dailyBars.date, source: dailyBars.source })
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), gte(dailyBars.date, range.from), lte(dailyBars.date, range.to)));
  return rows.map((row) => ({ ...row, source: row.source as DailyBarSource | null }));
}

/** First and last dates with trade records: endpoints of the primary key (trade_date first). */
export async function findMarketTradeRecordSpan(db: Db) {
  const [row] = await db.select({ first: min(trades.tradeDate), last: max(trades.tradeDate) }).from(trades);
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** One stock's first and last dates with trade records (its price levels exist exactly then). */
export async function findSymbolTradeRecordSpan(db: Db, symbol: string) {
  const [row] = await db
    .select({ first: min(priceLevels.date), last: max(priceLevels.date) })
    .from(priceLevels)
    .where(eq(priceLevels.symbol, symbol));
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

export async function findSymbolLastBar(db: Db, symbol: string) {
  const [row] = await db
    .select({ date: dailyBars.date, source: dailyBars.source })
    .from(dailyBars)
    .where(eq(dailyBars.symbol, symbol))
    .orderBy(desc(dailyBars.date))
    .limit(1);
  return row ? { date: row.date, source: row.source as DailyBarSource | null } : null;
}

/** The last market date of each dataset. */
export async function findLatestDates(db: Db) {
  const latest = <T>(query: Promise<Array<{ last: T | null }>>) => query.then(([row]) => row?.last ?? null);
  const [tradeRecords, stockSummary, indexSummary, brokerSummary, ownership] = await Promise.all([
    latest(db.select({ last: max(trades.tradeDate) }).from(trades)),
    // Every Stock Summary row stores its details, whichever bar wins the day (decision 017).
    latest(db.select({ last: max(stockSummaryDetails.date) }).from(stockSummaryDetails)),
    latest(db.select({ last: max(officialIndexBars.date) }).from(officialIndexBars)),
    latest(db.select({ last: max(brokerMarketDays.date) }).from(brokerMarketDays)),
    latest(findLatestOwnershipDate(db)),
  ]);
  return { tradeRecords, stockSummary, indexSummary, brokerSummary, ownership };
}

/** The newest composition: one probe per stock of its primary key, as above. */
function findLatestOwnershipDate(db: Db) {
  const latest = db
    .select({ asOf: max(ownershipCompositions.asOf).as('as_of') })
    .from(ownershipCompositions)
    .where(eq(ownershipCompositions.symbol, instruments.symbol))
    .as('latest');
  return db
    .select({ last: max(latest.asOf) })
    .from(instruments)
    .crossJoinLateral(latest);
}

/** When imports of each kind last finished successfully. */
export async function findLastImports(db: Db, kinds: readonly string[]) {
  const rows = await db
    .select({ kind: importRuns.kind, finishedAt: max(importRuns.finishedAt) })
    .from(importRuns)
    .where(and(eq(importRuns.status, 'done'), inArray(importRuns.kind, [...kinds])))
    .groupBy(importRuns.kind);
  return new Map(rows.map((row) => [row.kind, row.finishedAt]));
}

/** Trading days of the stored calendar among `dates`. */
export async function findTradingDaysAmong(db: Db, dates: readonly IsoDate[]): Promise<IsoDate[]> {
  if (dates.length === 0) return [];
  const rows = await db
    .select({ date: tradingDays.date })
    .from(tradingDays)
    .where(inArray(tradingDays.date, [...dates]))
    .orderBy(tradingDays.date);
  return rows.map((row) => row.date);
}
