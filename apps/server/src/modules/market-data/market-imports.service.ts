import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ERROR_CODES,
  type TImportRun,
  type TImportTrigger,
  type TListImportRunsData,
  type TRequestedImportKind,
} from '@pantau/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { bumpMarketDataVersion } from '../../db/market-data-version.ts';
import { dropExpiredTradeRecords } from '../market/month-partitions.ts';
import { dropAbandonedTradeLoads } from '../market/trade-day-load.ts';
import { AppError } from '../../platform/errors.ts';
import { ImportRunner, type ImportHints, type RunOutcome } from './import-runner.ts';
import {
  failAbandonedRuns,
  findActiveRunIds,
  findActiveRunOfFile,
  findRun,
  insertQueuedRun,
  isActiveFileConflict,
  listRuns,
} from './import-runs.repo.ts';
import { hashFiles, ImportSpool, type SpooledFile } from './import-spool.ts';
import type { MarketDataWatcher } from './market-data-watcher.ts';
import { presentImportRun } from './present-import-run.ts';

/** What a caller asks for: the files (already on disk), how they came, and who asked. */
export type ImportRequest = {
  requestedKind: TRequestedImportKind;
  files: Array<{ path: string; name: string }>;
  trigger: TImportTrigger;
  actorId: string | null;
};

/** A run whose heartbeat is older than this belongs to an instance that died (PostgreSQL). */
export const STALE_RUN_SECONDS = 15;
const SWEEP_MS = 5_000;
const SPOOL_GRACE_MS = 3_600_000;

/**
 * Market-data imports of this instance: uploads spooled and queued, files on disk queued, the
 * runs' records, and the recovery of runs a dead process left behind.
 */
export class MarketImports {
  readonly spool: ImportSpool;
  private readonly runner: ImportRunner;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      database: Database;
      log: FastifyBaseLogger;
      watcher: MarketDataWatcher;
      spoolDir: string;
      instanceId: string;
      tradeRetentionDays: number | undefined;
    },
  ) {
    this.spool = new ImportSpool(deps.spoolDir);
    this.runner = new ImportRunner({ ...deps, spool: this.spool });
  }

  /**
   * Fails what a previous process left queued or running (on PGlite that process is gone by
   * definition; on PostgreSQL, runs whose heartbeat stopped), drops their spooled files, and keeps
   * sweeping on PostgreSQL, where any instance may die mid-import.
   */
  async start(): Promise<void> {
    const { database, log } = this.deps;
    const pglite = database.kind === 'pglite';
    const failed = await failAbandonedRuns(database.db, pglite ? null : STALE_RUN_SECONDS);
    if (failed.length > 0) log.warn({ runs: failed }, 'imports interrupted by a stop were marked failed');
    // PGlite: nobody else writes here. PostgreSQL: instances may share DATA_DIR (see ImportSpool).
    await this.spool.sweep(await findActiveRunIds(database.db), pglite ? 0 : SPOOL_GRACE_MS);
    await this.dropExpiredTradeRecords();
    await dropAbandonedTradeLoads(database).catch((error: unknown) =>
      log.warn(
        { err: error },
        'tables of killed trade-record loads not dropped yet; the next trade import tries again',
      ),
    );
    if (!pglite) {
      this.sweeper = setInterval(() => {
        failAbandonedRuns(database.db, STALE_RUN_SECONDS).catch(() => {});
      }, SWEEP_MS);
      this.sweeper.unref();
    }
  }

  /** A retention set or shortened since the last import applies from the start, not the next import. */
  private async dropExpiredTradeRecords(): Promise<void> {
    const { database, log, watcher, tradeRetentionDays } = this.deps;
    if (tradeRetentionDays === undefined) return;
    try {
      const dropped = await dropExpiredTradeRecords(database, tradeRetentionDays);
      if (dropped.length === 0) return;
      log.info({ dropped, days: tradeRetentionDays }, 'trade records past the retention dropped');
      await bumpMarketDataVersion(database);
      await watcher.changed();
    } catch (error) {
      log.warn({ err: error }, 'old trade records not dropped yet; the next trade import tries again');
    }
  }

  async stop(maxWaitMs: number): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.runner.stop(maxWaitMs);
  }

  newRunId(): string {
    return randomUUID();
  }

  /** Streams an uploaded part into the run's spool directory, adding it to the run's checksum. */
  spoolUpload(runId: string, name: string, stream: Readable, hash = createHash('sha256')) {
    return this.spool.write(runId, name, stream, hash);
  }

  discardUpload(runId: string): Promise<void> {
    return this.spool.remove(runId);
  }

  /** Records the run as queued and hands it to this instance's runner; 409 while the file is active. */
  async queue(request: {
    runId: string;
    requestedKind: TRequestedImportKind;
    files: SpooledFile[];
    sha256: string;
    trigger: TImportTrigger;
    actorId: string | null;
    hints?: ImportHints;
  }): Promise<{ id: string; finished: Promise<RunOutcome> }> {
    const { database, instanceId } = this.deps;
    const fileName = request.files.map((file) => file.name).join(' + ');
    try {
      await insertQueuedRun(database.db, {
        id: request.runId,
        requestedKind: request.requestedKind,
        trigger: request.trigger,
        actorId: request.actorId,
        fileName,
        fileBytes: request.files.reduce((sum, file) => sum + file.bytes, 0),
        fileSha256: request.sha256,
        instance: instanceId,
      });
    } catch (error) {
      await this.spool.remove(request.runId);
      if (!isActiveFileConflict(error)) throw error;
      const active = await findActiveRunOfFile(database.db, request.sha256);
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        `This file is already being imported${active ? ` (run ${active})` : ''}; wait for that run to finish.`,
      );
    }
    const finished = this.runner.run({
      runId: request.runId,
      requestedKind: request.requestedKind,
      files: request.files,
      sha256: request.sha256,
      hints: request.hints ?? {},
    });
    return { id: request.runId, finished };
  }

  /**
   * For feeds, the inbox and other in-process callers: queues files already on disk and resolves
   * when the run finished, done or failed. The files are read where they are (or copied when their
   * path does not carry the name the importer needs) and left in place: moving them is the caller's
   * business. Rejects with a 409 AppError while the same file is queued or running.
   */
  async submitImportAndWait(request: ImportRequest): Promise<RunOutcome> {
    return (await this.submitImport(request)).finished;
  }

  /** submitImportAndWait's first half: the run's id as soon as it is queued (the CLI shows progress). */
  async submitImport(
    request: ImportRequest,
    hints: ImportHints = {},
  ): Promise<{ id: string; finished: Promise<RunOutcome> }> {
    if (request.files.length === 0) throw new RangeError('an import needs at least one file');
    const runId = this.newRunId();
    const files: SpooledFile[] = [];
    for (const file of request.files) files.push(await this.spool.adopt(runId, file));
    const sha256 = await hashFiles(files.map((file) => file.path));
    return this.queue({
      runId,
      requestedKind: request.requestedKind,
      files,
      sha256,
      trigger: request.trigger,
      actorId: request.actorId,
      hints,
    });
  }

  async getRun(id: string): Promise<TImportRun> {
    const row = await findRun(this.deps.database.db, id);
    if (!row) throw new AppError(404, ERROR_CODES.notFound, 'Import not found', 'id');
    return presentImportRun(row, this.runner.progressOf(id));
  }

  async listRuns(page: number, limit: number): Promise<TListImportRunsData> {
    const { runs, total } = await listRuns(this.deps.database.db, page, limit);
    return {
      runs: runs.map((row) => presentImportRun(row, this.runner.progressOf(row.id))),
      pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
    };
  }
}
