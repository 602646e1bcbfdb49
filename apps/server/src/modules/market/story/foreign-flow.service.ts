import type { TGetForeignFlowData, TStoryCandle, TStorySymbolDaysQuery } from '@pantau/contracts';
import { foreignFlowOf, summarizeForeignFlow, type DailyBar } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { findLatestBars } from '../daily-bars/daily-bars.repo.ts';
import { requireAsOf, requireInstrument } from '../daily-bars/recent-market.ts';

/**
 * The streak is looked for over at least this many trading days, so a short chart range (say 5
 * days) still reports a streak that began before it, and the 20-day sum is always 20 days.
 */
const SUMMARY_LOOKBACK_DAYS = 120;

export const candleOf = (bar: DailyBar): TStoryCandle => ({
  time: bar.date,
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
  volume: bar.volume,
});

/**
 * Daily net foreign buying of one stock over its latest `days` trading days, with its candles, and
 * the streak / 5- / 20-day summary.
 */
export async function getForeignFlow(db: Db, query: TStorySymbolDaysQuery): Promise<TGetForeignFlowData> {
  const [asOf] = await Promise.all([requireAsOf(db), requireInstrument(db, query.symbol)]);
  const lookback = await findLatestBars(db, query.symbol, asOf, Math.max(query.days, SUMMARY_LOOKBACK_DAYS));
  const allFlows = foreignFlowOf(lookback);
  const flows = allFlows.slice(-query.days);
  return {
    asOf,
    symbol: query.symbol,
    candles: lookback.slice(-query.days).map(candleOf),
    flows,
    totals: {
      netBuy: flows.reduce((sum, point) => sum + point.netBuy, 0),
      netValue: flows.reduce((sum, point) => sum + point.netValue, 0),
    },
    summary: summarizeForeignFlow(allFlows),
  };
}
