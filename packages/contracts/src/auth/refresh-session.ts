import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZAuthSessionSchema } from './session.ts';

export const ZRefreshSessionRequestSchema = z.object({ refresh_token: z.string().min(1).max(200) });
export type TRefreshSessionRequest = z.infer<typeof ZRefreshSessionRequestSchema>;
/** A new access token and a new refresh token; the presented one is spent. */
export const ZRefreshSessionDataSchema = z.object({ session: ZAuthSessionSchema });
export type TRefreshSessionData = z.infer<typeof ZRefreshSessionDataSchema>;
export const ZRefreshSessionResponseSchema = okEnvelope(ZRefreshSessionDataSchema);
