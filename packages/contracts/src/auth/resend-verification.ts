import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailRequestSchema } from './fields.ts';

/** Same answer whether or not the address has an unverified account; 429 within the 60 s cooldown. */
export const ZResendVerificationRequestSchema = ZEmailRequestSchema;
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequestSchema>;
export const ZResendVerificationResponseSchema = okEnvelope(z.null()).extend({ message: z.string() });
