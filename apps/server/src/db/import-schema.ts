import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema.ts';

/**
 * One import of market-data files, however it arrived (upload on the admin page, scheduled feed,
 * inbox directory, command line): what was asked, what it became, and what it stored. The row is
 * the job: instances claim queued rows, a heartbeat shows a running one is alive, and a partial
 * unique index keeps two instances from importing the same file at the same time.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The kind asked for: a kind, or 'auto' to detect it from the content. */
    requestedKind: text('requested_kind').notNull(),
    /** The kind imported; null until detected. */
    kind: text('kind'),
    trigger: text('trigger', { enum: ['upload', 'feed', 'inbox', 'cli'] }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    /** SHA-256 of the file's bytes (of all parts, in order, for a day split over several files). */
    fileSha256: text('file_sha256').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowsRead: integer('rows_read').notNull().default(0),
    /** Of the running import, as of its last heartbeat: any instance can show its progress. */
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsStored: integer('rows_stored').notNull().default(0),
    rowsSkipped: integer('rows_skipped').notNull().default(0),
    rowsRejected: integer('rows_rejected').notNull().default(0),
    /** The first 100 rejected rows: { row, column, reason }. */
    rejectedSamples: jsonb('rejected_samples').notNull().default([]),
    /** Per market date: { date, outcome: 'stored' | 'replaced' | 'unchanged' }. */
    days: jsonb('days').notNull().default([]),
    notes: jsonb('notes').notNull().default([]),
    /** Why it failed, or a one-line result. */
    message: text('message'),
    /** The instance running it, and when it last said it is alive. */
    instance: text('instance'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_runs_created_idx').on(t.createdAt, t.id),
    index('import_runs_kind_finished_idx').on(t.kind, t.finishedAt),
    uniqueIndex('import_runs_active_file_idx')
      .on(t.fileSha256)
      .where(sql`status IN ('queued', 'running')`),
  ],
);
