import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** 404 NO_AVATAR 'No avatar found to delete' when the account has none. */
export const ZDeleteAvatarResponseSchema = okEnvelope(z.null());
