import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { TLiveBatchEvent, TLiveQuote, TLiveSummaryEvent, TLiveTrade } from '@pantau/contracts';

/** A stock's quote in a batch: BBCA up 50 from 9,850 unless `fields` say otherwise. */
export const liveQuote = (fields: Partial<TLiveQuote>): TLiveQuote => ({
  symbol: 'BBCA',
  last: 9_900,
  time: 90_000,
  previousClose: 9_850,
  change: 50,
  changePercent: 0.51,
  volume: 1_500_000,
  value: 14_850_000_000,
  frequency: 120,
  ...fields,
});

/** A stream a screen opened on GET /api/market/stream: the test sends batches down it. */
export type FakeLiveStream = {
  url: URL;
  send: (batch: { date: string; trades?: TLiveTrade[]; quotes?: TLiveQuote[] }) => void;
  /** One `event: summary` with the given rows, as the server sends a second after batches. */
  summarise: (summary: Partial<TLiveSummaryEvent> & { date: string }) => void;
};

/**
 * Stands in for the server's Server-Sent Events in component tests: `respond` answers a stream
 * request from a stubbed fetch; each `send` writes one `event: batch` and each `summarise` one
 * `event: summary` the way the server does.
 */
export function fakeLiveStreams() {
  const streams: FakeLiveStream[] = [];
  let eventId = 0;
  return {
    streams,
    respond(url: URL): Response {
      const encoder = new TextEncoder();
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const write = (name: string, event: unknown) => {
        eventId += 1;
        controller.enqueue(
          encoder.encode(`id: 1-${eventId}\nevent: ${name}\ndata: ${JSON.stringify(event)}\n\n`),
        );
      };
      streams.push({
        url,
        send: ({ date, trades = [], quotes = [] }) => {
          const event: TLiveBatchEvent = { date, at: `${date}T02:00:00.000Z`, trades, quotes };
          write('batch', event);
        },
        summarise: ({ date, doneSummary = [], brokerSummary = [], brokerFlow = [] }) => {
          const event: TLiveSummaryEvent = {
            date,
            at: `${date}T02:00:01.000Z`,
            doneSummary,
            brokerSummary,
            brokerFlow,
          };
          write('summary', event);
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    /** The `count`th stream the screen opened, once it has. */
    async stream(count = 1): Promise<FakeLiveStream> {
      await waitFor(() => expect(streams.length).toBeGreaterThanOrEqual(count));
      return streams[count - 1]!;
    },
  };
}

/**
 * Some trading in `quotes`' stocks as the server tells one stream of it: only the stocks and topics
 * the stream asked for, the batch's quotes first, then the summary rows those trades changed.
 */
export function deliver(stream: FakeLiveStream, date: string, quotes: TLiveQuote[]) {
  const asked = stream.url.searchParams.get('symbols')?.split(',') ?? [];
  const topics = stream.url.searchParams.get('topics')?.split(',') ?? [];
  const theirs = quotes.filter((quote) => asked.length === 0 || asked.includes(quote.symbol));
  if (theirs.length === 0) return;
  if (topics.length === 0 || topics.includes('quotes')) stream.send({ date, quotes: theirs });
  const wants = (topic: string) => topics.length === 0 || topics.includes(topic);
  const summary = {
    date,
    doneSummary: wants('done-summary')
      ? theirs.map(({ symbol, last }) => ({
          symbol,
          board: 'RG' as const,
          price: last,
          bFreq: 1,
          bLot: 1,
          sFreq: 0,
          sLot: 0,
          tFreq: 1,
          tLot: 1,
        }))
      : [],
    brokerSummary: wants('broker-summary')
      ? theirs.map(({ symbol, last }) => ({
          symbol,
          broker: 'YP',
          buyLot: 1,
          buyValue: last * 100,
          buyFreq: 1,
          sellLot: 0,
          sellValue: 0,
          sellFreq: 0,
        }))
      : [],
    brokerFlow: wants('broker-flow')
      ? theirs.map(({ symbol, last, time }) => ({
          symbol,
          broker: 'YP',
          minute: Math.floor(time / 10_000) * 60 + (Math.floor(time / 100) % 100),
          netValue: last * 100,
          netLot: 1,
        }))
      : [],
  };
  if (summary.doneSummary.length + summary.brokerSummary.length + summary.brokerFlow.length > 0) {
    stream.summarise(summary);
  }
}
