import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZTransactionSchema } from './common.ts';

/**
 * POST /api/subscription/cancel-pending: only once a payment method is chosen (payment_method
 * not 'snap'), else 400 PAYMENT_METHOD_NOT_CHOSEN. 404 TRANSACTION_NOT_FOUND;
 * 409 TRANSACTION_NOT_PENDING.
 */
export const ZCancelPendingRequestSchema = z.object({
  transactionId: z.uuid(),
  reason: z.string().trim().max(500).default(''),
});
export type TCancelPendingRequest = z.input<typeof ZCancelPendingRequestSchema>;
export const ZCancelPendingDataSchema = z.object({ transaction: ZTransactionSchema, message: z.string() });
export type TCancelPendingData = z.infer<typeof ZCancelPendingDataSchema>;
export const ZCancelPendingResponseSchema = okEnvelope(ZCancelPendingDataSchema);
