import type { QueryKey } from '@tanstack/react-query';
import { marketKeys } from './market-api';
import { useLiveRefresh, type LiveRefresh, type LiveRefreshOn } from './use-live-refresh';

export type LiveSelection = LiveRefresh & {
  /** The day trading now is one of the days shown: the LIVE badge stands for the as-of line. */
  isLive: boolean;
};

/**
 * Keeps a screen of selected days of one stock current while it trades: once a second's trades for
 * one of the selected days have changed the stock's rows of `on`, `queryKeys` are refetched and the
 * screen redraws from the server's answer. The server sums the days asked for, not the calendar
 * between them, so other days change nothing.
 */
export function useLiveSelection({
  ticker,
  dates,
  explicitDates,
  tradeDates,
  queryKeys,
  on = 'done-summary',
  enabled = true,
}: {
  ticker: string;
  dates: readonly string[];
  /** The days the URL names; empty when the screen shows the latest days. */
  explicitDates: readonly string[];
  /** The stock's trade dates, newest first. */
  tradeDates: readonly string[];
  queryKeys: readonly QueryKey[];
  on?: LiveRefreshOn;
  enabled?: boolean;
}): LiveSelection {
  // Without dates in the URL the screen shows the latest days: a day newer than the trade-date list
  // is the new latest, so the list is asked again and the selection moves on to it.
  const followsLatest = explicitDates.length === 0;
  const newest = tradeDates[0];
  const live = useLiveRefresh({
    symbols: [ticker],
    queryKeys: followsLatest ? [...queryKeys, marketKeys.tradeDates(ticker)] : queryKeys,
    accepts: (date) => dates.includes(date) || (followsLatest && (newest === undefined || date > newest)),
    on,
    enabled,
  });
  return { ...live, isLive: live.liveDate !== null && dates.includes(live.liveDate) };
}
