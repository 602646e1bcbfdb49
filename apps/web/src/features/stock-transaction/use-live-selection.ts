import type { QueryKey } from '@tanstack/react-query';
import { marketKeys } from '@/lib/market-api';
import { useLiveRefresh, type LiveRefresh } from '@/lib/use-live-refresh';
import type { DateSelection } from './use-date-selection';

export type LiveSelection = LiveRefresh & {
  /** The day trading now is one of the days shown: the LIVE badge stands for the as-of line. */
  isLive: boolean;
};

/**
 * Keeps a Stock Transaction screen current while its stock trades: once a second's trades for one of
 * the selected days have changed its Done Summary rows (each trade adds to a price level), `queryKeys`
 * are refetched and the screen redraws from the server's answer. Other days change nothing.
 */
export function useLiveSelection(selection: DateSelection, queryKeys: readonly QueryKey[]): LiveSelection {
  const { ticker, dates, explicitDates, tradeDates } = selection;
  // Without dates in the URL the screen shows the latest days: a day newer than the trade-date list
  // is the new latest, so the list is asked again and the selection moves on to it.
  const followsLatest = explicitDates.length === 0;
  const newest = tradeDates[0];
  const live = useLiveRefresh({
    symbols: [ticker],
    queryKeys: followsLatest ? [...queryKeys, marketKeys.tradeDates(ticker)] : queryKeys,
    accepts: (date) => dates.includes(date) || (followsLatest && (newest === undefined || date > newest)),
    on: 'done-summary',
  });
  return { ...live, isLive: live.liveDate !== null && dates.includes(live.liveDate) };
}
