import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importRuns } from '../../db/import-schema.ts';
import { users } from '../../db/schema.ts';

export type ImportRunRow = typeof importRuns.$inferSelect;
export type ImportRunWithActor = ImportRunRow & { actorName: string | null; actorEmail: string | null };

export const INTERRUPTED_MESSAGE =
  'Interrupted: the server stopped during the import; nothing from the unfinished day was stored.';

/** Postgres' unique_violation: the partial index allows one queued or running run per file. */
export const isActiveFileConflict = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export async function insertQueuedRun(
  db: Db,
  run: Pick<
    typeof importRuns.$inferInsert,
    'id' | 'requestedKind' | 'trigger' | 'actorId' | 'fileName' | 'fileBytes' | 'fileSha256' | 'instance'
  >,
): Promise<string> {
  const [row] = await db
    .insert(importRuns)
    .values({ ...run, status: 'queued', heartbeatAt: sql`now()` })
    .returning({ id: importRuns.id });
  return row!.id;
}

export async function findActiveRunOfFile(db: Db, sha256: string): Promise<string | null> {
  const [row] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(and(eq(importRuns.fileSha256, sha256), inArray(importRuns.status, ['queued', 'running'])));
  return row?.id ?? null;
}

export async function markRunning(db: Db, id: string, instance: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ status: 'running', instance, startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(importRuns.id, id));
}

export async function setRunKind(db: Db, id: string, kind: string): Promise<void> {
  await db.update(importRuns).set({ kind }).where(eq(importRuns.id, id));
}

/**
 * The live counters and the heartbeat, about once a second while running. Only while running: a
 * beat sent just before the run finished must not overwrite the final count with a live one.
 */
export async function beatRun(
  db: Db,
  id: string,
  progress: { rowsRead: number; bytesRead: number },
): Promise<void> {
  await db
    .update(importRuns)
    .set({ ...progress, heartbeatAt: sql`now()` })
    .where(and(eq(importRuns.id, id), eq(importRuns.status, 'running')));
}

/** Keeps the queued runs of this instance alive while they wait their turn. */
export async function beatQueuedRuns(db: Db, instance: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(importRuns.instance, instance), eq(importRuns.status, 'queued')));
}

export type RunResult = Pick<
  ImportRunRow,
  | 'status'
  | 'rowsRead'
  | 'rowsStored'
  | 'rowsSkipped'
  | 'rowsRejected'
  | 'rejectedSamples'
  | 'days'
  | 'notes'
  | 'message'
>;

export async function finishRun(db: Db, id: string, result: RunResult): Promise<void> {
  await db
    .update(importRuns)
    .set({ ...result, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(importRuns.id, id));
}

/**
 * Fails the queued and running runs nobody is alive to finish: those whose heartbeat is older than
 * `staleSeconds` (judged on the database clock), or all of them (`null`: a PGlite server starting,
 * the only process that can have run them).
 */
export async function failAbandonedRuns(db: Db, staleSeconds: number | null): Promise<string[]> {
  const rows = await db
    .update(importRuns)
    .set({ status: 'failed', message: INTERRUPTED_MESSAGE, finishedAt: sql`now()` })
    .where(
      and(
        inArray(importRuns.status, ['queued', 'running']),
        staleSeconds === null
          ? undefined
          : or(
              sql`${importRuns.heartbeatAt} IS NULL`,
              lt(importRuns.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
            ),
      ),
    )
    .returning({ id: importRuns.id });
  return rows.map((row) => row.id);
}

/** Ids of runs still queued or running (their spooled files must stay). */
export async function findActiveRunIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(inArray(importRuns.status, ['queued', 'running']));
  return new Set(rows.map((row) => row.id));
}

/**
 * The latest done run of this file and kind, when no later done run of the kind stored or replaced
 * any of its days: its data is still what the database holds, so importing the file again would
 * change nothing. A run without recorded days cannot be checked day by day; any later run of the
 * kind then counts as having replaced it.
 */
export async function findStandingImportOf(
  db: Db,
  sha256: string,
  kind: string,
  exceptId: string,
): Promise<ImportRunRow | null> {
  const result = await db.execute<{ id: string }>(sql`
    SELECT earlier.id FROM import_runs earlier
    WHERE earlier.file_sha256 = ${sha256} AND earlier.kind = ${kind} AND earlier.status = 'done'
      AND earlier.id <> ${exceptId}
      AND NOT EXISTS (
        SELECT 1 FROM import_runs later
        WHERE later.kind = earlier.kind AND later.status = 'done' AND later.finished_at > earlier.finished_at
          AND later.file_sha256 <> earlier.file_sha256
          AND (jsonb_array_length(earlier.days) = 0 OR EXISTS (
            SELECT 1 FROM jsonb_array_elements(later.days) AS l(day), jsonb_array_elements(earlier.days) AS e(day)
            WHERE l.day->>'date' = e.day->>'date' AND l.day->>'outcome' <> 'unchanged')))
    ORDER BY earlier.finished_at DESC LIMIT 1`);
  const id = (result as unknown as { rows: Array<{ id: string }> }).rows[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  return row ?? null;
}

const withActor = {
  run: importRuns,
  actorName: users.fullName,
  actorEmail: users.email,
};

export async function findRun(db: Db, id: string): Promise<ImportRunWithActor | null> {
  const [row] = await db
    .select(withActor)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.actorId))
    .where(eq(importRuns.id, id));
  return row ? { ...row.run, actorName: row.actorName, actorEmail: row.actorEmail } : null;
}

export async function listRuns(
  db: Db,
  page: number,
  limit: number,
): Promise<{ runs: ImportRunWithActor[]; total: number }> {
  const rows = await db
    .select(withActor)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.actorId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(importRuns);
  return {
    runs: rows.map((row) => ({ ...row.run, actorName: row.actorName, actorEmail: row.actorEmail })),
    total: total?.n ?? 0,
  };
}
