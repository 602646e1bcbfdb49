import { useState } from 'react';
import { useLiveRefresh, type LiveRefresh } from '@/lib/use-live-refresh';
import { dashboardKeys } from './dashboard-api';
import { withQuotes, type DayQuotes } from './use-live-quotes';

/**
 * One stock's live quotes, shown at once, and its daily candles refetched (at most every 2 s) after
 * a batch of the day they show or a newer one, so the last bar moves: one stream for both.
 */
export function useLiveCandles({
  symbol,
  shownDate,
}: {
  symbol: string;
  /** The candles' last day; null while they load, and the answer on its way will be current. */
  shownDate: string | null;
}): LiveRefresh & { day: DayQuotes | null } {
  const [day, setDay] = useState<DayQuotes | null>(null);
  const live = useLiveRefresh({
    symbols: [symbol],
    queryKeys: [dashboardKeys.candles(symbol)],
    accepts: (date) => shownDate !== null && date >= shownDate,
    onBatch: (event) => setDay((current) => withQuotes(current, event)),
  });
  return { ...live, day };
}
