import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars, indexBars, indexMemberships, instruments } from '../../../db/market-schema.ts';

export type ClosePoint = { date: IsoDate; close: number; volume: number };

const memberOn = (date: IsoDate) =>
  and(
    lte(indexMemberships.fromDate, date),
    or(isNull(indexMemberships.toDate), gt(indexMemberships.toDate, date)),
  );

/** Closes of index/sector series from `from` to `to`, grouped by code; `volume` is the traded value. */
export async function findIndexCloses(
  db: Db,
  codes: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, ClosePoint[]>> {
  const rows = await db
    .select({ code: indexBars.code, date: indexBars.date, close: indexBars.close, volume: indexBars.value })
    .from(indexBars)
    .where(and(inArray(indexBars.code, [...codes]), gte(indexBars.date, from), lte(indexBars.date, to)))
    .orderBy(asc(indexBars.code), asc(indexBars.date));
  return groupBy(rows, (row) => row.code);
}

/** Closes and volumes of stocks from `from` to `to`, grouped by symbol (primary key ranges). */
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
  return groupBy(rows, (row) => row.symbol);
}

export async function findFirstIndexDate(db: Db, code: string): Promise<IsoDate | null> {
  const [row] = await db
    .select({ first: min(indexBars.date) })
    .from(indexBars)
    .where(eq(indexBars.code, code));
  return row?.first ?? null;
}

export async function findLastIndexClose(db: Db, code: string, asOf: IsoDate): Promise<number | null> {
  const [row] = await db
    .select({ close: indexBars.close })
    .from(indexBars)
    .where(and(eq(indexBars.code, code), lte(indexBars.date, asOf)))
    .orderBy(desc(indexBars.date))
    .limit(1);
  return row?.close ?? null;
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
const indexMonth = sql`date_trunc('month', ${indexBars.date})`;

/** The last close of every month of one stock up to `to`, oldest first. */
export async function findStockMonthEnds(db: Db, symbol: string, to: IsoDate) {
  return db
    .selectDistinctOn([dailyBars.symbol, stockMonth], { date: dailyBars.date, close: dailyBars.close })
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), lte(dailyBars.date, to)))
    .orderBy(dailyBars.symbol, stockMonth, desc(dailyBars.date));
}

/** The last level of every month of one index/sector series up to `to`, oldest first. */
export async function findIndexMonthEnds(db: Db, code: string, to: IsoDate) {
  return db
    .selectDistinctOn([indexBars.code, indexMonth], { date: indexBars.date, close: indexBars.close })
    .from(indexBars)
    .where(and(eq(indexBars.code, code), lte(indexBars.date, to)))
    .orderBy(indexBars.code, indexMonth, desc(indexBars.date));
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
