import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars, indexMemberships, instruments } from '../../../db/market-schema.ts';
import { adjustSeries, adjustSeriesBySymbol } from '../corporate-actions/adjusted-prices.ts';
import {
  findFirstIndexLevelDate,
  findIndexLevelMonthEnds,
  loadIndexLevels,
  loadLastIndexLevels,
} from '../index-series.repo.ts';

export type ClosePoint = { date: IsoDate; close: number; volume: number };

const memberOn = (date: IsoDate) =>
  and(
    lte(indexMemberships.fromDate, date),
    or(isNull(indexMemberships.toDate), gt(indexMemberships.toDate, date)),
  );

/**
 * Closes of index/sector series from `from` to `to`, grouped by code, official where the Index
 * Summary has them (index-series.repo.ts); `volume` is the traded value.
 */
export async function findIndexCloses(
  db: Db,
  codes: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, ClosePoint[]>> {
  const levels = await loadIndexLevels(db, codes, from, to);
  return new Map(
    [...levels]
      .filter(([, series]) => series.length > 0)
      .map(([code, series]) => [
        code,
        series.map((level) => ({ date: level.date, close: level.close, volume: level.value })),
      ]),
  );
}

/**
 * Closes and volumes of stocks from `from` to `to`, grouped by symbol (primary key ranges) and
 * back-adjusted for corporate actions.
 */
export async function findStockCloses(
  db: Db,
  symbols: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, ClosePoint[]>> {
  const rows = await db
    .select({
      symbol: dailyBars.symbol,
      date: dailyBars.date,
      close: dailyBars.close,
      volume: dailyBars.volume,
    })
    .from(dailyBars)
    .where(and(inArray(dailyBars.symbol, [...symbols]), gte(dailyBars.date, from), lte(dailyBars.date, to)))
    .orderBy(asc(dailyBars.symbol), asc(dailyBars.date));
  return adjustSeriesBySymbol(
    db,
    to,
    groupBy(rows, (row) => row.symbol),
  );
}

export async function findFirstIndexDate(db: Db, code: string): Promise<IsoDate | null> {
  return findFirstIndexLevelDate(db, code);
}

export async function findLastIndexClose(db: Db, code: string, asOf: IsoDate): Promise<number | null> {
  const [level] = await loadLastIndexLevels(db, code, asOf, 1);
  return level?.close ?? null;
}

/** Which of `symbols` belong to `index` on `date`. */
export async function findMembersOn(
  db: Db,
  index: string,
  date: IsoDate,
  symbols: readonly string[],
): Promise<Set<string>> {
  const rows = await db
    .select({ symbol: indexMemberships.symbol })
    .from(indexMemberships)
    .where(
      and(
        eq(indexMemberships.indexCode, index),
        inArray(indexMemberships.symbol, [...symbols]),
        memberOn(date),
      ),
    );
  return new Set(rows.map((row) => row.symbol));
}

/** Every member of `index` on `date` with its name and IDX-IC sector code, by ticker. */
export async function findIndexMembersOn(db: Db, index: string, date: IsoDate) {
  return db
    .select({ symbol: instruments.symbol, name: instruments.name, sector: instruments.sector })
    .from(indexMemberships)
    .innerJoin(instruments, eq(instruments.symbol, indexMemberships.symbol))
    .where(and(eq(indexMemberships.indexCode, index), memberOn(date)))
    .orderBy(asc(instruments.symbol));
}

export async function countMembersOn(db: Db, date: IsoDate): Promise<Map<string, number>> {
  const rows = await db
    .select({ index: indexMemberships.indexCode, members: count() })
    .from(indexMemberships)
    .where(memberOn(date))
    .groupBy(indexMemberships.indexCode);
  return new Map(rows.map((row) => [row.index, Number(row.members)]));
}

export async function countStocksBySector(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ sector: instruments.sector, members: count() })
    .from(instruments)
    .groupBy(instruments.sector);
  return new Map(rows.map((row) => [row.sector, Number(row.members)]));
}

const stockMonth = sql`date_trunc('month', ${dailyBars.date})`;

/** The last close of every month of one stock up to `to`, oldest first, back-adjusted. */
export async function findStockMonthEnds(db: Db, symbol: string, to: IsoDate) {
  const rows = await db
    .selectDistinctOn([dailyBars.symbol, stockMonth], { date: dailyBars.date, close: dailyBars.close })
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), lte(dailyBars.date, to)))
    .orderBy(dailyBars.symbol, stockMonth, desc(dailyBars.date));
  return adjustSeries(db, to, symbol, rows);
}

/** The last level of every month of one index/sector series up to `to`, oldest first. */
export async function findIndexMonthEnds(db: Db, code: string, to: IsoDate) {
  return findIndexLevelMonthEnds(db, code, to);
}

function groupBy<T extends ClosePoint>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Map<string, ClosePoint[]> {
  const groups = new Map<string, ClosePoint[]>();
  for (const row of rows) {
    const key = keyOf(row);
    let list = groups.get(key);
    if (!list) {
      list = [];
      groups.set(key, list);
    }
    list.push({ date: row.date, close: row.close, volume: row.volume });
  }
  return groups;
}
