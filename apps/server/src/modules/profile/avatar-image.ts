import sharp from 'sharp';

const AVATAR_SIDE = 256;

/** JPEG, PNG, GIF or WebP by their first bytes; the file name and declared type are not trusted. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Decodes and re-encodes to a centred square WebP of at most 256 px, so none of the uploaded bytes
 * (metadata, trailing payloads) are ever served back. Throws when the image does not decode.
 */
export async function renderAvatar(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
  const { width, height } = await image.metadata();
  const side = Math.min(AVATAR_SIDE, width, height);
  return image.resize(side, side, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer();
}
