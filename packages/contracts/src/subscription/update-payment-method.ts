import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZPaymentTypeSchema, ZTransactionSchema } from './common.ts';

/**
 * POST /api/subscription/update-payment-method: records the payment_type a Snap callback reported
 * (a hint; the webhook's value wins). Only while pending; 404 / 409 as cancel-pending.
 */
export const ZUpdatePaymentMethodRequestSchema = z.object({
  transactionId: z.uuid(),
  paymentMethod: ZPaymentTypeSchema,
});
export type TUpdatePaymentMethodRequest = z.input<typeof ZUpdatePaymentMethodRequestSchema>;
export const ZUpdatePaymentMethodDataSchema = z.object({ transaction: ZTransactionSchema });
export type TUpdatePaymentMethodData = z.infer<typeof ZUpdatePaymentMethodDataSchema>;
export const ZUpdatePaymentMethodResponseSchema = okEnvelope(ZUpdatePaymentMethodDataSchema);
