import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZIsoDateTimeSchema, ZTransactionStatusSchema } from './common.ts';

/** GET /api/subscription/payment-activity?limit&offset (Payment History, 5 per page in the UI). */
export const ZListPaymentActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(5),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TListPaymentActivityQuery = z.input<typeof ZListPaymentActivityQuerySchema>;

/** One row per transaction, newest first. */
export const ZPaymentActivitySchema = z.object({
  id: z.uuid(),
  order_id: z.string(),
  created_at: ZIsoDateTimeSchema,
  /** 'subscription_payment' for every order so far. */
  activity_type: z.string(),
  status: ZTransactionStatusSchema,
  /** Pending and before expiry_time. */
  is_unpaid: z.boolean(),
  amount: z.number().int().nonnegative(),
  /** 'snap' = not yet chosen. */
  payment_method: z.string(),
  plan_name: z.string(),
  plan_duration: z.number(),
});
export type TPaymentActivity = z.infer<typeof ZPaymentActivitySchema>;
export const ZListPaymentActivityDataSchema = z.object({
  activities: z.array(ZPaymentActivitySchema),
  total: z.number().int().nonnegative(),
});
export type TListPaymentActivityData = z.infer<typeof ZListPaymentActivityDataSchema>;
export const ZListPaymentActivityResponseSchema = okEnvelope(ZListPaymentActivityDataSchema);
