import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TLiveBatchEvent } from '@pantau/contracts';
import { useLiveStream, type LiveStream } from './use-live-stream';

export type LiveRefresh = LiveStream & {
  /** The exchange day a batch for these stocks last came for, while the stream is live. */
  liveDate: string | null;
};

/**
 * The summary topic whose rows changing means the screen's answer changed. Every trade adds to a
 * Done Summary price level, so `done-summary` is "any trade of these stocks".
 */
export type LiveRefreshOn = 'done-summary' | 'broker-summary' | 'broker-flow';

/**
 * Keeps a screen current while its stocks trade live: each second's summary of `symbols` with rows
 * of the `on` topic, on a day `accepts`, marks `queryKeys` stale, refetched at most once every
 * `everyMs`. The screen redraws from the server's answers, so live and end-of-day views come from
 * one computation. A summary (not a batch) is the signal because it comes once the server's answers
 * include the batches: the server renews them once a second, just before it sends the summary.
 */
export function useLiveRefresh({
  symbols,
  queryKeys,
  accepts = () => true,
  everyMs = 2_000,
  enabled = true,
  on = 'done-summary',
  onBatch,
}: {
  symbols: readonly string[];
  queryKeys: readonly QueryKey[];
  accepts?: (date: string) => boolean;
  everyMs?: number;
  enabled?: boolean;
  on?: LiveRefreshOn;
  /** Every batch of the stream (its quotes), for what a screen shows at once without the server. */
  onBatch?: (event: TLiveBatchEvent) => void;
}): LiveRefresh {
  const queryClient = useQueryClient();
  // Kept with the stocks it was seen for: another stock is not live until a batch of its own comes.
  const stocks = [...new Set(symbols)].sort().join(',');
  const [live, setLive] = useState<{ stocks: string; date: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastRefresh = useRef(0);
  const keys = useRef(queryKeys);
  keys.current = queryKeys;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = () => {
    if (timer.current) return;
    const refresh = () => {
      timer.current = null;
      lastRefresh.current = Date.now();
      // An answer still on its way is kept: cancelling it at every batch could starve a slow screen.
      for (const queryKey of keys.current)
        void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    };
    timer.current = setTimeout(refresh, Math.max(0, lastRefresh.current + everyMs - Date.now()));
  };

  const stream = useLiveStream({
    symbols,
    // Quotes for the badge's clock and the live day (summaries carry no time).
    topics: ['quotes', on],
    enabled: enabled && symbols.length > 0,
    onBatch: (event) => {
      onBatch?.(event);
      if (!accepts(event.date)) return;
      setLive({ stocks, date: event.date });
    },
    onSummary: (event) => {
      if (accepts(event.date)) schedule();
    },
    // What was missed is no longer kept: the server's answers have it.
    onReset: () => {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const liveDate = live?.stocks === stocks ? live.date : null;
  return { ...stream, liveDate: stream.status === 'live' ? liveDate : null };
}
