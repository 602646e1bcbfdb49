import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailRequestSchema } from './fields.ts';

/** Same answer whether or not the address has an account; 429 within the 60 s cooldown. */
export const ZResendForgotPasswordRequestSchema = ZEmailRequestSchema;
export type TResendForgotPasswordRequest = z.infer<typeof ZResendForgotPasswordRequestSchema>;
export const ZResendForgotPasswordResponseSchema = okEnvelope(z.null()).extend({ message: z.string() });
