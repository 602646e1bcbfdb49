import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, INGEST_KEY_MESSAGES, type TCreatedIngestKey, type TIngestKey } from '@pantau/contracts';
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../platform/errors.ts';

const KEY_PREFIX = 'pik_';

export const hashIngestKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = {
  id: string;
  name: string;
  key_prefix: string;
  created_at: string | Date;
  created_by: string | null;
  last_used_at: string | Date | null;
  revoked_at: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toIngestKey(row: KeyRow): TIngestKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    created_at: iso(row.created_at) as string,
    created_by: row.created_by,
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  };
}

const SELECT_KEYS = sql`SELECT k.id, k.name, k.key_prefix, k.created_at, u.email AS created_by, k.last_used_at,
  k.revoked_at FROM ingest_keys k LEFT JOIN users u ON u.id = k.created_by`;

export async function listIngestKeys(db: Db): Promise<TIngestKey[]> {
  const rows = await executeRows<KeyRow>(db, sql`${SELECT_KEYS} ORDER BY k.created_at DESC, k.id`);
  return rows.map(toIngestKey);
}

/** A new key: 256 random bits, returned once; only its hash is stored. */
export async function createIngestKey(db: Db, name: string, createdBy: string): Promise<TCreatedIngestKey> {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const inserted = await executeRows<{ id: string }>(
    db,
    sql`
    INSERT INTO ingest_keys (name, key_hash, key_prefix, created_by)
    VALUES (${name}, ${hashIngestKey(key)}, ${key.slice(0, KEY_PREFIX.length + 6)}, ${createdBy}) RETURNING id`,
  );
  const id = inserted[0]?.id as string;
  const [row] = await executeRows<KeyRow>(db, sql`${SELECT_KEYS} WHERE k.id = ${id}`);
  return { ...toIngestKey(row as KeyRow), key };
}

export async function revokeIngestKey(db: Db, id: string): Promise<TIngestKey> {
  const revoked = await executeRows<{ id: string }>(
    db,
    sql`
    UPDATE ingest_keys SET revoked_at = now() WHERE id = ${id} AND revoked_at IS NULL RETURNING id`,
  );
  const [row] = await executeRows<KeyRow>(db, sql`${SELECT_KEYS} WHERE k.id = ${id}`);
  if (!row) throw notFound(INGEST_KEY_MESSAGES.notFound);
  if (revoked.length === 0) throw new AppError(409, ERROR_CODES.conflict, INGEST_KEY_MESSAGES.alreadyRevoked);
  return toIngestKey(row);
}

/**
 * The key's id when `key` is a live ingest key. Its last use is written at most once a minute: a
 * feed sends a batch a second, and the admin page needs no finer figure.
 */
export async function findActiveIngestKey(db: Db, key: string): Promise<string | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const rows = await executeRows<{ id: string }>(
    db,
    sql`
    SELECT id FROM ingest_keys WHERE key_hash = ${hashIngestKey(key)} AND revoked_at IS NULL`,
  );
  const id = rows[0]?.id ?? null;
  if (id) {
    await executeRows(
      db,
      sql`UPDATE ingest_keys SET last_used_at = now()
      WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    );
  }
  return id;
}
