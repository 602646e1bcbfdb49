import { lastCompleteTradingDay } from '@pantau/market';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { loadDemoMarketIfEmpty } from './market-ingest.service.ts';
import { getScreener } from './story/screener.service.ts';

export type SeedingProgress = { step: string; done: number; total: number };

/** Where this instance is with the first-start demo market; read by GET /api/market/status. */
export class MarketSeeding {
  progress: SeedingProgress | null = null;
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly config: Config['market'],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts generating the demo market in the background when the database has none. */
  start(now = new Date()): Promise<void> {
    if (this.config.data !== 'demo') return Promise.resolve();
    this.running ??= loadDemoMarketIfEmpty(
      this.database,
      { ...this.config.demo, endDate: this.config.demo.endDate ?? lastCompleteTradingDay(now) },
      this.log,
      (step, done, total) => {
        this.progress = done >= total ? null : { step, done, total };
      },
      this.stopping.signal,
    ).then(
      (outcome) => {
        this.progress = null;
        if (outcome === 'busy') this.log.info('demo market: another instance is generating it');
        if (outcome === 'stopped') this.log.info('demo market: stopped at shutdown; the next start resumes');
        // The screener reads every stock's recent bars once per trading day (~0.3-0.9 s); do it now
        // rather than on the first member's request.
        if (outcome === 'loaded' || outcome === 'present') void getScreener(this.database.db).catch(() => {});
      },
      (error: unknown) => {
        this.progress = null;
        this.log.error({ err: error }, 'demo market generation failed');
      },
    );
    return this.running;
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
