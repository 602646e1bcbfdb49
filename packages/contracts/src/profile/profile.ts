import { z } from 'zod';
import { ZUserRoleSchema } from '../auth/session.ts';

/** Spec §3 Profile. `avatar_url` is a root-relative address (/storage/avatars/...) or null. */
export const ZProfileSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  role: ZUserRoleSchema,
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** Long US date of created_at, e.g. 'November 23, 2026'. */
  joinedDate: z.string(),
  last_login_at: z.iso.datetime({ offset: true }).nullable(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.enum(['active', 'inactive']),
  subscriptionEndDate: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;
