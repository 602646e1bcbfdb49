import { and, asc, between, eq } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars } from '../../../db/market-schema.ts';

/** Daily candles of one stock in the window, oldest first (primary key symbol, date). */
export async function findDailyCandles(db: Db, symbol: string, from: IsoDate, to: IsoDate) {
  return db
    .select({
      date: dailyBars.date,
      open: dailyBars.open,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
      volume: dailyBars.volume,
    })
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), between(dailyBars.date, from, to)))
    .orderBy(asc(dailyBars.date));
}
