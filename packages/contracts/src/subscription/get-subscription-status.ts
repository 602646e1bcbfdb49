import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZSubscriptionSchema, ZTransactionSchema } from './common.ts';

/**
 * GET /api/subscription/status. `transactions`: newest first, at most 20.
 * `pending_transaction`: the unpaid, unexpired one (banner), or null.
 */
export const ZGetSubscriptionStatusDataSchema = z.object({
  subscription: ZSubscriptionSchema,
  transactions: z.array(ZTransactionSchema),
  pending_transaction: ZTransactionSchema.nullable(),
});
export type TGetSubscriptionStatusData = z.infer<typeof ZGetSubscriptionStatusDataSchema>;
export const ZGetSubscriptionStatusResponseSchema = okEnvelope(ZGetSubscriptionStatusDataSchema);
