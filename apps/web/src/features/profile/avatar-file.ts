import { AVATAR_MAX_BYTES } from '@pantau/contracts';

export const INVALID_TYPE_MESSAGE = 'Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.';
/** Spec §5: files over 500 KB get an 'Uploading {size}MB file...' notice. */
export const LARGE_UPLOAD_BYTES = 500 * 1024;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export type AvatarCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Which image format the first bytes belong to, judged by content rather than name. */
export function sniffImageType(head: Uint8Array): (typeof ACCEPTED_TYPES)[number] | null {
  const at = (index: number) => head[index];
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => at(from + i) === char.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG')) return 'image/png';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** Spec §5 avatar checks: a JPEG, PNG, GIF or WebP (by content too) of at most 1 MB. */
export async function checkAvatarFile(file: File): Promise<AvatarCheck> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'size' };
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (!sniffImageType(head)) return { ok: false, reason: 'type' };
  return { ok: true };
}

/** '0.73' for the upload notice. */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);
