import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

export const ZRevokeSessionParamsSchema = z.object({ id: z.uuid('Session not found') });
export type TRevokeSessionParams = z.infer<typeof ZRevokeSessionParamsSchema>;
export const ZRevokeSessionResponseSchema = okEnvelope(z.null());
