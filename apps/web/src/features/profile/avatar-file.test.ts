import { describe, expect, it } from 'vitest';
import { checkAvatarFile, megabytes, sniffImageType } from './avatar-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function file(bytes: number[], name: string, type: string, size = bytes.length): File {
  const body = new Uint8Array(size);
  body.set(bytes.slice(0, size));
  return new File([body], name, { type });
}

describe('sniffImageType', () => {
  it('recognises the four accepted formats', () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBP'))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('hello world'))).toBeNull();
  });
});

describe('checkAvatarFile', () => {
  it('accepts a small PNG', async () => {
    await expect(checkAvatarFile(file(PNG_HEAD, 'me.png', 'image/png', 2048))).resolves.toEqual({ ok: true });
  });

  it('refuses other types and text renamed to .png', async () => {
    await expect(checkAvatarFile(file([1, 2], 'me.bmp', 'image/bmp'))).resolves.toEqual({
      ok: false,
      reason: 'type',
    });
    const text = [...new TextEncoder().encode('just some text')];
    await expect(checkAvatarFile(file(text, 'notes.png', 'image/png'))).resolves.toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses files over 1 MB', async () => {
    await expect(checkAvatarFile(file(PNG_HEAD, 'big.png', 'image/png', 2 * 1024 * 1024))).resolves.toEqual({
      ok: false,
      reason: 'size',
    });
  });

  it('writes sizes in MB with two decimals', () => {
    expect(megabytes(768 * 1024)).toBe('0.75');
  });
});
