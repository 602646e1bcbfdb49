import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DailyBar, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars, instruments, minuteBars, tradingDays } from '../../../db/market-schema.ts';

export type InstrumentRow = typeof instruments.$inferSelect;

export async function findInstrument(db: Db, symbol: string): Promise<InstrumentRow | null> {
  const [row] = await db.select().from(instruments).where(eq(instruments.symbol, symbol));
  return row ?? null;
}

export async function listInstruments(db: Db): Promise<InstrumentRow[]> {
  return db.select().from(instruments).orderBy(asc(instruments.symbol));
}

/**
 * The trading day `count` trading days back from `asOf` (inclusive), or the first one stored: a few
 * rows of the trading-day key, where a DISTINCT over the bars' dates read every bar of the window.
 */
export async function findTradingDayBack(db: Db, asOf: IsoDate, count: number): Promise<IsoDate | null> {
  const rows = await db
    .select({ date: tradingDays.date })
    .from(tradingDays)
    .where(lte(tradingDays.date, asOf))
    .orderBy(desc(tradingDays.date))
    .limit(count);
  return rows[rows.length - 1]?.date ?? null;
}

/** Every stock's bars from `from` to `to`, by symbol then date (the date index narrows the scan). */
export async function findBarsBetween(db: Db, from: IsoDate, to: IsoDate): Promise<DailyBar[]> {
  return db
    .select()
    .from(dailyBars)
    .where(and(gte(dailyBars.date, from), lte(dailyBars.date, to)))
    .orderBy(asc(dailyBars.symbol), asc(dailyBars.date));
}

/** The latest `count` bars of one stock up to `asOf`, oldest first (primary key range). */
export async function findLatestBars(
  db: Db,
  symbol: string,
  asOf: IsoDate,
  count: number,
): Promise<DailyBar[]> {
  const rows = await db
    .select()
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), lte(dailyBars.date, asOf)))
    .orderBy(desc(dailyBars.date))
    .limit(count);
  return rows.reverse();
}

/** Buyer- and seller-initiated shares per day of one stock, from its minute bars. */
export async function sumAggressorVolumes(
  db: Db,
  symbol: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<IsoDate, { buyVolume: number; sellVolume: number }>> {
  const rows = await db
    .select({
      date: minuteBars.date,
      buyVolume: sql<string>`sum(${minuteBars.buyVolume})`,
      sellVolume: sql<string>`sum(${minuteBars.sellVolume})`,
    })
    .from(minuteBars)
    .where(and(eq(minuteBars.symbol, symbol), gte(minuteBars.date, from), lte(minuteBars.date, to)))
    .groupBy(minuteBars.date);
  return new Map(
    rows.map((row) => [row.date, { buyVolume: Number(row.buyVolume), sellVolume: Number(row.sellVolume) }]),
  );
}

export async function findInstrumentsBySymbols(db: Db, symbols: readonly string[]): Promise<InstrumentRow[]> {
  if (symbols.length === 0) return [];
  return db
    .select()
    .from(instruments)
    .where(inArray(instruments.symbol, [...symbols]));
}
