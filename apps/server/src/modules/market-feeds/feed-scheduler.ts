import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TFeedKind } from '@pantau/contracts';
import {
  isTradingDay,
  jakartaDateOf,
  tradingDaysBetween,
  type IsoDate,
  type TradingDayTest,
} from '@pantau/market';
import { loadExchangeCalendar } from '../market/calendar/holidays.repo.ts';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { findEffectiveFeeds } from './effective-feeds.ts';
import { addDays, expandFeedUrl, feedMarketDate, wibClock, wibInstant } from './feed-dates.ts';
import { describeUrl, fetchToSpool, type FetchFailure } from './feed-fetch.ts';
import {
  beatFeedDay,
  claimFeedDay,
  findUnattemptedFeedDates,
  finishFeedDay,
  insertFailedFetchRun,
  releaseFeedDay,
  type FeedDayClaim,
} from './market-feeds.repo.ts';
import type { SubmitImportAndWait } from './submit-import.ts';

export type FeedSchedulerDeps = {
  db: Db;
  feeds: Config['market']['feeds'];
  /** Where fetched files wait for their import (under DATA_DIR). */
  spoolDir: string;
  submitImport: SubmitImportAndWait;
  /** The clock the schedule follows; tests move it instead of waiting for 17:30. */
  now: () => Date;
  log: FastifyBaseLogger;
};

type Attempt = {
  kind: TFeedKind;
  marketDate: string;
  attempt: number;
  urlTemplate: string;
  actorId: string | null;
};

/**
 * Fetches each enabled feed's file every trading day once its time (WIB) has come, retrying with
 * the configured waits, and hands the file to the import runner. A timer looks every poll interval;
 * the database claim on (kind, market date) decides which instance makes each attempt.
 */
export class FeedScheduler {
  private readonly instanceId = randomUUID();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  /** The exchange calendar as of the last tick (the built-in one until the first). */
  private isOpen: TradingDayTest = isTradingDay;
  private ticking: Promise<void> | null = null;

  constructor(private readonly deps: FeedSchedulerDeps) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops the timer, cuts running downloads short and waits (at most `graceMs`) for attempts to end. */
  async stop(graceMs: number): Promise<void> {
    this.stopping.abort();
    if (this.timer) clearTimeout(this.timer);
    const pending = Promise.allSettled([this.ticking, ...this.inFlight.values()]);
    await Promise.race([pending, sleep(graceMs, undefined, { ref: false })]);
  }

  /** An admin's "Run now": false when the file is being fetched right now. */
  async runNow(attempt: Omit<Attempt, 'attempt'>): Promise<boolean> {
    const claim = this.claim(attempt.kind, attempt.marketDate, true, this.deps.now());
    const number = await claimFeedDay(this.deps.db, claim);
    if (number === null) return false;
    this.launch({ ...attempt, attempt: number });
    return true;
  }

  private schedule(delayMs: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'feeds: schedule check failed'))
        .finally(() => {
          this.ticking = null;
          this.schedule(this.deps.feeds.pollMs);
        });
    }, delayMs);
    // The schedule alone must never keep the process (or a test run) alive.
    this.timer.unref();
  }

  /**
   * Reads the clock once: a claim judged on a later reading than the one that chose the date could
   * take a day given up the evening before as due again once midnight passes mid-tick.
   */
  private async tick(): Promise<void> {
    const now = this.deps.now();
    const today = jakartaDateOf(now);
    // Read each tick: an admin's calendar change applies from the next minute on.
    this.isOpen = await loadExchangeCalendar(this.deps.db);
    for (const feed of await findEffectiveFeeds(this.deps.db, this.deps.feeds.byKind)) {
      if (!feed.enabled || !feed.urlTemplate || this.stopping.signal.aborted) continue;
      if (this.isOpen(today) && now >= wibInstant(today, feed.timeWib)) {
        await this.tryDate(feed.kind, feedMarketDate(feed.kind, today, this.isOpen), feed.urlTemplate, now);
      }
      await this.catchUp(feed.kind, now, feed.urlTemplate);
    }
  }

  /** Launches an attempt at one market date's file when it is due and no instance holds it. */
  private async tryDate(kind: TFeedKind, marketDate: IsoDate, urlTemplate: string, now: Date) {
    if (this.inFlight.has(`${kind} ${marketDate}`)) return;
    const attempt = await claimFeedDay(this.deps.db, this.claim(kind, marketDate, false, now));
    if (attempt === null) return;
    this.launch({ kind, marketDate, attempt, urlTemplate, actorId: null });
  }

  /**
   * A daily file whose day passed with no instance running (a deploy, an outage) is fetched once,
   * oldest first and one at a time per feed. Its day row then exists, so a file still missing at
   * the source is not asked for again; "Run now" can. The monthly Balancepos needs none of this: its
   * market date stays current for a whole month and a given-up file is tried again each day.
   */
  private async catchUp(kind: TFeedKind, now: Date, urlTemplate: string): Promise<void> {
    const today = jakartaDateOf(now);
    const days = this.deps.feeds.catchUpDays;
    if (days === 0 || kind === 'ksei-balancepos') return;
    if ([...this.inFlight.keys()].some((key) => key.startsWith(`${kind} `))) return;
    // Enough calendar days to hold `days` trading days across the longest IDX holiday run.
    const recent = tradingDaysBetween(
      addDays(today, -(days * 2 + 14)),
      addDays(today, -1),
      this.isOpen,
    ).slice(-days);
    const [missed] = await findUnattemptedFeedDates(this.deps.db, kind, recent);
    if (missed) await this.tryDate(kind, missed, urlTemplate, now);
  }

  private claim(kind: TFeedKind, marketDate: string, manual: boolean, now: Date): FeedDayClaim {
    return {
      kind,
      marketDate,
      instanceId: this.instanceId,
      now,
      todayStart: wibInstant(jakartaDateOf(now), '00:00'),
      lockTimeoutMs: this.deps.feeds.lockTimeoutMs,
      manual,
    };
  }

  private launch(attempt: Attempt): void {
    const key = `${attempt.kind} ${attempt.marketDate}`;
    const work = this.attempt(attempt)
      .catch((error: unknown) => this.deps.log.error({ err: error, ...attempt }, 'feeds: attempt failed'))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
  }

  private async attempt(attempt: Attempt): Promise<void> {
    const { db, feeds, log } = this.deps;
    const { kind, marketDate } = attempt;
    const startedAt = this.deps.now();
    const url = new URL(expandFeedUrl(attempt.urlTemplate, marketDate));
    const beat = setInterval(() => {
      beatFeedDay(db, kind, marketDate, this.instanceId).catch((error: unknown) =>
        log.warn({ err: error, kind, marketDate }, 'feeds: heartbeat failed'),
      );
    }, feeds.lockTimeoutMs / 3);
    beat.unref();
    let spooled: string | null = null;
    try {
      const fetched = await fetchToSpool(url, {
        spoolDir: this.deps.spoolDir,
        fallbackName: `${kind}-${marketDate.replaceAll('-', '')}`,
        timeoutMs: feeds.timeoutMs,
        maxBytes: feeds.maxBytes,
        signal: this.stopping.signal,
      });
      if (!fetched.ok) {
        // Shutting down is no failure of the source: the next instance up makes this attempt.
        if (this.stopping.signal.aborted) {
          await releaseFeedDay(db, kind, marketDate, this.instanceId, this.deps.now());
          return;
        }
        await this.recordFetchFailure(attempt, url, fetched, startedAt);
        return;
      }
      spooled = fetched.path;
      log.info(
        { kind, marketDate, bytes: fetched.bytes, file: fetched.name },
        'feeds: file fetched, importing',
      );
      let outcome: Parameters<typeof finishFeedDay>[4];
      try {
        const result = await this.deps.submitImport({
          requestedKind: kind,
          files: [{ path: fetched.path, name: fetched.name }],
          trigger: 'feed',
          actorId: attempt.actorId,
        });
        outcome = {
          status: result.status === 'done' ? 'done' : 'gave_up',
          message: result.message,
          runId: result.id,
        };
      } catch (error) {
        log.error({ err: error, kind, marketDate }, 'feeds: import could not run');
        outcome = { status: 'gave_up', message: `The import could not run: ${String(error)}`, runId: null };
      }
      await finishFeedDay(db, kind, marketDate, this.instanceId, outcome);
      log.info({ kind, marketDate, status: outcome.status, runId: outcome.runId }, 'feeds: import finished');
    } finally {
      clearInterval(beat);
      if (spooled) await rm(spooled, { force: true });
    }
  }

  /**
   * A fetch that brought no file becomes a failed run. Only the current market date is retried:
   * a past date fetched with "Run now" gets one try.
   */
  private async recordFetchFailure(attempt: Attempt, url: URL, failure: FetchFailure, startedAt: Date) {
    const { db, feeds, log } = this.deps;
    const now = this.deps.now();
    const tries = feeds.retryMinutes.length + 1;
    const current = feedMarketDate(attempt.kind, jakartaDateOf(now), this.isOpen) === attempt.marketDate;
    const retryAt =
      failure.retryable && current && attempt.attempt < tries
        ? new Date(now.getTime() + feeds.retryMinutes[attempt.attempt - 1]! * 60_000)
        : null;
    let message = failure.reason;
    if (retryAt) message += `; try ${attempt.attempt} of ${tries}, next at ${wibClock(retryAt)} WIB`;
    else if (failure.retryable && current) message += `; gave up for the day after ${attempt.attempt} tries`;
    const runId = await insertFailedFetchRun(db, {
      kind: attempt.kind,
      fileName: describeUrl(url),
      actorId: attempt.actorId,
      message,
      startedAt,
      finishedAt: now,
    });
    await finishFeedDay(
      db,
      attempt.kind,
      attempt.marketDate,
      this.instanceId,
      retryAt
        ? { status: 'waiting', message, runId, nextAttemptAt: retryAt }
        : { status: 'gave_up', message, runId },
    );
    log.warn({ kind: attempt.kind, marketDate: attempt.marketDate, runId }, `feeds: ${message}`);
  }
}
