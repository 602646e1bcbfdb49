import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { loadDemoMarketIfEmpty } from '../../src/modules/market/market-ingest.service.ts';
import { DB_SNAPSHOTS_ENV, type DbSnapshots } from './db-snapshots.ts';
import { TEST_MARKET } from './market.ts';
import { createScratchPostgres } from './test-server.ts';

const silent = pino({ level: 'silent' });

/** Builds the databases the server tests start from, once per run (see db-snapshots.ts). */
export default async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'pantau-db-snapshots-'));
  const [pglite, postgres] = await Promise.all([
    pgliteSnapshots(dir),
    process.env.TEST_DATABASE_URL ? postgresTemplates() : null,
  ]);
  const snapshots: DbSnapshots = { pglite, postgres: postgres?.names ?? null };
  process.env[DB_SNAPSHOTS_ENV] = JSON.stringify(snapshots);
  return async () => {
    delete process.env[DB_SNAPSHOTS_ENV];
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function pgliteSnapshots(dir: string): Promise<DbSnapshots['pglite']> {
  // Most of a dump would be write-ahead log kept for reuse (80 MB after seeding), which every test
  // database would read back in. Set here, the settings take effect when the cluster next starts.
  const configured = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await pgliteOf(configured).query("alter system set wal_recycle = 'off'");
  await pgliteOf(configured).query("alter system set min_wal_size = '32MB'");
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined, from: await dumpOf(configured) });
  await configured.close();
  const dump = async (name: string) => {
    await pgliteOf(database).query('checkpoint');
    const file = join(dir, `${name}.tar`);
    await writeFile(file, Buffer.from(await (await dumpOf(database)).arrayBuffer()));
    return file;
  };
  try {
    const empty = await dump('empty');
    await seed(database);
    return { empty, market: await dump('market') };
  } finally {
    await database.close();
  }
}

function pgliteOf(database: Database) {
  if (database.raw.kind !== 'pglite') throw new Error('not a PGlite database');
  return database.raw.client;
}

const dumpOf = (database: Database) => pgliteOf(database).dumpDataDir('none');

async function postgresTemplates() {
  const empty = await createScratchPostgres('pantau_template');
  const market = await createScratchPostgres('pantau_template');
  const drop = async () => {
    await Promise.all([empty.drop(), market.drop()]);
  };
  try {
    await (await openDatabase({ kind: 'postgres', url: empty.url, poolMax: 1 })).close();
    const database = await openDatabase({ kind: 'postgres', url: market.url, poolMax: 5 });
    try {
      await seed(database);
    } finally {
      // A template takes no connections while it is copied.
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  const nameOf = (url: string) => new URL(url).pathname.slice(1);
  return { names: { empty: nameOf(empty.url), market: nameOf(market.url) }, drop };
}

async function seed(database: Database): Promise<void> {
  const outcome = await loadDemoMarketIfEmpty(database, TEST_MARKET, silent);
  if (outcome !== 'loaded') throw new Error(`the test market was not loaded: ${outcome}`);
}
