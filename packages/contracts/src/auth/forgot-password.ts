import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZForgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Please enter a valid email')
    .transform((email) => email.toLowerCase()),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;
/** Always 'Jika email terdaftar, kami telah mengirim link reset password.' */
export const ZForgotPasswordResponseSchema = okEnvelope(z.null()).extend({ message: z.string() });
