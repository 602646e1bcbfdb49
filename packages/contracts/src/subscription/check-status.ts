import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZSubscriptionSchema, ZTransactionSchema } from './common.ts';

/**
 * POST /api/subscription/check-status: re-queries the gateway for one of the caller's orders and
 * applies what it says (same rules as the webhook). 404 TRANSACTION_NOT_FOUND.
 */
export const ZCheckStatusRequestSchema = z.object({ orderId: z.string().min(1).max(50) });
export type TCheckStatusRequest = z.input<typeof ZCheckStatusRequestSchema>;
export const ZCheckStatusDataSchema = z.object({
  transaction: ZTransactionSchema,
  subscription: ZSubscriptionSchema,
});
export type TCheckStatusData = z.infer<typeof ZCheckStatusDataSchema>;
export const ZCheckStatusResponseSchema = okEnvelope(ZCheckStatusDataSchema);
