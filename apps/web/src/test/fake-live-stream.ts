import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { TLiveBatchEvent, TLiveQuote, TLiveTrade } from '@pantau/contracts';

/** A stream a screen opened on GET /api/market/stream: the test sends batches down it. */
export type FakeLiveStream = {
  url: URL;
  send: (batch: { date: string; trades?: TLiveTrade[]; quotes?: TLiveQuote[] }) => void;
};

/**
 * Stands in for the server's Server-Sent Events in component tests: `respond` answers a stream
 * request from a stubbed fetch, and each `send` writes one `event: batch` the way the server does.
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
      streams.push({
        url,
        send: ({ date, trades = [], quotes = [] }) => {
          const event: TLiveBatchEvent = { date, at: `${date}T02:00:00.000Z`, trades, quotes };
          eventId += 1;
          controller.enqueue(
            encoder.encode(`id: 1-${eventId}\nevent: batch\ndata: ${JSON.stringify(event)}\n\n`),
          );
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
