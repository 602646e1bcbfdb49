import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { readMarketDataVersion } from '../../db/market-data-version.ts';
import type { RedisHandle } from '../../platform/redis.ts';
import { noteMarketDataVersion } from '../market/market-data-epoch.ts';

export const MARKET_DATA_CHANNEL = 'pantau:market-data-version';

/**
 * How often an instance without Redis asks PostgreSQL for the version (one indexed row). Imports
 * promise every instance the new data within 2 s; a poll a second apart left one second for a
 * timer delayed by a busy event loop (a screener computed afresh after the change), and CI once saw
 * an instance serve the old day 3.5 s after the commit.
 */
const VERSION_POLL_MS = 500;
/** With Redis, polling is only the backstop for writers that do not publish (a crashed publisher). */
const VERSION_POLL_WITH_REDIS_MS = 5_000;

/**
 * Keeps this instance's view of the market-data version current, so memoised answers are dropped
 * within a second or two of an import committing anywhere: at once for imports run by this process
 * (`changed()`), through Redis pub/sub when REDIS_URL is set, and by polling the version on
 * PostgreSQL (other instances, or `npm run import` straight into the database). PGlite has one
 * process by construction, so it needs no polling.
 */
export class MarketDataWatcher {
  private timer: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;
  private refreshing: Promise<void> | null = null;
  private followUp: Promise<void> | null = null;
  private closed = false;

  /**
   * `onChange` runs once the version this instance saw moves (and at start): after an import, or
   * a restart, the answers every member opens first can be computed before anyone asks.
   */
  constructor(
    private readonly database: Database,
    private readonly redis: RedisHandle | null,
    private readonly log: FastifyBaseLogger,
    private readonly onChange: () => void = () => {},
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    if (this.redis) {
      // ioredis can resubscribe by itself after a reconnect, but does not handle that call's
      // promise: on the shared client's settings (no offline queue) a connection cut again at once
      // rejects it unhandled, which ends the process. This one resubscribes, and handles it.
      const subscriber = this.redis.client.duplicate({ autoResubscribe: false });
      subscriber.on('error', () => {});
      subscriber.on('message', () => void this.refresh());
      try {
        await subscriber.connect();
        await subscriber.subscribe(MARKET_DATA_CHANNEL);
        this.subscriber = subscriber;
        subscriber.on('ready', () => {
          // A connection cut again fails this too; the next reconnect tries again. Changes
          // published while it was down were missed: read the version.
          subscriber.subscribe(MARKET_DATA_CHANNEL).then(
            () => this.refresh(),
            () => {},
          );
        });
      } catch (error) {
        subscriber.disconnect();
        this.log.warn({ err: error }, 'market-data watcher: Redis subscription failed; polling instead');
      }
    }
    if (this.database.kind === 'postgres') {
      const every = this.subscriber ? VERSION_POLL_WITH_REDIS_MS : VERSION_POLL_MS;
      this.timer = setInterval(() => void this.refresh(), every);
      this.timer.unref();
    }
  }

  /**
   * Reads the version. A read already in flight may have started before the change that prompted
   * this call, so calls during it share one more read after it.
   */
  refresh(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.refreshing) {
      this.followUp ??= this.refreshing.then(() => {
        this.followUp = null;
        return this.refresh();
      });
      return this.followUp;
    }
    this.refreshing = readMarketDataVersion(this.database)
      .then((version) => {
        if (noteMarketDataVersion(this.database.db, version)) this.onChange();
      })
      .catch((error: unknown) => {
        if (!this.closed) this.log.warn({ err: error }, 'market-data watcher: cannot read the version');
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** After this process committed market data: pick it up here and tell the other instances. */
  async changed(): Promise<void> {
    await this.refresh();
    await this.redis?.client.publish(MARKET_DATA_CHANNEL, 'changed').catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.subscriber?.disconnect();
  }
}
