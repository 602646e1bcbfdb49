import {
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema.ts';

/**
 * Keys a trade feed presents to POST /api/ingest/trades. Only the SHA-256 of a key is kept: keys are
 * 256 random bits, so a fast hash loses nothing and lets every batch be checked by one index lookup.
 */
export const ingestKeys = pgTable(
  'ingest_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, so an admin can tell keys apart without seeing them. */
    keyPrefix: text('key_prefix').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('ingest_keys_key_hash_key').on(t.keyHash)],
);

/**
 * A trading day being fed live, until its end-of-day trade-record file replaces it. While a day is
 * here its trades carry the exchange's trade number as `seq` (unique within the day), which makes a
 * retried batch add nothing.
 */
export const liveTradeDays = pgTable('live_trade_days', {
  date: date('date').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  trades: integer('trades').notNull().default(0),
  batches: integer('batches').notNull().default(0),
  /** Trades a batch sent again (already stored), over the day. */
  repeated: integer('repeated').notNull().default(0),
});

/**
 * What the next batch of one stock's live day must continue from: the last trade's sort key, the
 * tick rule's previous trade per board, and whether a regular-board trade set the close. Kept so a
 * batch's rollups are added to the stored ones without reading the day's trades again.
 */
export const liveStockTails = pgTable(
  'live_stock_tails',
  {
    date: date('date').notNull(),
    symbol: text('symbol').notNull(),
    tail: jsonb('tail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.symbol] })],
);
