import { z } from 'zod';
import { ZUserRoleSchema } from '../auth/session.ts';

/** Spec §3 Admin user: one row of the User Management list and of Recent Registrations. */
export const ZAdminUserSchema = z.object({
  id: z.uuid(),
  full_name: z.string(),
  email: z.string(),
  role: ZUserRoleSchema,
  email_verified: z.boolean(),
  is_active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  last_login_at: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** Spec §3 Pagination. `totalPages` is at least 1 so a pager always has a page to show. */
export const ZPaginationSchema = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(1),
});
export type TPagination = z.infer<typeof ZPaginationSchema>;

/** `/api/admin/users/:id/...` */
export const ZAdminUserParamsSchema = z.object({ id: z.uuid('User not found') });
export type TAdminUserParams = z.infer<typeof ZAdminUserParamsSchema>;
