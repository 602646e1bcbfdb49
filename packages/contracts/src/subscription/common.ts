import { z } from 'zod';

/** Catalogue ids. The trial is not a purchasable plan; it shows as plan_name 'Free Trial'. */
export const ZPlanIdSchema = z.enum(['plus', 'premium', 'pro']);
export type TPlanId = z.infer<typeof ZPlanIdSchema>;

/**
 * Our stored transaction status. 'pending' = unpaid (UNPAID while before expiry_time);
 * 'paid' = settlement / accepted capture; 'deny' | 'cancelled' | 'expire' | 'failure' = never paid;
 * 'refund' | 'chargeback' = paid then reversed (the access it granted is revoked).
 * Display (spec §4): paid → Paid (green); pending → Pending (yellow); cancelled, deny → Cancelled;
 * expire, failure → Expired (red); refund, chargeback → Refunded.
 */
export const ZTransactionStatusSchema = z.enum([
  'pending',
  'paid',
  'deny',
  'cancelled',
  'expire',
  'failure',
  'refund',
  'chargeback',
]);
export type TTransactionStatus = z.infer<typeof ZTransactionStatusSchema>;

/**
 * 'snap' until the buyer picks a method in the popup; then Midtrans's payment_type
 * (qris, gopay, shopeepay, bank_transfer, echannel, permata, credit_card, cstore, ...).
 */
export const ZPaymentTypeSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_]+$/);

export const ZIsoDateTimeSchema = z.iso.datetime({ offset: true });

/** One catalogue plan. `duration` in months (0.25 = 1 week); `period` is its label, e.g. '3 Months'. */
export const ZPlanSchema = z.object({
  id: ZPlanIdSchema,
  name: z.string(),
  price: z.number().int().nonnegative(),
  duration: z.number().positive(),
  period: z.string(),
  popular: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlanSchema>;

/** The plan a transaction was for, snapshotted when the order was made (spec §3 metadata/subscriptions). */
export const ZPlanSnapshotSchema = z.object({
  plan_id: ZPlanIdSchema,
  plan_name: z.string(),
  plan_duration: z.number().positive(),
  price: z.number().int().nonnegative(),
});
export type TPlanSnapshot = z.infer<typeof ZPlanSnapshotSchema>;

export const ZTransactionSchema = z.object({
  /** Our id (uuid): what regenerate-snap-token / cancel-pending / update-payment-method take. */
  id: z.uuid(),
  /** Gateway order id (check-status takes it). */
  order_id: z.string(),
  status: ZTransactionStatusSchema,
  /** Last status the gateway reported verbatim (settlement, capture, pending, ...) or null. */
  gateway_status: z.string().nullable(),
  amount: z.number().int().nonnegative(),
  /** 'snap' = not yet chosen. */
  payment_method: z.string(),
  created_at: ZIsoDateTimeSchema,
  updated_at: ZIsoDateTimeSchema,
  expiry_time: ZIsoDateTimeSchema,
  paid_at: ZIsoDateTimeSchema.nullable(),
  /** Pending and before expiry_time: blocks new orders, shows the UNPAID banner. */
  is_unpaid: z.boolean(),
  /** The Snap page to continue paying (null once not pending). */
  redirect_url: z.string().nullable(),
  snap_token: z.string().nullable(),
  description: z.string(),
  metadata: z.object({ plan_name: z.string(), plan_duration: z.number() }),
  subscriptions: z.object({ plan_name: z.string(), plan_duration: z.number() }),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;

/**
 * Current subscription (spec §3/§4). status: 'active' while access lasts (also after cancel, which
 * only stops renewal: `cancelled` true); afterwards 'cancelled' if it was cancelled, else 'expired';
 * 'inactive' = never had one. Active iff status 'active' and days_left > 0 (ceiling days).
 */
export const ZSubscriptionSchema = z.object({
  status: z.enum(['active', 'expired', 'cancelled', 'inactive']),
  plan_id: ZPlanIdSchema.nullable(),
  /** 'Free Trial' for the trial; 'Free Plan' when none. */
  plan_name: z.string(),
  price: z.number().int().nonnegative(),
  /** Months; 0.25 for the trial ('1 Week'); 0 when none. */
  plan_duration: z.number().nonnegative(),
  start_date: ZIsoDateTimeSchema.nullable(),
  end_date: ZIsoDateTimeSchema.nullable(),
  is_trial: z.boolean(),
  days_left: z.number().int().nonnegative(),
  cancelled: z.boolean(),
  cancelled_at: ZIsoDateTimeSchema.nullable(),
});
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;
