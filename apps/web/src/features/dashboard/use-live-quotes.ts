import type { TLiveBatchEvent, TLiveQuote } from '@pantau/contracts';
import { useState } from 'react';
import { useLiveStream, type LiveStream } from '@/lib/use-live-stream';

/** Each stock's day so far on the newest exchange day quotes came for. */
export type DayQuotes = { date: string; bySymbol: ReadonlyMap<string, TLiveQuote> };

export type LiveQuotes = LiveStream & { day: DayQuotes | null };

/**
 * The quotes of one live stream for `symbols`, kept in memory so a card can show them in place
 * without asking the server per batch. A batch of a newer day starts that day afresh (it is the
 * new today); one of an older day is dropped. `onQuotes` hears the day of every batch.
 */
export function useLiveQuotes({
  symbols,
  onQuotes,
  onReset,
}: {
  symbols: readonly string[];
  onQuotes?: (date: string) => void;
  onReset?: () => void;
}): LiveQuotes {
  const [day, setDay] = useState<DayQuotes | null>(null);
  const stream = useLiveStream({
    symbols,
    topics: ['quotes'],
    // No symbols would be the whole market's stream.
    enabled: symbols.length > 0,
    onBatch: (event) => {
      if (event.quotes.length === 0) return;
      setDay((current) => withQuotes(current, event));
      onQuotes?.(event.date);
    },
    onReset,
  });
  return { ...stream, day };
}

/** `day` with a batch's quotes: a newer day's batch starts that day afresh, an older day's is dropped. */
export function withQuotes(day: DayQuotes | null, { date, quotes }: TLiveBatchEvent): DayQuotes | null {
  if (quotes.length === 0 || (day && date < day.date)) return day;
  const bySymbol = new Map(day?.date === date ? day.bySymbol : []);
  for (const quote of quotes) bySymbol.set(quote.symbol, quote);
  return { date, bySymbol };
}

/** The quote of `symbol` if the day it belongs to is `shownDate` or a newer one. */
export function quoteFor(day: DayQuotes | null, symbol: string, shownDate: string): TLiveQuote | null {
  if (!day || day.date < shownDate) return null;
  return day.bySymbol.get(symbol) ?? null;
}
