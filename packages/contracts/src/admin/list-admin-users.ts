import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZUserRoleSchema } from '../auth/session.ts';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE } from './admin-messages.ts';
import { ZAdminUserSchema, ZPaginationSchema } from './admin-user.ts';

export const ZAdminUserStatusSchema = z.enum(['active', 'suspended', 'all']);
export type TAdminUserStatus = z.infer<typeof ZAdminUserStatusSchema>;

/** An empty `role`/`search` (a cleared filter) means no filter. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/users?page&limit&search&role&status; newest accounts first. */
export const ZListAdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_USERS_PAGE_SIZE),
  /** Case-insensitive; matches anywhere in the name or the email. */
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  role: z.preprocess(emptyToUndefined, ZUserRoleSchema.optional()),
  status: z.preprocess(emptyToUndefined, ZAdminUserStatusSchema.default('all')),
});
export type TListAdminUsersQuery = z.input<typeof ZListAdminUsersQuerySchema>;

export const ZListAdminUsersDataSchema = z.object({
  users: z.array(ZAdminUserSchema),
  pagination: ZPaginationSchema,
});
export type TListAdminUsersData = z.infer<typeof ZListAdminUsersDataSchema>;
export const ZListAdminUsersResponseSchema = okEnvelope(ZListAdminUsersDataSchema);
