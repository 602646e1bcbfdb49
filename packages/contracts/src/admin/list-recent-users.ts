import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_RECENT_USERS_LIMIT } from './admin-messages.ts';
import { ZAdminUserSchema } from './admin-user.ts';

/** GET /api/admin/recent-users?limit=5: the newest accounts; `data` is the array itself (spec §7). */
export const ZListRecentUsersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_RECENT_USERS_LIMIT),
});
export type TListRecentUsersQuery = z.input<typeof ZListRecentUsersQuerySchema>;
export const ZListRecentUsersDataSchema = z.array(ZAdminUserSchema);
export type TListRecentUsersData = z.infer<typeof ZListRecentUsersDataSchema>;
export const ZListRecentUsersResponseSchema = okEnvelope(ZListRecentUsersDataSchema);
