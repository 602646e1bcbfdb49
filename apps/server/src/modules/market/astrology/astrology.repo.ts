import { asc, inArray } from 'drizzle-orm';
import type { DailyBar } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { dailyBars } from '../../../db/market-schema.ts';

/** Every stored daily bar of the given stocks. */
export async function loadDailyBarsOf(db: Db, symbols: readonly string[]): Promise<DailyBar[]> {
  return db
    .select()
    .from(dailyBars)
    .where(inArray(dailyBars.symbol, [...symbols]))
    .orderBy(asc(dailyBars.symbol), asc(dailyBars.date));
}
