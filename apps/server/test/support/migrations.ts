import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { createScratchPostgres, type DatabaseKind } from './test-server.ts';

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

type Journal = { entries: Array<{ tag: string }> };

export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export type PopulatedDatabase = {
  /** DATA_DIR of the embedded database (PGlite keeps it in `pglite/` below); a scratch dir for PostgreSQL. */
  dataDir: string;
  /** Opens it the way the server does, which applies the remaining migrations. */
  open(): Promise<Database>;
  drop(): Promise<void>;
};

/** The migrations folder as it was when `lastTag` was the newest migration. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(join(tmpdir(), 'pantau-migrations-'));
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * "The migration upgrades a populated database": a database migrated up to `lastTag` (the release
 * before), filled by `populate` with raw SQL, that `open()` then upgrades like a server start.
 */
export async function databaseBeforeUpgrade(
  kind: DatabaseKind,
  lastTag: string,
  populate: (query: Query) => Promise<void>,
): Promise<PopulatedDatabase> {
  const folder = await migrationsUpTo(lastTag);
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-upgrade-'));
  try {
    if (kind === 'pglite') {
      const client = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
        await populate(
          async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
        );
      } finally {
        await client.close();
      }
      return {
        dataDir,
        open: () => openDatabase({ kind: 'pglite', dataDir }),
        drop: () => rm(dataDir, { recursive: true, force: true }),
      };
    }
    const scratch = await createScratchPostgres('pantau_upgrade');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder });
      await populate(async (text, params) => (await pool.query<Record<string, unknown>>(text, params)).rows);
    } finally {
      await pool.end();
    }
    return {
      dataDir,
      open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 5 }),
      drop: async () => {
        await scratch.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type UpgradedDatabase<T> = {
  /** The upgraded database, open from the block's start to its end. */
  readonly database: Database;
  /** What `populate` returned: the data as the release before held it. */
  readonly before: T;
};

/**
 * For a describe block: a database at `lastTag` filled by `populate` (which returns what the test
 * compares after), upgraded as a server start does before the block's tests, dropped after them.
 */
export function upgradedForBlock<T>(
  kind: DatabaseKind,
  lastTag: string,
  populate: (query: Query) => Promise<T>,
): UpgradedDatabase<T> {
  let upgraded: PopulatedDatabase | undefined;
  let database: Database | undefined;
  let before: { value: T } | undefined;
  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, lastTag, async (query) => {
      before = { value: await populate(query) };
    });
    database = await upgraded.open();
  });
  afterAll(async () => {
    await database?.close();
    await upgraded?.drop();
  });
  const opened = <V>(value: V | undefined): V => {
    if (value === undefined) throw new Error('the upgraded database is only there inside its block');
    return value;
  };
  return {
    get database() {
      return opened(database);
    },
    get before() {
      return opened(before).value;
    },
  };
}
