import type { TLiveBatchEvent, TLiveQuote, TLiveSummaryEvent, TLiveTopic } from '@pantau/contracts';
import type { LiveMessage } from './live-hub.ts';
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

/** What of a message a stream asked for, as its SSE event name and data; null when nothing (then nothing is sent). */
export function filterLiveMessage(
  message: LiveMessage,
  symbols: ReadonlySet<string> | null,
  topics: ReadonlySet<TLiveTopic>,
): LiveMessage | null {
  const ofStocks = <T extends { symbol: string }>(topic: TLiveTopic, rows: readonly T[]): T[] =>
    topics.has(topic) ? (symbols ? rows.filter((row) => symbols.has(row.symbol)) : [...rows]) : [];
  if (message.kind === 'batch') {
    const event: TLiveBatchEvent = {
      ...message.event,
      trades: ofStocks('trades', message.event.trades),
      quotes: ofStocks('quotes', message.event.quotes),
    };
    return event.trades.length === 0 && event.quotes.length === 0 ? null : { kind: 'batch', event };
  }
  const event: TLiveSummaryEvent = {
    ...message.event,
    doneSummary: ofStocks('done-summary', message.event.doneSummary),
    brokerSummary: ofStocks('broker-summary', message.event.brokerSummary),
    brokerFlow: ofStocks('broker-flow', message.event.brokerFlow),
  };
  const empty =
    event.doneSummary.length === 0 && event.brokerSummary.length === 0 && event.brokerFlow.length === 0;
  return empty ? null : { kind: 'summary', event };
}
