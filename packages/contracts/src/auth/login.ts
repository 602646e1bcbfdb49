import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZEmailSchema, ZPasswordInputSchema } from './fields.ts';
import { ZAuthSessionSchema } from './session.ts';

export const ZLoginRequestSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordInputSchema,
  /** Remember me: the sign-in lasts 30 days instead of at most 24 h. */
  remember: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequestSchema>;
export const ZLoginDataSchema = z.object({ session: ZAuthSessionSchema });
export type TLoginData = z.infer<typeof ZLoginDataSchema>;
export const ZLoginResponseSchema = okEnvelope(ZLoginDataSchema);
