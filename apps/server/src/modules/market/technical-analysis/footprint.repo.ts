import { and, asc, eq } from 'drizzle-orm';
import type { MinuteBar, MinutePriceLevel } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { minuteBars, minutePriceLevels } from '../../../db/market-schema.ts';

/** One stock-day of minute bars and minute price levels, each by its primary-key prefix. */
export async function loadFootprintDay(
  db: Db,
  symbol: string,
  date: string,
): Promise<{ bars: MinuteBar[]; levels: MinutePriceLevel[] }> {
  const [bars, levels] = await Promise.all([
    db
      .select()
      .from(minuteBars)
      .where(and(eq(minuteBars.symbol, symbol), eq(minuteBars.date, date)))
      .orderBy(asc(minuteBars.minute)),
    db
      .select()
      .from(minutePriceLevels)
      .where(and(eq(minutePriceLevels.symbol, symbol), eq(minutePriceLevels.date, date))),
  ]);
  return { bars, levels };
}
