import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZAdminUserSchema } from './admin-user.ts';

/** PUT /api/admin/users/:id/suspend: suspending also signs the user out everywhere. */
export const ZSuspendUserRequestSchema = z.object({ suspended: z.boolean() });
export type TSuspendUserRequest = z.infer<typeof ZSuspendUserRequestSchema>;
export const ZSuspendUserResponseSchema = okEnvelope(ZAdminUserSchema);
