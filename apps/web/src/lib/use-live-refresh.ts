import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveStream, type LiveStream } from './use-live-stream';

export type LiveRefresh = LiveStream & {
  /** The exchange day a batch for these stocks last came for, while the stream is live. */
  liveDate: string | null;
};

/**
 * Keeps a screen current while its stocks trade live: each batch for `symbols` on a day `accepts`
 * marks `queryKeys` stale, refetched at most once every `everyMs`. The screen redraws from the
 * server's answers, so live and end-of-day views come from one computation.
 */
export function useLiveRefresh({
  symbols,
  queryKeys,
  accepts = () => true,
  everyMs = 2_000,
  enabled = true,
}: {
  symbols: readonly string[];
  queryKeys: readonly QueryKey[];
  accepts?: (date: string) => boolean;
  everyMs?: number;
  enabled?: boolean;
}): LiveRefresh {
  const queryClient = useQueryClient();
  const [liveDate, setLiveDate] = useState<string | null>(null);
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

  const stream = useLiveStream({
    symbols,
    topics: ['quotes'],
    enabled: enabled && symbols.length > 0,
    onBatch: (event) => {
      if (!accepts(event.date)) return;
      setLiveDate(event.date);
      if (timer.current) return;
      const refresh = () => {
        timer.current = null;
        lastRefresh.current = Date.now();
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      };
      timer.current = setTimeout(refresh, Math.max(0, lastRefresh.current + everyMs - Date.now()));
    },
  });
  return { ...stream, liveDate: stream.status === 'live' ? liveDate : null };
}
