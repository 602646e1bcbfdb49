import { z } from 'zod';
import { USER_ROLES } from './user-roles.ts';

export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

/** The signed-in user as carried in a session (spec §3: id, email, user_metadata.full_name). */
export const ZAuthUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: ZUserRoleSchema,
  email_verified: z.boolean(),
  user_metadata: z.object({ full_name: z.string(), avatar_url: z.string().nullable() }),
});
export type TAuthUser = z.infer<typeof ZAuthUserSchema>;

/**
 * Spec §3 auth session. `access_token` is a short-lived Bearer JWT; `expires_at` is when it expires in
 * Unix seconds (refresh before then); `refresh_token` is opaque, single-use, rotated by each refresh.
 */
export const ZAuthSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  /** When the refresh token (the whole sign-in) ends: 30 days with Remember me, else 24 h. */
  refresh_expires_at: z.iso.datetime({ offset: true }),
  user: ZAuthUserSchema,
});
export type TAuthSession = z.infer<typeof ZAuthSessionSchema>;
