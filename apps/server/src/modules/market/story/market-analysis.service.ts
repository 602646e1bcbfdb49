import type { TGetMarketAnalysisData, TStorySymbolDaysQuery } from '@pantau/contracts';
import { moneyFlowOfDays } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { candleOf } from './foreign-flow.service.ts';
import { findLatestBars, sumAggressorVolumes } from '../daily-bars/daily-bars.repo.ts';
import { requireAsOf, requireInstrument } from '../daily-bars/recent-market.ts';

/**
 * Market Analysis panes of one stock: candles, daily money flow and volume over its latest `days`
 * trading days. One extra earlier bar is read so the first day shown has a previous typical price.
 */
export async function getMarketAnalysis(
  db: Db,
  query: TStorySymbolDaysQuery,
): Promise<TGetMarketAnalysisData> {
  const [asOf] = await Promise.all([requireAsOf(db), requireInstrument(db, query.symbol)]);
  const withPrevious = await findLatestBars(db, query.symbol, asOf, query.days + 1);
  const bars = withPrevious.slice(Math.max(0, withPrevious.length - query.days));
  const first = bars[0];
  const last = bars[bars.length - 1];
  const split =
    first && last ? await sumAggressorVolumes(db, query.symbol, first.date, last.date) : new Map();
  const moneyFlow = moneyFlowOfDays(withPrevious).slice(withPrevious.length - bars.length);
  return {
    asOf,
    symbol: query.symbol,
    candles: bars.map(candleOf),
    moneyFlow: moneyFlow.map((point) => ({ ...point, time: String(point.time) })),
    volume: bars.map((bar) => {
      const sides = split.get(bar.date);
      return {
        time: bar.date,
        volume: bar.volume,
        buyVolume: sides?.buyVolume ?? null,
        sellVolume: sides?.sellVolume ?? null,
      };
    }),
  };
}
