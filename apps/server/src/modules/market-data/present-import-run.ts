import type {
  TImportDayOutcome,
  TImportKind,
  TImportRejectedRow,
  TImportRun,
  TRequestedImportKind,
} from '@pantau/contracts';
import type { LiveProgress } from './import-runner.ts';
import type { ImportRunWithActor } from './import-runs.repo.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A run as the admin API shows it. Live progress comes from the instance running the import; another
 * instance answering shows the counters of the run's last heartbeat (written every second).
 */
export function presentImportRun(row: ImportRunWithActor, live: LiveProgress | undefined): TImportRun {
  const running = row.status === 'running';
  const progress = live
    ? { bytesRead: live.bytesRead, bytesTotal: live.bytesTotal, rows: live.rows, startedAt: live.startedAt }
    : {
        bytesRead: row.bytesRead,
        bytesTotal: row.fileBytes,
        rows: row.rowsRead,
        startedAt: row.startedAt?.getTime() ?? Date.now(),
      };
  const seconds = (Date.now() - progress.startedAt) / 1000;
  return {
    id: row.id,
    requested_kind: row.requestedKind as TRequestedImportKind,
    kind: row.kind as TImportKind | null,
    trigger: row.trigger,
    actor:
      row.actorId && row.actorName !== null && row.actorEmail !== null
        ? { id: row.actorId, full_name: row.actorName, email: row.actorEmail }
        : null,
    file_name: row.fileName,
    file_bytes: row.fileBytes,
    status: row.status,
    progress: running
      ? {
          bytes_read: progress.bytesRead,
          bytes_total: progress.bytesTotal,
          rows_per_second: seconds > 0 ? Math.round(progress.rows / seconds) : 0,
        }
      : null,
    rows_read: running ? Math.max(progress.rows, row.rowsRead) : row.rowsRead,
    rows_stored: row.rowsStored,
    rows_skipped: row.rowsSkipped,
    rows_rejected: row.rowsRejected,
    rejected_samples: row.rejectedSamples as TImportRejectedRow[],
    days: row.days as TImportDayOutcome[],
    notes: row.notes as string[],
    message: row.message,
    created_at: row.createdAt.toISOString(),
    started_at: iso(row.startedAt),
    finished_at: iso(row.finishedAt),
    duration_ms:
      row.startedAt && row.finishedAt
        ? Math.max(0, row.finishedAt.getTime() - row.startedAt.getTime())
        : null,
  };
}
