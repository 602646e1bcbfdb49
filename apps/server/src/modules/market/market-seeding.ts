import { setTimeout as sleep } from 'node:timers/promises';
import { lastCompleteTradingDay } from '@pantau/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { loadDemoMarketIfEmpty } from './market-ingest.service.ts';
import { findMarketSource, SEEDING_HEARTBEAT_MS, type SeedingProgress } from './market-meta.repo.ts';

/** Where this instance is with the first-start demo market; read by GET /api/market/status. */
export class MarketSeeding {
  progress: SeedingProgress | null = null;
  private ready = false;
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly config: Config['market'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True once a market is stored; until then the market data routes answer 503. */
  async isReady(): Promise<boolean> {
    if (!this.ready) this.ready = (await findMarketSource(this.database.db)) !== null;
    return this.ready;
  }

  /**
   * Starts generating the demo market in the background when the database has none. While another
   * instance generates it, this one watches that instance's heartbeat and takes over as soon as it
   * stops (the other process died), so a killed generation never leaves the market half made.
   */
  start(now = new Date()): Promise<void> {
    if (this.config.data !== 'demo') return Promise.resolve();
    this.running ??= this.generate(now).catch((error: unknown) => {
      this.progress = null;
      this.log.error({ err: error }, 'demo market generation failed');
    });
    return this.running;
  }

  private async generate(now: Date): Promise<void> {
    const options = { ...this.config.demo, endDate: this.config.demo.endDate ?? lastCompleteTradingDay(now) };
    let watching = false;
    for (;;) {
      const outcome = await loadDemoMarketIfEmpty(
        this.database,
        options,
        this.log,
        (step, done, total) => {
          this.progress = done >= total ? null : { step, done, total };
        },
        this.stopping.signal,
      );
      this.progress = null;
      if (outcome === 'stopped') {
        this.log.info('demo market: stopped at shutdown; the next start resumes');
        return;
      }
      if (outcome === 'loaded' || outcome === 'present') {
        this.ready = true;
        return;
      }
      if (!watching) this.log.info('demo market: another instance is generating it; watching its heartbeat');
      watching = true;
      try {
        await sleep(SEEDING_HEARTBEAT_MS, undefined, { signal: this.stopping.signal });
      } catch {
        return;
      }
    }
  }

  /**
   * Asks the generation to stop after its current step and waits for that step up to `maxWaitMs`;
   * whatever did not commit is redone from scratch by the next start.
   */
  async stop(maxWaitMs: number): Promise<void> {
    this.stopping.abort();
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    });
    await Promise.race([this.running, timeout]);
    clearTimeout(timer);
  }
}
