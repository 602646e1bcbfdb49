import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TLiveBatchEvent } from '@pantau/contracts';
import { useLiveStream, type LiveStream } from './use-live-stream';

export type LiveRefresh = LiveStream & {
  /** The exchange day a batch for these stocks last came for, while the stream is live. */
  liveDate: string | null;
};

/** What a screen redraws after: any batch of its stocks, or the summary rows it shows changing. */
export type LiveRefreshOn = 'quotes' | 'done-summary' | 'broker-summary' | 'broker-flow';

/**
 * Keeps a screen current while its stocks trade live: each batch for `symbols` on a day `accepts`
 * (or, with a summary topic as `on`, each second's changed rows of that topic) marks `queryKeys`
 * stale, refetched at most once every `everyMs`. The screen redraws from the server's answers, so
 * live and end-of-day views come from one computation. A summary comes once the rows are stored
 * and the server's answers renewed, and only when the screen's rows changed.
 */
export function useLiveRefresh({
  symbols,
  queryKeys,
  accepts = () => true,
  everyMs = 2_000,
  enabled = true,
  on = 'quotes',
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
    // Quotes for the badge's clock (summaries carry no time), and the summary topic when asked for.
    topics: on === 'quotes' ? ['quotes'] : ['quotes', on],
    enabled: enabled && symbols.length > 0,
    onBatch: (event) => {
      onBatch?.(event);
      if (!accepts(event.date)) return;
      setLive({ stocks, date: event.date });
      if (on === 'quotes') schedule();
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
