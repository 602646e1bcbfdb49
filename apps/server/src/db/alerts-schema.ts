import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './account-schema.ts';

/** A member's saved screens: rules (`definition`) and extra result columns, as the contracts define them. */
export const savedScreens = pgTable(
  'saved_screens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').notNull(),
    columns: jsonb('columns')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_screens_user_idx').on(t.userId, t.updatedAt)],
);

/** The metrics a member shows beside each watched stock; no row means none. */
export const userWatchlistColumns = pgTable('user_watchlist_columns', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  columns: jsonb('columns').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Alerts. `state` is what the last evaluation saw (condition: `{ match }`; label: `{ label }`;
 * screen: `{ members }`), null before the first: an alert fires on a change of it, so a condition
 * that stays true fires once. A screen alert goes with its screen.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['condition', 'label', 'screen'] }).notNull(),
    target: jsonb('target').notNull(),
    screenId: uuid('screen_id').references(() => savedScreens.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    email: boolean('email').notNull().default(true),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    state: jsonb('state'),
    stateDate: date('state_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
  },
  (t) => [index('alerts_user_idx').on(t.userId, t.createdAt), index('alerts_active_idx').on(t.active)],
);

/**
 * One firing of an alert: the member's in-app history and the email's outbox. `emailStatus`
 * 'pending' waits for delivery (held through the member's quiet hours); 'sending' is claimed by one
 * instance, so a mail goes out once however many instances sweep.
 */
export const alertNotifications = pgTable(
  'alert_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id').references(() => alerts.id, { onDelete: 'set null' }),
    alertName: text('alert_name').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    tradeDate: date('trade_date').notNull(),
    live: boolean('live').notNull().default(false),
    title: text('title').notNull(),
    stocks: jsonb('stocks').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status', { enum: ['none', 'pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('none'),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_notifications_user_idx').on(t.userId, t.firedAt),
    index('alert_notifications_email_idx')
      .on(t.emailStatus)
      .where(sql`email_status in ('pending', 'sending')`),
  ],
);

/** Email settings per member; no row: emails on, no quiet hours. Quiet hours are WIB clock times. */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailEnabled: boolean('email_enabled').notNull().default(true),
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('alert_settings_quiet_both', sql`(${t.quietFrom} is null) = (${t.quietTo} is null)`)],
);
