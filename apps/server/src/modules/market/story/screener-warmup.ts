import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { getScreener, getScreenerResponse } from './screener.service.ts';

/** Long enough for the next day of a multi-day import to commit: the screener is computed once. */
const SETTLE_MS = 500;

/**
 * Computes the screener in the background once market data changed (after an import, and at start):
 * it reads every stock's last year of bars, the slowest first answer of the market screens, and its
 * recent bars are the ones the trend filter and snapshot share. The first member to open any of them
 * after an import or a restart then gets a stored answer instead of waiting for the computation.
 */
export class ScreenerWarmup {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const started = performance.now();
      const warm = async () => {
        const { json, br } = await getScreenerResponse(this.db);
        // Usually cached by now; after a restart the response came from storage, and this computes
        // the rows too, with the recent bars the trend filter and snapshot share.
        const { asOf, rows } = await getScreener(this.db);
        return { asOf, stocks: rows.length, bytes: json.length, brotliBytes: br.length };
      };
      warm().then(
        (ready) =>
          this.log.info(
            { ...ready, ms: Math.round(performance.now() - started) },
            'screener ready for the new market data',
          ),
        // Without market data yet there is nothing to compute; a member's request says why.
        (error: unknown) => this.log.debug({ err: error }, 'screener warm-up skipped'),
      );
    }, SETTLE_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
