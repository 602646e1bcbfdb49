import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailRequestSchema } from './fields.ts';

export const ZCheckAttemptsRequestSchema = ZEmailRequestSchema;
export type TCheckAttemptsRequest = z.infer<typeof ZCheckAttemptsRequestSchema>;

/** Spec §3 login attempts info. `timeRemaining` is in seconds; `blockedUntil` an ISO time. */
export const ZCheckAttemptsDataSchema = z.object({
  remainingAttempts: z.number().int(),
  allowed: z.boolean(),
  isSuspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  blockedUntil: z.iso.datetime({ offset: true }).nullable(),
  timeRemaining: z.number().int().nullable(),
});
export type TCheckAttemptsData = z.infer<typeof ZCheckAttemptsDataSchema>;
export const ZCheckAttemptsResponseSchema = okEnvelope(ZCheckAttemptsDataSchema);
