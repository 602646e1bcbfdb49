import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZSubscriptionSchema } from './common.ts';

/**
 * POST /api/subscription/cancel: stops renewal; access stays until end_date (FAQ).
 * 400 NO_ACTIVE_SUBSCRIPTION when there is no paid period running.
 */
export const ZCancelSubscriptionRequestSchema = z.object({
  reason: z.string().trim().max(500).default(''),
});
export type TCancelSubscriptionRequest = z.input<typeof ZCancelSubscriptionRequestSchema>;
export const ZCancelSubscriptionDataSchema = z.object({
  subscription: ZSubscriptionSchema,
  message: z.string(),
});
export type TCancelSubscriptionData = z.infer<typeof ZCancelSubscriptionDataSchema>;
export const ZCancelSubscriptionResponseSchema = okEnvelope(ZCancelSubscriptionDataSchema);
