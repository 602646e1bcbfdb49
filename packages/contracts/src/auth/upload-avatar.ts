import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';

/** Multipart field `avatar`: JPEG, PNG, GIF or WebP by content, at most 1 MB. */
export const AVATAR_MAX_BYTES = 1_048_576;
export const AVATAR_FIELD = 'avatar';

/** `filePath` is the storage path (avatars/<userId>/<file>.webp); `avatar_url` the address to show. */
export const ZUploadAvatarDataSchema = z.object({ filePath: z.string(), avatar_url: z.string() });
export type TUploadAvatarData = z.infer<typeof ZUploadAvatarDataSchema>;
export const ZUploadAvatarResponseSchema = okEnvelope(ZUploadAvatarDataSchema);
