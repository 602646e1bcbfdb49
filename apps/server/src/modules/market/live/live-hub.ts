import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TLiveBatchEvent, TLiveSummaryEvent } from '@pantau/contracts';
import type { RedisHandle } from '../../../platform/redis.ts';

/** The Redis stream every instance appends batches to and reads them from. */
export const LIVE_STREAM_KEY = 'pantau:live:batches';
/** Events kept for a reconnecting browser to resume from: minutes of a busy session. */
export const LIVE_HISTORY = 5_000;
const READ_BLOCK_MS = 2_000;

/** What the hub carries: a batch as it is stored, or the summary rows a second of batches changed. */
export type LiveMessage =
  { kind: 'batch'; event: TLiveBatchEvent } | { kind: 'summary'; event: TLiveSummaryEvent };
export type LiveEnvelope = { id: string } & LiveMessage;
type Listener = (envelope: LiveEnvelope) => void;

/**
 * Fans a live batch out to every browser stream on every instance, in one order, with ids a
 * reconnecting browser resumes from (Last-Event-ID).
 *
 * With Redis the order and the ids are a Redis stream's: the instance that ingested a batch
 * appends it (XADD, capped at LIVE_HISTORY) and every instance, that one included, reads the stream
 * and delivers what it reads, so a browser sees the same sequence whichever instance it is on, and
 * a resume can read back from Redis what this instance did not keep. Pub/sub would relay as well,
 * but it keeps nothing to resume from. Without Redis (one instance) the order is this process's and
 * the ids count from its start.
 */
export class LiveHub {
  private readonly listeners = new Set<Listener>();
  private readonly recent: LiveEnvelope[] = [];
  private reader: Redis | null = null;
  private lastRead = '0-0';
  private closed = false;
  private localSequence = 0;
  private readonly bootId = Date.now().toString(36);

  constructor(
    private readonly redis: RedisHandle | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    const reader = this.redis.client.duplicate();
    reader.on('error', () => {});
    this.reader = reader;
    // Read on from the stream's current end by id: '$' again after an empty read would skip what
    // was appended between two reads.
    try {
      const [last] = await this.redis.client.xrevrange(LIVE_STREAM_KEY, '+', '-', 'COUNT', 1);
      this.lastRead = last?.[0] ?? '0-0';
    } catch {
      this.lastRead = '0-0';
    }
    void this.readLoop(reader);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.reader?.disconnect();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  async publish(message: LiveMessage): Promise<void> {
    if (!this.redis) {
      this.deliver({ id: `${this.bootId}-${++this.localSequence}`, ...message });
      return;
    }
    try {
      await this.redis.client.xadd(
        LIVE_STREAM_KEY,
        'MAXLEN',
        '~',
        LIVE_HISTORY,
        '*',
        'k',
        message.kind,
        'e',
        JSON.stringify(message.event),
      );
    } catch (error) {
      // The batch is stored; browsers see it when they next load the screen, not as it happens.
      this.log.warn({ err: error, kind: message.kind }, 'live hub: event not relayed (Redis unavailable)');
    }
  }

  /**
   * Events after `lastId`, oldest first: null when that id is no longer kept (or never was, e.g.
   * from before a restart without Redis), and the browser must reload what it shows instead.
   */
  async since(lastId: string): Promise<LiveEnvelope[] | null> {
    const at = this.recent.findIndex((envelope) => envelope.id === lastId);
    if (at >= 0) return this.recent.slice(at + 1);
    if (!this.redis || !/^\d+-\d+$/.test(lastId)) return null;
    try {
      const first = await this.redis.client.xrange(LIVE_STREAM_KEY, '-', '+', 'COUNT', 1);
      const oldest = first[0]?.[0];
      if (!oldest || compareStreamIds(lastId, oldest) < 0) return null;
      const entries = await this.redis.client.xrange(LIVE_STREAM_KEY, `(${lastId}`, '+');
      return entries.map(([id, fields]) => ({ id, ...parseMessage(fields) }));
    } catch {
      return null;
    }
  }

  private deliver(envelope: LiveEnvelope): void {
    this.recent.push(envelope);
    if (this.recent.length > LIVE_HISTORY) this.recent.splice(0, this.recent.length - LIVE_HISTORY);
    for (const listener of this.listeners) listener(envelope);
  }

  private async readLoop(reader: Redis): Promise<void> {
    while (!this.closed) {
      try {
        const answer = await reader.xread('BLOCK', READ_BLOCK_MS, 'STREAMS', LIVE_STREAM_KEY, this.lastRead);
        for (const [, entries] of answer ?? []) {
          for (const [id, fields] of entries) {
            this.lastRead = id;
            this.deliver({ id, ...parseMessage(fields) });
          }
        }
      } catch (error) {
        if (this.closed) return;
        this.log.warn({ err: error }, 'live hub: reading the Redis stream failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, READ_BLOCK_MS));
      }
    }
  }
}

function parseMessage(fields: string[]): LiveMessage {
  const field = (name: string) => {
    const at = fields.indexOf(name);
    return at >= 0 ? fields[at + 1] : undefined;
  };
  // Entries written before summaries existed carry no kind: they are batches.
  const kind = field('k') === 'summary' ? 'summary' : 'batch';
  return { kind, event: JSON.parse(field('e') ?? '{}') } as LiveMessage;
}

function compareStreamIds(a: string, b: string): number {
  const [aTime, aSeq] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bTime, bSeq] = b.split('-').map(BigInt) as [bigint, bigint];
  if (aTime !== bTime) return aTime < bTime ? -1 : 1;
  return aSeq === bSeq ? 0 : aSeq < bSeq ? -1 : 1;
}
