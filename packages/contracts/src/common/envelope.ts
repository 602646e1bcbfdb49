import { z } from 'zod';

/** Every API answer is wrapped: `{ ok: true, data }` or `{ ok: false, error }` (ARCHITECTURE.md). */
export const ZApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

export const ZErrorEnvelopeSchema = z.object({ ok: z.literal(false), error: ZApiErrorSchema });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ ok: z.literal(true), data });
export type TOkEnvelope<T> = { ok: true; data: T };
