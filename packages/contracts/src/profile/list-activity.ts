import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZActivityKindSchema = z.enum([
  'sign_in',
  'sign_out',
  'email_verified',
  'password_changed',
  'password_reset',
  'profile_updated',
  'avatar_changed',
  'avatar_removed',
]);
export type TActivityKind = z.infer<typeof ZActivityKindSchema>;

export const ZActivityEntrySchema = z.object({
  id: z.uuid(),
  kind: ZActivityKindSchema,
  /** English sentence for the Recent Activity list, e.g. 'Signed in'. */
  description: z.string(),
  ip: z.string().nullable(),
  device: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type TActivityEntry = z.infer<typeof ZActivityEntrySchema>;
export const ZListActivityDataSchema = z.object({ activities: z.array(ZActivityEntrySchema) });
export type TListActivityData = z.infer<typeof ZListActivityDataSchema>;
export const ZListActivityResponseSchema = okEnvelope(ZListActivityDataSchema);
