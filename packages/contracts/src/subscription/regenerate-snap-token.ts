import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/**
 * POST /api/subscription/regenerate-snap-token ('Lanjut Bayar' / 'Pilih & Bayar'): the pending
 * order's payment page again. 404 TRANSACTION_NOT_FOUND; 409 TRANSACTION_NOT_PENDING;
 * 410 TRANSACTION_EXPIRED (message contains 'expired').
 */
export const ZRegenerateSnapTokenRequestSchema = z.object({ transactionId: z.uuid() });
export type TRegenerateSnapTokenRequest = z.input<typeof ZRegenerateSnapTokenRequestSchema>;
export const ZRegenerateSnapTokenDataSchema = z.object({
  paymentUrl: z.string(),
  snapToken: z.string(),
  orderId: z.string(),
});
export type TRegenerateSnapTokenData = z.infer<typeof ZRegenerateSnapTokenDataSchema>;
export const ZRegenerateSnapTokenResponseSchema = okEnvelope(ZRegenerateSnapTokenDataSchema);
