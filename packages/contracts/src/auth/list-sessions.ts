import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZSessionInfoSchema = z.object({
  id: z.uuid(),
  /** e.g. 'Chrome 126 on Windows 10' from the user agent; 'Unknown device' without one. */
  device: z.string(),
  ip: z.string().nullable(),
  remember: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfoSchema>;
export const ZListSessionsDataSchema = z.object({ sessions: z.array(ZSessionInfoSchema) });
export type TListSessionsData = z.infer<typeof ZListSessionsDataSchema>;
export const ZListSessionsResponseSchema = okEnvelope(ZListSessionsDataSchema);
