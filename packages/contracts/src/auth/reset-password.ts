import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** Spec §5 new password (reset) rules with their Indonesian messages. */
export const ZResetPasswordSchema = z
  .string({ error: 'Password harus minimal 6 karakter' })
  .min(6, 'Password harus minimal 6 karakter')
  .max(128, 'Password must be less than 128 characters')
  .refine(
    (password) => /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password),
    'Password harus mengandung huruf besar, huruf kecil, dan angka',
  );

export const ZResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Invalid or expired reset link. Please request a new password reset.' })
    .min(1)
    .max(200),
  password: ZResetPasswordSchema,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;
/** Every session of the account is ended; the user signs in again with the new password. */
export const ZResetPasswordResponseSchema = okEnvelope(z.null()).extend({ message: z.string() });
