import type { TLiveBatchEvent, TLiveQuote, TLiveTopic } from '@pantau/contracts';
import type { LiveBatchChanges } from './live-ingest.service.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The push of one stored batch: its trades in trade-number order and its stocks' quotes. */
export function liveBatchEvent(date: string, changes: LiveBatchChanges, at: Date): TLiveBatchEvent {
  const quotes: TLiveQuote[] = changes.quotes.map((quote) => {
    const change = quote.previousClose === null ? null : quote.last - quote.previousClose;
    return {
      ...quote,
      change,
      changePercent:
        change === null || !quote.previousClose ? null : round2((change / quote.previousClose) * 100),
    };
  });
  const previousClose = new Map(quotes.map((quote) => [quote.symbol, quote.previousClose]));
  const trades = [...changes.trades]
    .sort((a, b) => a.tradeNumber - b.tradeNumber)
    .map((trade) => {
      const previous = previousClose.get(trade.symbol) ?? null;
      return {
        number: trade.tradeNumber,
        time: trade.time,
        symbol: trade.symbol,
        board: trade.board,
        price: trade.price,
        change: previous === null ? null : trade.price - previous,
        lot: trade.volume / 100,
        buyer: trade.buyerBroker,
        buyerType: trade.buyerType,
        seller: trade.sellerBroker,
        sellerType: trade.sellerType,
        side: trade.side,
      };
    });
  return { date, at: at.toISOString(), trades, quotes };
}

/** What of `event` a stream asked for; null when nothing (the event is then not sent at all). */
export function filterLiveEvent(
  event: TLiveBatchEvent,
  symbols: ReadonlySet<string> | null,
  topics: ReadonlySet<TLiveTopic>,
): TLiveBatchEvent | null {
  const trades = topics.has('trades')
    ? symbols
      ? event.trades.filter((trade) => symbols.has(trade.symbol))
      : event.trades
    : [];
  const quotes = topics.has('quotes')
    ? symbols
      ? event.quotes.filter((quote) => symbols.has(quote.symbol))
      : event.quotes
    : [];
  if (trades.length === 0 && quotes.length === 0) return null;
  return { ...event, trades, quotes };
}
