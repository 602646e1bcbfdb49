import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZUserRoleSchema } from '../auth/session.ts';
import { ZAdminUserSchema } from './admin-user.ts';

/** PUT /api/admin/users/:id/role */
export const ZUpdateUserRoleRequestSchema = z.object({ role: ZUserRoleSchema });
export type TUpdateUserRoleRequest = z.infer<typeof ZUpdateUserRoleRequestSchema>;
export const ZUpdateUserRoleResponseSchema = okEnvelope(ZAdminUserSchema);
