import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZAuthSessionSchema } from './session.ts';

export const ZVerificationTypeSchema = z.enum(['signup', 'recovery']);
export type TVerificationType = z.infer<typeof ZVerificationTypeSchema>;

export const ZVerifyEmailRequestSchema = z.object({
  token: z.string({ error: 'Invalid verification link. Token is missing.' }).min(1).max(200),
  type: ZVerificationTypeSchema.default('signup'),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequestSchema>;

/**
 * signup: the token is used up and a session starts. recovery: only checks that the reset link is
 * still valid (the reset itself is POST /api/auth/reset-password), so `session` is null.
 */
export const ZVerifyEmailDataSchema = z.object({ session: ZAuthSessionSchema.nullable() });
export type TVerifyEmailData = z.infer<typeof ZVerifyEmailDataSchema>;
export const ZVerifyEmailResponseSchema = okEnvelope(ZVerifyEmailDataSchema);
