import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export type FileStorage = {
  /** Root served at /storage/avatars/. */
  avatarsDir: string;
  /** Writes bytes and answers their storage path, e.g. `avatars/<userId>/<random>.webp`. */
  saveAvatar(userId: string, bytes: Buffer): Promise<string>;
  remove(storagePath: string): Promise<void>;
  publicUrl(storagePath: string): string;
};

/** Files under DATA_DIR (a shared volume when scaled out). Paths never come from user input. */
export function createFileStorage(dataDir: string): FileStorage {
  const root = normalize(dataDir);
  const resolveInside = (storagePath: string) => {
    const full = normalize(join(root, storagePath));
    if (!full.startsWith(root + sep))
      throw new Error(`storage path escapes the data directory: ${storagePath}`);
    return full;
  };
  return {
    avatarsDir: join(root, 'avatars'),
    saveAvatar: async (userId, bytes) => {
      const storagePath = `avatars/${userId}/${randomBytes(12).toString('hex')}.webp`;
      const full = resolveInside(storagePath);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, bytes);
      return storagePath;
    },
    remove: async (storagePath) => {
      await rm(resolveInside(storagePath), { force: true });
    },
    publicUrl: (storagePath) => `/storage/${storagePath}`,
  };
}
