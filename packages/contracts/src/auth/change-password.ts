import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'Please fill in all fields' })
    .min(1, 'Please fill in all fields')
    .max(128),
  newPassword: z
    .string({ error: 'Please fill in all fields' })
    .min(1, 'Please fill in all fields')
    .min(6, 'New password must be at least 6 characters')
    .max(128, 'Password must be less than 128 characters'),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;
/** The calling session stays signed in; every other session is ended. */
export const ZChangePasswordResponseSchema = okEnvelope(z.null()).extend({ message: z.string() });
