import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZProfileSchema } from './profile.ts';

export const ZUpdateProfileRequestSchema = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(2, 'Full name must be at least 2 characters')
    .max(100, 'Full name must be less than 100 characters'),
  /**
   * Optional. null removes the avatar; a string must be the account's current avatar (the filePath
   * or avatar_url that upload-avatar answered) — uploads take effect at once.
   */
  avatar_url: z.string().max(500).nullable().optional(),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;
export const ZUpdateProfileResponseSchema = okEnvelope(ZProfileSchema).extend({ message: z.string() });
