import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { importRuns } from './import-schema.ts';
import { users } from './account-schema.ts';

/**
 * A feed as saved on the admin page. Without a row the feed comes from the environment
 * (MARKET_FEED_<KIND>_URL/_AT); with one, the row wins (decision 021).
 */
export const marketFeeds = pgTable('market_feeds', {
  kind: text('kind').primaryKey(),
  urlTemplate: text('url_template').notNull(),
  /** HH:MM in WIB (Asia/Jakarta). */
  timeWib: text('time_wib').notNull(),
  enabled: boolean('enabled').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One feed's file for one market date: the lock that keeps several instances from fetching it
 * twice (the first claim is an INSERT … ON CONFLICT DO NOTHING; later ones a conditional UPDATE),
 * and where its retries stand.
 */
export const marketFeedDays = pgTable(
  'market_feed_days',
  {
    kind: text('kind').notNull(),
    marketDate: date('market_date').notNull(),
    /** running: claimed (claimed_at is its heartbeat); waiting: tries again at next_attempt_at. */
    status: text('status', { enum: ['running', 'waiting', 'done', 'gave_up'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
    lastMessage: text('last_message'),
    runId: uuid('run_id').references(() => importRuns.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.marketDate] }),
    index('market_feed_days_last_attempt_idx').on(t.kind, t.lastAttemptAt),
  ],
);

/**
 * A file dropped in the inbox directory, known by name, size and modification time: claimed here
 * before it is moved, so instances sharing the directory never import it twice.
 */
export const marketInboxFiles = pgTable(
  'market_inbox_files',
  {
    fileName: text('file_name').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull(),
    modifiedMs: bigint('modified_ms', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['claimed', 'done', 'failed'] }).notNull(),
    claimedBy: text('claimed_by').notNull(),
    /** The claim's heartbeat while the file is imported. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    runId: uuid('run_id').references(() => importRuns.id, { onDelete: 'set null' }),
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fileName, t.fileBytes, t.modifiedMs] })],
);
