import { useEffect, useEffectEvent, useState } from 'react';
import {
  LIVE_TOPICS,
  type TLiveBatchEvent,
  type TLiveSummaryEvent,
  type TLiveTopic,
} from '@pantau/contracts';
import type { ApiError } from './api';
import { runLiveStream, type LiveStreamStatus } from './live-stream';

export type UseLiveStreamOptions = {
  /** Empty: every stock. The order does not matter. */
  symbols: readonly string[];
  topics?: readonly TLiveTopic[];
  /** Off: no connection (e.g. while the stocks to follow are still loading). */
  enabled?: boolean;
  onBatch?: (event: TLiveBatchEvent) => void;
  onSummary?: (event: TLiveSummaryEvent) => void;
  onReset?: () => void;
};

export type LiveStream = {
  status: LiveStreamStatus;
  /** Why the stream stopped (offline) or is waiting (reconnecting); null otherwise. */
  error: ApiError | null;
  /** HHMMSS (WIB) of the newest trade received, null until one arrives. */
  lastTradeTime: number | null;
  /** Opens the stream again at once, e.g. after it stopped on an error. */
  reconnect: () => void;
};

type Reported = { run: string; status: LiveStreamStatus; error: ApiError | null };
/** Kept across reconnects of the same stocks and topics (`stream`), not across other ones. */
type LastTrade = { stream: string; date: string; time: number };

/**
 * The live stream of the given stocks and topics while mounted and enabled. The callbacks may change
 * on every render without reconnecting; other inputs changing close the stream and open another.
 * What the hook reports belongs to the current stream only, so a new subscription never shows the
 * previous one's state.
 */
export function useLiveStream({
  symbols,
  topics = LIVE_TOPICS,
  enabled = true,
  onBatch,
  onSummary,
  onReset,
}: UseLiveStreamOptions): LiveStream {
  const symbolsKey = [...new Set(symbols)].sort().join(',');
  const topicsKey = [...new Set(topics)].sort().join(',');
  const [attempt, setAttempt] = useState(0);
  const stream = `${symbolsKey}|${topicsKey}`;
  const run = `${stream}|${attempt}`;
  const [reported, setReported] = useState<Reported | null>(null);
  const [lastTrade, setLastTrade] = useState<LastTrade | null>(null);

  const handleBatch = useEffectEvent((event: TLiveBatchEvent) => onBatch?.(event));
  const handleSummary = useEffectEvent((event: TLiveSummaryEvent) => onSummary?.(event));
  const handleReset = useEffectEvent(() => onReset?.());

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const streamKey = `${symbolsKey}|${topicsKey}`;
    const runKey = `${streamKey}|${attempt}`;
    void runLiveStream({
      symbols: symbolsKey ? symbolsKey.split(',') : [],
      topics: topicsKey.split(',') as TLiveTopic[],
      signal: controller.signal,
      onStatus: (status, error) => setReported({ run: runKey, status, error }),
      onBatch: (event) => {
        const newest = Math.max(
          event.trades.reduce((latest, trade) => Math.max(latest, trade.time), -1),
          event.quotes.reduce((latest, quote) => Math.max(latest, quote.time), -1),
        );
        if (newest >= 0) {
          // Batches may arrive out of order: the clock shows the newest trade of the day, never older.
          setLastTrade((previous) =>
            previous?.stream === streamKey && previous.date === event.date && previous.time >= newest
              ? previous
              : { stream: streamKey, date: event.date, time: newest },
          );
        }
        handleBatch(event);
      },
      onSummary: (event) => handleSummary(event),
      onReset: () => handleReset(),
    });
    return () => controller.abort();
  }, [enabled, symbolsKey, topicsKey, attempt]);

  const current = enabled && reported?.run === run ? reported : null;
  return {
    status: current?.status ?? (enabled ? 'connecting' : 'offline'),
    error: current?.error ?? null,
    lastTradeTime: enabled && lastTrade?.stream === stream ? lastTrade.time : null,
    reconnect: () => setAttempt((count) => count + 1),
  };
}
