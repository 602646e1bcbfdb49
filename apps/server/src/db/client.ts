import type { SQL } from 'drizzle-orm';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type RawClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for what Drizzle cannot express (COPY for bulk loads). */
  raw: RawClient;
  /** Round trip to the server; throws when it is unreachable. */
  ping(): Promise<void>;
  serverVersion(): Promise<string>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolMax: number }
  /**
   * `dataDir` undefined keeps PGlite in memory (tests); `from` then starts it from a dumped data
   * directory instead of an empty cluster (tests start from a migrated or seeded snapshot).
   */
  | { kind: 'pglite'; dataDir: string | undefined; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// pg_trgm backs substring search (admin user search) the same way on both databases.
const PGLITE_EXTENSIONS = { pg_trgm };

const SERVER_VERSION_SQL = "select current_setting('server_version') as v";

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_KEY = 727_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolMax)
    : openPglite(options.dataDir, options.from);
}

async function openPglite(dataDir: string | undefined, from: Blob | undefined): Promise<Database> {
  let releaseLock = async () => {};
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    // Two processes on one PGlite directory corrupt it, so the second one must refuse to start.
    releaseLock = await acquireDataDirLock(dataDir);
    client = new PGlite(join(dataDir, 'pglite'), {
      extensions: PGLITE_EXTENSIONS,
      // WAL kept for reuse after a checkpoint: PostgreSQL's 1 GB default doubled a laptop's data
      // directory for nothing, as the embedded database has one writer and no replicas.
      startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=256MB'],
    });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(from ? { loadDataDir: from } : {}) });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      ping: async () => {
        await client.query('select 1');
      },
      serverVersion: async () => (await client.query<{ v: string }>(SERVER_VERSION_SQL)).rows[0]?.v ?? '',
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    await releaseLock();
    throw error;
  }
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', pool },
    ping: async () => {
      await pool.query('select 1');
    },
    serverVersion: async () => (await pool.query<{ v: string }>(SERVER_VERSION_SQL)).rows[0]?.v ?? '',
    close: () => pool.end(),
  };
}

/** Several instances may start at once against one PostgreSQL; only one applies migrations. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`, but Drizzle's shared type
 * for the two does not say so.
 */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
