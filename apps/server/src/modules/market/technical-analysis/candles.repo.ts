import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DailyBar, MinuteBar } from '@pantau/market';
import { executeRows, type Db } from '../../../db/client.ts';
import { dailyBars, minuteBars } from '../../../db/market-schema.ts';
import { loadIndexLevels, loadLastIndexLevels } from '../index-series.repo.ts';

/**
 * Daily bars of one stock in [from, to] (from null: from the first), by the (symbol, date) key,
 * which carries the prices. Only what candles need is read; the flow columns come back as 0. The
 * bars come as one JSON text rather than a row each: five years are ~1,250 rows, and on the
 * embedded database parsing its wire rows took more time than the query (~11 ms of a 44 ms answer).
 */
export async function loadStockDailyBars(
  db: Db,
  symbol: string,
  from: string | null,
  to: string,
): Promise<DailyBar[]> {
  const [row] = await executeRows<{ bars: string | null }>(
    db,
    sql`SELECT json_agg(json_build_array(date, open, high, low, close, volume) ORDER BY date)::text AS bars
        FROM daily_bars
        WHERE symbol = ${symbol} AND date <= ${to}${from ? sql` AND date >= ${from}` : sql``}`,
  );
  const bars = JSON.parse(row?.bars ?? '[]') as Array<[string, number, number, number, number, number]>;
  return bars.map(([date, open, high, low, close, volume]) => ({
    symbol,
    date,
    open,
    high,
    low,
    close,
    volume,
    value: 0,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  }));
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
