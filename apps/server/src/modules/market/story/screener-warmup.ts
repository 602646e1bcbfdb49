import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../../db/client.ts';
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
  private running = false;
  /** The market data changed during a warm-up: warm again after it. */
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  schedule(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = true;
      const started = performance.now();
      const warm = async () => {
        if (await isFeedingLive(this.db)) return null;
        const { json, br } = await getScreenerResponse(this.db);
        // Usually cached by now; after a restart the response came from storage, and this computes
        // the rows too, with the recent bars the trend filter and snapshot share.
        const { asOf, rows } = await getScreener(this.db);
        return { asOf, stocks: rows.length, bytes: json.length, brotliBytes: br.length };
      };
      const done = () => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.schedule();
        }
        return Math.round(performance.now() - started);
      };
      warm().then(
        (ready) => {
          const ms = done();
          if (ready) this.log.info({ ...ready, ms }, 'screener ready for the new market data');
        },
        // Without market data yet there is nothing to compute; a member's request says why.
        (error: unknown) => {
          done();
          this.log.debug({ err: error }, 'screener warm-up skipped');
        },
      );
    }, SETTLE_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

/**
 * A live day fed in the last minute: its answers change every second, so a warmed one would be
 * stale before anyone asked; members' requests compute it on demand meanwhile.
 */
async function isFeedingLive(db: Db): Promise<boolean> {
  const [row] = await executeRows<{ feeding: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM live_trade_days WHERE updated_at > now() - interval '1 minute') AS feeding`,
  );
  return row?.feeding === true;
}
