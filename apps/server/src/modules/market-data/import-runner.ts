import type { TImportKind, TImportRejectedRow, TRequestedImportKind } from '@pantau/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bumpMarketDataVersion } from '../../db/market-data-version.ts';
import { ImportError, type ImportSummary } from '../market/import/import-summary.ts';
import { detectImportKind } from './detect-kind.ts';
import { IMPORTERS, type ImportInput } from './import-registry.ts';
import {
  beatQueuedRuns,
  beatRun,
  finishRun,
  findStandingImportOf,
  markRunning,
  setRunKind,
  type RunResult,
} from './import-runs.repo.ts';
import type { ImportSpool, SpooledFile } from './import-spool.ts';
import type { MarketDataWatcher } from './market-data-watcher.ts';
import { readFileHead } from './read-file-head.ts';

/** What some kinds need besides the file (see ImportInput). */
export type ImportHints = Pick<ImportInput, 'date' | 'symbol' | 'create'>;

export type ImportJob = {
  runId: string;
  requestedKind: TRequestedImportKind;
  files: SpooledFile[];
  sha256: string;
  hints: ImportHints;
};

export type RunOutcome = { id: string; status: 'done' | 'failed'; message: string | null };

/** Where a running import is, kept in memory and written to its row about once a second. */
export type LiveProgress = { bytesRead: number; bytesTotal: number; rows: number; startedAt: number };

const BEAT_MS = 1_000;

const STOPPED_MESSAGE = 'Interrupted: the server stopped before the import started; nothing was stored.';

const NOTHING_DONE = {
  rowsRead: 0,
  rowsStored: 0,
  rowsSkipped: 0,
  rowsRejected: 0,
  rejectedSamples: [],
  days: [],
  notes: [],
} satisfies Partial<RunResult>;

/**
 * Runs this instance's imports one at a time, first in first out: on PGlite every query shares one
 * connection, and two imports at once would only slow each other and the members. The row in
 * import_runs is the job's record; the in-memory queue is the work.
 */
export class ImportRunner {
  private readonly queue: Array<{ job: ImportJob; settle: (outcome: RunOutcome) => void }> = [];
  private readonly live = new Map<string, LiveProgress>();
  private current: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private beating = false;
  private stopped = false;

  constructor(
    private readonly deps: {
      database: Database;
      log: FastifyBaseLogger;
      watcher: MarketDataWatcher;
      spool: ImportSpool;
      instanceId: string;
      /** TRADE_RECORDS_RETENTION_DAYS: a trade import drops the months past it. */
      tradeRetentionDays: number | undefined;
    },
  ) {}

  /** Queues a job whose row is inserted; resolves when it finished, whatever the outcome. */
  run(job: ImportJob): Promise<RunOutcome> {
    return new Promise((settle) => {
      this.queue.push({ job, settle });
      this.startBeating();
      void this.drain();
    });
  }

  progressOf(runId: string): LiveProgress | undefined {
    return this.live.get(runId);
  }

  /**
   * Takes no new job, fails the waiting ones (their files go with this process) and waits up to
   * `maxWaitMs` for the current one; if it is still running then, the next start fails it.
   */
  async stop(maxWaitMs: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.failWaiting();
    if (!this.current) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.current, new Promise((resolve) => (timeout = setTimeout(resolve, maxWaitMs)))]);
    clearTimeout(timeout);
  }

  private async drain(): Promise<void> {
    if (this.current) return;
    if (this.stopped) return this.failWaiting();
    for (let next = this.queue.shift(); next; next = this.stopped ? undefined : this.queue.shift()) {
      const { job, settle } = next;
      this.current = this.execute(job).then(settle);
      await this.current;
      this.current = null;
    }
    if (this.queue.length === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async failWaiting(): Promise<void> {
    const { database, log, spool } = this.deps;
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { job, settle } = next;
      await finishRun(database.db, job.runId, {
        ...NOTHING_DONE,
        status: 'failed',
        message: STOPPED_MESSAGE,
      }).catch((error: unknown) => log.error({ err: error }, 'cannot record a cancelled import'));
      await spool.remove(job.runId).catch(() => {});
      settle({ id: job.runId, status: 'failed', message: STOPPED_MESSAGE });
    }
  }

  private startBeating(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.beat(), BEAT_MS);
    this.timer.unref();
  }

  /** The heartbeat: live counters of the running import, queued runs kept alive, new data noticed. */
  private async beat(): Promise<void> {
    // On PGlite a beat waits behind the import's transaction; never pile them up.
    if (this.beating) return;
    this.beating = true;
    const { database, instanceId, watcher, log } = this.deps;
    try {
      for (const [runId, progress] of this.live) {
        await beatRun(database.db, runId, { rowsRead: progress.rows, bytesRead: progress.bytesRead });
      }
      await beatQueuedRuns(database.db, instanceId);
      // Days commit one by one during a long import: readers here see each as it lands.
      await watcher.refresh();
    } catch (error) {
      log.warn({ err: error }, 'import heartbeat failed');
    } finally {
      this.beating = false;
    }
  }

  private async execute(job: ImportJob): Promise<RunOutcome> {
    const { database, log, spool, watcher, instanceId } = this.deps;
    const db = database.db;
    const progress: LiveProgress = {
      bytesRead: 0,
      bytesTotal: job.files.reduce((sum, file) => sum + file.bytes, 0),
      rows: 0,
      startedAt: Date.now(),
    };
    let touchedData = false;
    // Before the run reads as finished, so whoever sees it finished is answered from its data.
    const publish = async () => {
      if (!touchedData) return;
      // Bulk imports bumped the version as they committed; row-by-row ones (ownership) did not.
      await bumpMarketDataVersion(database).catch(() => {});
      await watcher.changed();
    };
    let outcome: RunOutcome;
    try {
      await markRunning(db, job.runId, instanceId);
      this.live.set(job.runId, progress);
      const kind = await this.resolveKind(job);
      await setRunKind(db, job.runId, kind);
      const standing = await findStandingImportOf(db, job.sha256, kind, job.runId);
      let result: RunResult;
      if (standing) {
        result = {
          status: 'done',
          rowsRead: standing.rowsRead,
          rowsStored: 0,
          rowsSkipped: 0,
          rowsRejected: 0,
          rejectedSamples: [],
          days: (standing.days as Array<{ date: string }>).map(({ date }) => ({
            date,
            outcome: 'unchanged',
          })),
          notes: [],
          message: `Already imported by run ${standing.id}: the database holds this file's data, so nothing changed.`,
        };
      } else {
        touchedData = true;
        const summary = await IMPORTERS[kind](database, {
          files: job.files.map((file) => file.path),
          ...job.hints,
          tradeRetentionDays: this.deps.tradeRetentionDays,
          onProgress: ({ bytesRead, rows }) => {
            progress.bytesRead = bytesRead;
            progress.rows = rows;
          },
        });
        result = resultOf(summary);
      }
      await publish();
      await finishRun(db, job.runId, result);
      outcome = { id: job.runId, status: 'done', message: result.message };
    } catch (error) {
      const message =
        error instanceof ImportError
          ? error.message
          : `Import failed: ${error instanceof Error ? error.message : String(error)}`;
      if (!(error instanceof ImportError)) log.error({ err: error, runId: job.runId }, 'import failed');
      await publish().catch((publishError: unknown) =>
        log.error({ err: publishError }, 'cannot publish an import'),
      );
      await finishRun(db, job.runId, {
        ...NOTHING_DONE,
        status: 'failed',
        rowsRead: progress.rows,
        message,
      }).catch((finishError: unknown) => log.error({ err: finishError }, 'cannot record a failed import'));
      outcome = { id: job.runId, status: 'failed', message };
    } finally {
      this.live.delete(job.runId);
      await spool.remove(job.runId).catch(() => {});
    }
    log.info({ runId: job.runId, status: outcome.status, message: outcome.message }, 'import finished');
    return outcome;
  }

  private async resolveKind(job: ImportJob): Promise<TImportKind> {
    if (job.requestedKind !== 'auto') return job.requestedKind;
    const first = job.files[0]!;
    const detection = detectImportKind(await readFileHead(first.path, first.name));
    if ('error' in detection) throw new ImportError(detection.error);
    return detection.kind;
  }
}

/**
 * A summary as the run records it. Importers that do not tell rejected rows from rows skipped on
 * purpose (trades, bars, ownership) report every unreadable row as skipped: those are the rows the
 * operator must look at, so the run shows them as rejected, with their reasons.
 */
export function resultOf(summary: ImportSummary): RunResult {
  const separate = summary.rowsRejected !== undefined;
  const rejectedSamples: TImportRejectedRow[] = separate
    ? (summary.rowErrors ?? [])
    : summary.skippedExamples.map(({ row, reason }) => ({ row, column: '', reason }));
  const rowsRejected = separate ? (summary.rowsRejected ?? 0) : summary.rowsSkipped;
  const rowsSkipped = separate ? summary.rowsSkipped : 0;
  const parts = [`${summary.rowsImported.toLocaleString('en-US')} rows stored`];
  if (summary.days.length > 0) {
    const dates = summary.days.map((day) => day.date);
    parts.push(dates.length === 1 ? `for ${dates[0]}` : `for ${dates[0]} to ${dates.at(-1)}`);
  }
  if (rowsRejected > 0) parts.push(`${rowsRejected.toLocaleString('en-US')} rejected`);
  if (rowsSkipped > 0) parts.push(`${rowsSkipped.toLocaleString('en-US')} skipped`);
  return {
    status: 'done',
    rowsRead: summary.rowsRead,
    rowsStored: summary.rowsImported,
    rowsSkipped,
    rowsRejected,
    rejectedSamples,
    days: summary.days,
    notes: summary.notes,
    message: parts.join(', '),
  };
}
