import type { DailyBar } from '../types.ts';

export type TrendTimeframe = '3D' | '5D' | '2W' | '1M';
export type Trend = 'Up' | 'Side' | 'Down';

/** Trading days per timeframe and the move (percent) that counts as a trend over it. */
export const TREND_WINDOWS: Record<TrendTimeframe, { days: number; thresholdPercent: number }> = {
  '3D': { days: 3, thresholdPercent: 2 },
  '5D': { days: 5, thresholdPercent: 2.5 },
  '2W': { days: 10, thresholdPercent: 3.5 },
  '1M': { days: 21, thresholdPercent: 5 },
};

export type TrendStock = {
  symbol: string;
  name: string;
  price: number;
  /** Percent change over the timeframe. */
  change: number;
  sector: string;
  trend: Trend;
};

export type TrendSummary = { total: number; shares: Record<Trend, number> };

/**
 * Trend over N trading days: change = close / close N days earlier − 1. It is Up when the change is
 * at least +threshold AND the close is above the N-day SMA (the move is holding, not a one-day
 * spike that already faded); Down when at most −threshold AND the close is below the SMA;
 * otherwise Side. Thresholds widen with the window because prices drift further over longer spans:
 * 3D ±2%, 5D ±2.5%, 2W ±3.5%, 1M ±5% (≈ 2% × √(N/5), rounded to half-points).
 * Returns null when there are fewer than N + 1 closes.
 */
export function classifyTrend(
  closes: readonly number[],
  timeframe: TrendTimeframe,
): { change: number; trend: Trend } | null {
  const { days, thresholdPercent } = TREND_WINDOWS[timeframe];
  if (closes.length < days + 1) return null;
  const last = closes[closes.length - 1] as number;
  const start = closes[closes.length - 1 - days] as number;
  if (start === 0) return null;
  const change = 100 * (last / start - 1);
  let sum = 0;
  for (let i = closes.length - days; i < closes.length; i++) sum += closes[i] as number;
  const average = sum / days;
  if (change >= thresholdPercent && last > average) return { change, trend: 'Up' };
  if (change <= -thresholdPercent && last < average) return { change, trend: 'Down' };
  return { change, trend: 'Side' };
}

/**
 * Trend-filter rows and summary cards. Stocks with too little history are left out of both. Shares
 * are percentages of the classified stocks (unrounded; all 0 when none is classified).
 */
export function buildTrendFilter(
  stocks: readonly { symbol: string; name: string; sector: string; bars: readonly DailyBar[] }[],
  timeframe: TrendTimeframe,
): { rows: TrendStock[]; summary: TrendSummary } {
  const rows: TrendStock[] = [];
  const counts: Record<Trend, number> = { Up: 0, Side: 0, Down: 0 };
  for (const stock of stocks) {
    const result = classifyTrend(
      stock.bars.map((bar) => bar.close),
      timeframe,
    );
    const last = stock.bars[stock.bars.length - 1];
    if (result === null || last === undefined) continue;
    counts[result.trend]++;
    rows.push({
      symbol: stock.symbol,
      name: stock.name,
      price: last.close,
      change: result.change,
      sector: stock.sector,
      trend: result.trend,
    });
  }
  const total = rows.length;
  const share = (count: number) => (total === 0 ? 0 : (100 * count) / total);
  return {
    rows,
    summary: { total, shares: { Up: share(counts.Up), Side: share(counts.Side), Down: share(counts.Down) } },
  };
}
