import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account-schema.ts';

/** The plan catalogue (seeded by the migration). `durationMonths` is numeric so a week (0.25) fits. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  durationMonths: numeric('duration_months', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  popular: boolean('popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * One row per account that has touched subscriptions: the trial flag and the cancel flag. It is
 * also the row locked (FOR UPDATE) while an account's periods are recomputed, so two payments of
 * one account never interleave.
 */
export const subscriptionAccounts = pgTable('subscription_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialGrantedAt: timestamp('trial_granted_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelReason: text('cancel_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order sent to the payment gateway, with the plan snapshotted when it was made. */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    planPrice: integer('plan_price').notNull(),
    planDurationMonths: numeric('plan_duration_months', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('pending'),
    gatewayStatus: text('gateway_status'),
    paymentType: text('payment_type').notNull().default('snap'),
    snapToken: text('snap_token'),
    redirectUrl: text('redirect_url'),
    gatewayTransactionId: text('gateway_transaction_id'),
    expiryTime: timestamp('expiry_time', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_transactions_order_id_key').on(table.orderId),
    index('payment_transactions_user_created_idx').on(table.userId, table.createdAt),
    index('payment_transactions_pending_expiry_idx')
      .on(table.expiryTime)
      .where(sql`${table.status} = 'pending'`),
    check(
      'payment_transactions_status_check',
      sql`${table.status} in ('pending','paid','deny','cancelled','expire','failure','refund','chargeback')`,
    ),
    check('payment_transactions_order_id_check', sql`${table.orderId} ~ '^[A-Za-z0-9_~.-]{1,50}$'`),
  ],
);

/** Every webhook delivery as received, forged ones included. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id'),
    transactionStatus: text('transaction_status'),
    payload: jsonb('payload').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** What applying it did: applied, ignored (not forward), duplicate, rejected (amount, unknown order). */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifications_order_idx').on(table.orderId, table.receivedAt)],
);

/**
 * Access granted: the trial (kind 'trial', no order) or one paid order (unique order_id, so a payment
 * extends access exactly once). Paid periods of an account form a chain recomputed on every change.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    orderId: text('order_id').references(() => paymentTransactions.orderId, { onDelete: 'cascade' }),
    planId: text('plan_id'),
    planName: text('plan_name').notNull(),
    price: integer('price').notNull(),
    durationMonths: numeric('duration_months', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** When the payment was applied; the chain is ordered by it. */
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscription_periods_order_id_key').on(table.orderId),
    uniqueIndex('subscription_periods_one_trial_key')
      .on(table.userId)
      .where(sql`${table.kind} = 'trial'`),
    index('subscription_periods_user_ends_idx').on(table.userId, table.endsAt),
    check('subscription_periods_kind_check', sql`${table.kind} in ('trial','paid')`),
    check(
      'subscription_periods_order_matches_kind',
      sql`(${table.kind} = 'trial') = (${table.orderId} is null)`,
    ),
  ],
);

/**
 * The sandbox gateway's own orders (its stand-in for Midtrans's records), in the database so that
 * a payment page opened on one instance can be paid on another.
 */
export const sandboxOrders = pgTable(
  'sandbox_orders',
  {
    orderId: text('order_id').primaryKey(),
    token: text('token').notNull(),
    grossAmount: integer('gross_amount').notNull(),
    itemName: text('item_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The payment page's method id (sandbox-methods.ts); null until the buyer picks one. */
    methodId: text('method_id'),
    /** Midtrans transaction_status; null until a method is picked (Core API status is then 404). */
    status: text('status'),
    transactionTime: timestamp('transaction_time', { withTimezone: true }),
    settlementTime: timestamp('settlement_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sandbox_orders_token_key').on(table.token)],
);
