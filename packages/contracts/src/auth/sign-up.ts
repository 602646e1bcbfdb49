import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailSchema, ZNewPasswordSchema } from './fields.ts';

export const ZSignUpRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name must be less than 100 characters'),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequestSchema>;

/** The new account is unverified: no session until the emailed link is followed. */
export const ZSignUpDataSchema = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    user_metadata: z.object({ full_name: z.string() }),
  }),
  session: z.null(),
});
export type TSignUpData = z.infer<typeof ZSignUpDataSchema>;
export const ZSignUpResponseSchema = okEnvelope(ZSignUpDataSchema).extend({ message: z.string() });
export type TSignUpResponse = z.infer<typeof ZSignUpResponseSchema>;
