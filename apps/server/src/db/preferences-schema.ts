import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-schema.ts';

/**
 * A member's watchlist favourites, in the order they were starred. No row means the member never
 * changed them and sees the defaults (BBRI, BBCA, BMRI); an empty array means they unstarred all.
 */
export const userWatchlists = pgTable('user_watchlists', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  symbols: text('symbols').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Chart colours (spec §3 user_chart_preferences); one row per member, upserted on user_id. */
export const userChartPreferences = pgTable(
  'user_chart_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bullishColor: text('bullish_color').notNull().default('#16a34a'),
    bearishColor: text('bearish_color').notNull().default('#dc2626'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_chart_preferences_bullish_hex', sql`${table.bullishColor} ~ '^#[0-9a-f]{6}$'`),
    check('user_chart_preferences_bearish_hex', sql`${table.bearishColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);
