import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mailer.ts';
import { deliverAlertEmails } from './alert-mail.ts';
import { evaluateAlerts, type EvaluationResult } from './alert-evaluation.ts';

/** Long enough for the next day of a multi-day import to commit: alerts see the last day only. */
const SETTLE_MS = 500;
/** Evaluations after imports follow each other at least this far apart. */
const MIN_GAP_MS = 5_000;
/**
 * During a session the market data changes every second and each evaluation reads every stock's
 * bars afresh (seconds on PGlite with ~950 stocks): alerts on the session's data are evaluated
 * at most once this often, so they keep a core free for members' requests.
 */
const LIVE_GAP_MS = 30_000;
/** How often mails held through quiet hours are looked at. */
const SWEEP_MS = 60_000;

export type AlertEvaluatorDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: () => string;
  now?: () => Date;
  liveGapMs?: number;
};

/**
 * Evaluates alerts after the market data changed (an import, a live second, an alert created) and
 * sends their mails. Never two runs at once in a process; instances are kept apart by the
 * evaluation's database lock.
 */
export class AlertEvaluator {
  private timer: NodeJS.Timeout | null = null;
  private readonly sweeper: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private lastRun = 0;
  private stopped = false;
  private evaluated: EvaluationResult | null = null;

  constructor(private readonly deps: AlertEvaluatorDeps) {
    this.sweeper = setInterval(() => void this.sendMails(), SWEEP_MS);
    this.sweeper.unref();
  }

  schedule(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    const gap = this.evaluated?.live ? (this.deps.liveGapMs ?? LIVE_GAP_MS) : MIN_GAP_MS;
    const wait = Math.max(SETTLE_MS, this.lastRun + gap - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.run().finally(() => {
        this.running = null;
        this.lastRun = Date.now();
        if (this.again) {
          this.again = false;
          this.schedule();
        }
      });
    }, wait);
    this.timer.unref();
  }

  /** The last evaluation that met alerts: which trading day it read, how many fired. */
  get lastEvaluation(): EvaluationResult | null {
    return this.evaluated;
  }

  /** Resolves once no evaluation is pending or running (tests wait on it). */
  async idle(): Promise<void> {
    while (this.timer || this.running) {
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, 50)));
    }
  }

  private async run(): Promise<void> {
    const now = this.deps.now?.() ?? new Date();
    try {
      const result = await evaluateAlerts(this.deps.db, now);
      if (result) this.evaluated = result;
      if (result && (result.fired > 0 || result.ms > 1_000)) this.deps.log.info(result, 'alerts evaluated');
    } catch (error) {
      // Without market data there is nothing to evaluate; the next change schedules again.
      this.deps.log.debug({ err: error }, 'alert evaluation skipped');
      return;
    }
    await this.sendMails();
  }

  /** Sends the alert mails that are due now (also every minute, for mails held by quiet hours). */
  async sendMails(): Promise<void> {
    if (this.stopped) return;
    try {
      await deliverAlertEmails(
        this.deps.db,
        this.deps.mailer,
        this.deps.now?.() ?? new Date(),
        this.deps.publicUrl(),
      );
    } catch (error) {
      this.deps.log.warn({ err: error }, 'alert mails not sent');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    clearInterval(this.sweeper);
    await this.running;
  }
}
