import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { DailyBar, MinuteBar } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars, minuteBars } from '../../../db/market-schema.ts';
import { loadIndexLevels, loadLastIndexLevels } from '../index-series.repo.ts';

/**
 * Daily bars of one stock in [from, to] (from null: from the first), by the (symbol, date) key.
 * Only what candles need is read; the flow columns come back as 0.
 */
export async function loadStockDailyBars(
  db: Db,
  symbol: string,
  from: string | null,
  to: string,
): Promise<DailyBar[]> {
  const rows = await db
    .select({
      date: dailyBars.date,
      open: dailyBars.open,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
      volume: dailyBars.volume,
    })
    .from(dailyBars)
    .where(
      and(
        eq(dailyBars.symbol, symbol),
        from ? gte(dailyBars.date, from) : undefined,
        lte(dailyBars.date, to),
      ),
    )
    .orderBy(asc(dailyBars.date));
  return rows.map((row) => ({ ...row, symbol, value: 0, frequency: 0, foreignBuy: 0, foreignSell: 0 }));
}

/**
 * Index or sector levels as daily bars, official where the Index Summary has them
 * (index-series.repo.ts). Indices have no share volume: `volume` carries the traded value in rupiah.
 */
export async function loadIndexDailyBars(
  db: Db,
  code: string,
  from: string | null,
  to: string,
): Promise<DailyBar[]> {
  const levels = (await loadIndexLevels(db, [code], from, to)).get(code) ?? [];
  return levels.map((level) => ({
    symbol: code,
    date: level.date,
    open: level.open,
    high: level.high,
    low: level.low,
    close: level.close,
    volume: level.value,
    value: level.value,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  }));
}

export async function loadMinuteBars(db: Db, symbol: string, from: string, to: string): Promise<MinuteBar[]> {
  return db
    .select()
    .from(minuteBars)
    .where(and(eq(minuteBars.symbol, symbol), gte(minuteBars.date, from), lte(minuteBars.date, to)))
    .orderBy(asc(minuteBars.date), asc(minuteBars.minute));
}

/** The last two daily closes up to `to`, oldest first. */
export async function loadLastCloses(
  db: Db,
  kind: 'stock' | 'index',
  symbol: string,
  to: string,
): Promise<Array<{ date: string; close: number }>> {
  if (kind === 'stock') {
    const rows = await db
      .select({ date: dailyBars.date, close: dailyBars.close })
      .from(dailyBars)
      .where(and(eq(dailyBars.symbol, symbol), lte(dailyBars.date, to)))
      .orderBy(desc(dailyBars.date))
      .limit(2);
    return rows.reverse();
  }
  const levels = await loadLastIndexLevels(db, symbol, to, 2);
  return levels.map((level) => ({ date: level.date, close: level.close })).reverse();
}
