import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** Ends the session of the Bearer token; answers ok even without a valid token (best effort). */
export const ZLogoutResponseSchema = okEnvelope(z.null());
