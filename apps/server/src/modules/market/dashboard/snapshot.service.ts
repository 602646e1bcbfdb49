import type { TGetSnapshotData, TGetSnapshotQuery, TSnapshotItem } from '@pantau/contracts';
import { DATE_MESSAGES } from '@pantau/contracts';
import type { DailyBar } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findLatestBars } from '../daily-bars/daily-bars.repo.ts';
import { loadRecentMarket, requireAsOf } from '../daily-bars/recent-market.ts';

const SPARKLINE_CLOSES = 30;

/** Watchlist cards: last close, change vs the close before, last volume/value and 30 closes. */
export async function getSnapshot(db: Db, query: TGetSnapshotQuery): Promise<TGetSnapshotData> {
  const asOf = await requireAsOf(db);
  const { instruments, barsBySymbol } = await loadRecentMarket(db, asOf);
  const bySymbol = new Map(instruments.map((instrument) => [instrument.symbol, instrument]));
  const symbols = [...new Set(query.symbols)];
  if (symbols.some((symbol) => !bySymbol.has(symbol))) {
    throw new AppError(404, 'NOT_FOUND', DATE_MESSAGES.unknownTicker, 'symbols');
  }
  const items: TSnapshotItem[] = [];
  for (const symbol of symbols) {
    let bars: readonly DailyBar[] = barsBySymbol.get(symbol) ?? [];
    // A stock suspended for longer than the shared window still shows its last trading days.
    if (bars.length === 0) bars = await findLatestBars(db, symbol, asOf, SPARKLINE_CLOSES);
    const last = bars[bars.length - 1];
    if (!last) continue;
    const previous = bars[bars.length - 2];
    const change = previous ? last.close - previous.close : 0;
    items.push({
      symbol,
      name: bySymbol.get(symbol)?.name ?? symbol,
      price: last.close,
      change,
      changePercent: previous && previous.close !== 0 ? (100 * change) / previous.close : 0,
      volume: last.volume,
      value: last.value,
      lastDate: last.date,
      sparkline: bars.slice(-SPARKLINE_CLOSES).map((bar) => ({ time: bar.date, close: bar.close })),
    });
  }
  return { asOf, items };
}
