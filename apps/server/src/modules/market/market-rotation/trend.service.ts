import type { TGetTrendData, TGetTrendQuery } from '@pantau/contracts';
import { TREND_WINDOWS, buildTrendFilter, type TrendTimeframe } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { requireSector } from './rotation-selection.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { loadRecentMarket, requireAsOf, sectorLabel } from '../daily-bars/recent-market.ts';

/** The classification rule of buildTrendFilter, in words, with this timeframe's numbers. */
export function trendRule(timeframe: TrendTimeframe): string {
  const { days, thresholdPercent: t } = TREND_WINDOWS[timeframe];
  return (
    `Change = last close vs the close ${days} trading days earlier. ` +
    `Up: change ≥ +${t}% and the close is above its ${days}-day average; ` +
    `Down: change ≤ −${t}% and the close is below its ${days}-day average; otherwise Side. ` +
    'Suspended stocks and stocks with too little history are left out.'
  );
}

/**
 * Trend filter over the active stocks of one sector (or all). The summary shares are over the
 * sector's classified stocks before the trend filter; rows are sorted by change, strongest first.
 */
export async function getTrend(db: Db, query: TGetTrendQuery): Promise<TGetTrendData> {
  const asOf = await requireAsOf(db);
  if (query.sector !== 'all') requireSector(query.sector, 'sector');
  const key = `${asOf}:${query.timeframe}:${query.sector}`;
  const { rows, summary } = await rememberAnswer(db, 'trend', key, async () => {
    const { instruments, barsBySymbol } = await loadRecentMarket(db, asOf);
    const stocks = instruments
      .filter((row) => row.status !== 'suspended' && (query.sector === 'all' || row.sector === query.sector))
      .map((row) => ({
        symbol: row.symbol,
        name: row.name,
        sector: sectorLabel(row.sector),
        bars: barsBySymbol.get(row.symbol) ?? [],
      }));
    const result = buildTrendFilter(stocks, query.timeframe);
    result.rows.sort((a, b) => b.change - a.change || (a.symbol < b.symbol ? -1 : 1));
    return result;
  });
  const counts = { Up: 0, Side: 0, Down: 0 };
  for (const row of rows) counts[row.trend]++;
  return {
    asOf,
    timeframe: query.timeframe,
    rule: trendRule(query.timeframe),
    rows: query.trend === 'all' ? rows : rows.filter((row) => row.trend === query.trend),
    summary: { total: summary.total, counts, shares: summary.shares },
  };
}
