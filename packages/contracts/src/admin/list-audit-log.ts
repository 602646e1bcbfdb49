import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZUserRoleSchema } from '../auth/session.ts';
import { ZPaginationSchema } from './admin-user.ts';

export const ZAuditActionSchema = z.enum(['user_suspended', 'user_unsuspended', 'user_role_changed']);
export type TAuditAction = z.infer<typeof ZAuditActionSchema>;

/** Who is who in an entry; null when that account was deleted since. */
const ZAuditPartySchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }).nullable();

/** One admin action: who did what to whom, when. */
export const ZAuditEntrySchema = z.object({
  id: z.uuid(),
  action: ZAuditActionSchema,
  actor: ZAuditPartySchema,
  target: ZAuditPartySchema,
  /** For role changes: the role before and after. */
  details: z.object({ from: ZUserRoleSchema.optional(), to: ZUserRoleSchema.optional() }),
  created_at: z.iso.datetime({ offset: true }),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZListAuditLogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TListAuditLogQuery = z.input<typeof ZListAuditLogQuerySchema>;
export const ZListAuditLogDataSchema = z.object({
  entries: z.array(ZAuditEntrySchema),
  pagination: ZPaginationSchema,
});
export type TListAuditLogData = z.infer<typeof ZListAuditLogDataSchema>;
export const ZListAuditLogResponseSchema = okEnvelope(ZListAuditLogDataSchema);
