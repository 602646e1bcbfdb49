import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { avatarImages, users } from '../db/schema.ts';

export type StoredImage = { bytes: Buffer; contentType: string; etag: string };

export type FileStorage = {
  /** Stores bytes and answers their storage path, e.g. `avatars/<userId>/<random>.webp`. */
  saveAvatar(userId: string, bytes: Buffer): Promise<string>;
  readAvatar(storagePath: string): Promise<StoredImage | null>;
  remove(storagePath: string): Promise<void>;
  publicUrl(storagePath: string): string;
};

const AVATAR_CONTENT_TYPE = 'image/webp';
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** Avatars in the database, so that any instance serves what another one stored. */
export function createDatabaseStorage(db: Db): FileStorage {
  return {
    saveAvatar: async (userId, bytes) => {
      const storagePath = `avatars/${userId}/${randomBytes(12).toString('hex')}.webp`;
      await db.insert(avatarImages).values({
        path: storagePath,
        userId,
        contentType: AVATAR_CONTENT_TYPE,
        bytes,
        size: bytes.length,
        etag: etagOf(bytes),
      });
      return storagePath;
    },
    readAvatar: async (storagePath) => {
      const [row] = await db
        .select({ bytes: avatarImages.bytes, contentType: avatarImages.contentType, etag: avatarImages.etag })
        .from(avatarImages)
        .where(eq(avatarImages.path, storagePath));
      return row ?? null;
    },
    remove: async (storagePath) => {
      await db.delete(avatarImages).where(eq(avatarImages.path, storagePath));
    },
    publicUrl: (storagePath) => `/storage/${storagePath}`,
  };
}

/**
 * Avatars used to be files under DATA_DIR/avatars. On start, every account whose avatar is not in
 * the database yet gets it from that folder, so an upgrade loses none. Idempotent, and safe when
 * several instances start at once.
 */
export async function importAvatarFiles(db: Db, dataDir: string, log: FastifyBaseLogger): Promise<number> {
  const missing = await db
    .select({ userId: users.id, path: users.avatarPath })
    .from(users)
    .where(
      and(
        isNotNull(users.avatarPath),
        notExists(
          db
            .select({ one: sql`1` })
            .from(avatarImages)
            .where(eq(avatarImages.path, users.avatarPath)),
        ),
      ),
    );
  const root = normalize(dataDir);
  let imported = 0;
  for (const { userId, path } of missing) {
    if (!path) continue;
    const full = normalize(join(root, path));
    if (!full.startsWith(root + sep)) continue;
    const bytes = await readFile(full).catch(() => null);
    if (!bytes) {
      log.warn({ userId, path }, 'avatar file missing: not imported into the database');
      continue;
    }
    const rows = await db
      .insert(avatarImages)
      .values({
        path,
        userId,
        contentType: AVATAR_CONTENT_TYPE,
        bytes,
        size: bytes.length,
        etag: etagOf(bytes),
      })
      .onConflictDoNothing()
      .returning({ path: avatarImages.path });
    imported += rows.length;
  }
  if (imported > 0) log.info({ imported }, 'avatar files imported into the database');
  return imported;
}
