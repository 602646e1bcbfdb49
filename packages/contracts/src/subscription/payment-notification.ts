import { z } from 'zod';

/**
 * POST /api/subscription/notification: Midtrans HTTP notification. Every value is a string and is
 * used verbatim for the signature (never re-formatted). Per-method fields (va_numbers, store...)
 * pass validation; the server stores only the fields Midtrans documents. Bodies over 16 kB get 413.
 * Answers 200 `{ ok: true }` when processed or ignored, 401 INVALID_SIGNATURE when forged,
 * 400 when required fields are missing, 5xx only on our own failure (Midtrans retries).
 */
export const ZPaymentNotificationSchema = z
  .object({
    order_id: z.string().min(1).max(100),
    status_code: z.string().min(1).max(10),
    gross_amount: z.string().min(1).max(30),
    signature_key: z.string().min(1).max(256),
    transaction_status: z.string().min(1).max(40),
    transaction_id: z.string().max(100).optional(),
    transaction_time: z.string().max(40).optional(),
    settlement_time: z.string().max(40).optional(),
    status_message: z.string().max(500).optional(),
    payment_type: z.string().max(40).optional(),
    fraud_status: z.string().max(40).optional(),
    merchant_id: z.string().max(100).optional(),
    currency: z.string().max(10).optional(),
  })
  .loose();
export type TPaymentNotification = z.infer<typeof ZPaymentNotificationSchema>;
export const ZPaymentNotificationResponseSchema = z.object({ ok: z.literal(true) });
