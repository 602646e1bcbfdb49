import type { TGetForeignFlowData, TStoryCandle, TStorySymbolDaysQuery } from '@pantau/contracts';
import { foreignFlowOf, type DailyBar } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { findLatestBars } from './story.repo.ts';
import { requireAsOf, requireInstrument } from './story-context.ts';

export const candleOf = (bar: DailyBar): TStoryCandle => ({
  time: bar.date,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
  volume: bar.volume,
});

/** Daily net foreign buying of one stock over its latest `days` trading days, with its candles. */
export async function getForeignFlow(db: Db, query: TStorySymbolDaysQuery): Promise<TGetForeignFlowData> {
  const [asOf] = await Promise.all([requireAsOf(db), requireInstrument(db, query.symbol)]);
  const bars = await findLatestBars(db, query.symbol, asOf, query.days);
  const flows = foreignFlowOf(bars);
  return {
    asOf,
    symbol: query.symbol,
    candles: bars.map(candleOf),
    flows,
    totals: {
      netBuy: flows.reduce((sum, point) => sum + point.netBuy, 0),
      netValue: flows.reduce((sum, point) => sum + point.netValue, 0),
    },
  };
}
