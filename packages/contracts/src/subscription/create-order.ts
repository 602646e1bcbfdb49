import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZPlanIdSchema } from './common.ts';

/**
 * POST /api/subscription/create-order. Amount and plan come from the server's catalogue.
 * 409 PENDING_TRANSACTION_EXISTS (pending block message) while an unpaid, unexpired order exists;
 * 404 PLAN_NOT_FOUND; 502 PAYMENT_GATEWAY_ERROR.
 */
export const ZCreateOrderRequestSchema = z.object({
  planId: z.string().min(1).max(40),
  paymentMethod: z.literal('snap').default('snap'),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequestSchema>;
export const ZCreateOrderDataSchema = z.object({
  snapToken: z.string(),
  transactionId: z.uuid(),
  orderId: z.string(),
  redirectUrl: z.string(),
  planId: ZPlanIdSchema,
  amount: z.number().int(),
});
export type TCreateOrderData = z.infer<typeof ZCreateOrderDataSchema>;
export const ZCreateOrderResponseSchema = okEnvelope(ZCreateOrderDataSchema);
