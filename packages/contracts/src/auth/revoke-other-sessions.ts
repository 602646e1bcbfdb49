import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** DELETE /api/auth/sessions/all: ends every session except the calling one. */
export const ZRevokeOtherSessionsDataSchema = z.object({ revoked: z.number().int() });
export const ZRevokeOtherSessionsResponseSchema = okEnvelope(ZRevokeOtherSessionsDataSchema);
