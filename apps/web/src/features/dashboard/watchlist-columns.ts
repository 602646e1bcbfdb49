import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  SCREEN_METRICS,
  type TMetricDefinition,
  type TMetricGroup,
  type TMetricRef,
} from '@pantau/contracts';
import { dashboardKeys, useMetricValues } from './dashboard-api';

/**
 * The metrics a watchlist column can show, by group in the catalogue's order. Those that need a
 * broker, a window or a KSEI category are left out: the card has no place to ask for them.
 */
const PICKABLE = SCREEN_METRICS.filter((metric) => !metric.params?.length);
export const COLUMN_GROUPS: readonly { group: TMetricGroup; metrics: readonly TMetricDefinition[] }[] = [
  ...new Set(PICKABLE.map((metric) => metric.group)),
].map((group) => ({ group, metrics: PICKABLE.filter((metric) => metric.group === group) }));

/**
 * Quotes come about once a second while the market trades; the values of up to 50 stocks are
 * computed on the server, so a burst of batches asks for them once, this long after the last answer.
 */
export const LIVE_VALUES_REFRESH_MS = 10_000;

/**
 * The chosen columns' values for the favourites, and `refresh` for the card's live quotes to call
 * on each batch: the values follow the session without a second stream.
 */
export function useWatchlistValues(symbols: readonly string[], columns: readonly TMetricRef[]) {
  const queryClient = useQueryClient();
  const values = useMetricValues(symbols, columns);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = () => {
    if (columns.length === 0 || timer.current) return;
    timer.current = setTimeout(
      () => {
        timer.current = null;
        // An answer still on its way is kept: cancelling it at every batch could starve the columns.
        void queryClient.invalidateQueries(
          { queryKey: dashboardKeys.allWatchlistValues },
          { cancelRefetch: false },
        );
      },
      Math.max(0, values.dataUpdatedAt + LIVE_VALUES_REFRESH_MS - Date.now()),
    );
  };

  return { values, refresh };
}
