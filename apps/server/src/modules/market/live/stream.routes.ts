import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIVE_TOPICS, ZMarketStreamQuerySchema, type TLiveTopic } from '@pantau/contracts';
import { filterLiveMessage } from './live-events.ts';
import type { LiveEnvelope, LiveHub } from './live-hub.ts';

const HEARTBEAT_MS = 15_000;

/**
 * Each event's message per distinct subscription, encoded once: a thousand streams of the whole
 * market then share one buffer instead of each filtering, serializing and copying the batch.
 */
const encoded = new WeakMap<LiveEnvelope, Map<string, Buffer | null>>();

function messageFor(
  envelope: LiveEnvelope,
  key: string,
  symbols: ReadonlySet<string> | null,
  topics: ReadonlySet<TLiveTopic>,
) {
  let byFilter = encoded.get(envelope);
  if (!byFilter) {
    byFilter = new Map();
    encoded.set(envelope, byFilter);
  }
  let message = byFilter.get(key);
  if (message === undefined) {
    const filtered = filterLiveMessage(envelope, symbols, topics);
    message = filtered
      ? Buffer.from(
          `id: ${envelope.id}\nevent: ${filtered.kind}\ndata: ${JSON.stringify(filtered.event)}\n\n`,
        )
      : null;
    byFilter.set(key, message);
  }
  return message;
}

/** A browser this far behind is cut off; it reconnects and resumes from its last event id. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * GET /stream (under /api/market, so members only): Server-Sent Events of the live session.
 * `event: batch` carries each ingested batch's trades and quotes for the asked stocks and topics,
 * `event: summary` the Done Summary, Broker Summary and Broker Flow rows a second of batches changed,
 * each with the hub's id; a reconnect sending Last-Event-ID gets what it missed, in order, once, or
 * `event: reset` when that is no longer kept (the browser then reloads what it shows).
 */
export const streamRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the server ends them, or it would wait forever.
  app.addHook('preClose', async () => {
    for (const close of open) close();
  });

  app.get(
    '/stream',
    { schema: { querystring: ZMarketStreamQuerySchema }, compress: false },
    async (request, reply) => {
      const symbols = request.query.symbols.length > 0 ? new Set(request.query.symbols) : null;
      const topics = new Set(request.query.topics.length > 0 ? request.query.topics : LIVE_TOPICS);
      const key = `${[...topics].sort().join(',')}|${symbols ? [...symbols].sort().join(',') : '*'}`;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');

      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(close);
        raw.end();
      };
      const sent = new Set<string>();
      const send = (envelope: LiveEnvelope) => {
        if (closed || sent.has(envelope.id)) return;
        const message = messageFor(envelope, key, symbols, topics);
        if (!message) return;
        raw.write(message);
        if (raw.writableLength > MAX_BUFFERED_BYTES) close();
      };

      // Subscribed before the missed events are read: one arriving meanwhile is held, not lost,
      // and one in both is sent once.
      const held: LiveEnvelope[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe((envelope) => (replaying ? held.push(envelope) : send(envelope)));
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      open.add(close);
      request.raw.on('close', close);

      const lastId = request.headers['last-event-id'];
      if (typeof lastId === 'string' && lastId !== '') {
        const missed = await hub.since(lastId);
        if (missed === null) raw.write('event: reset\ndata: {}\n\n');
        else {
          for (const envelope of missed) {
            send(envelope);
            sent.add(envelope.id);
          }
        }
      }
      for (const envelope of held) send(envelope);
      replaying = false;
      sent.clear();
    },
  );
};
