import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp, type App, type AppDeps } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { dbSnapshots } from './db-snapshots.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at one (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestServer = {
  app: App;
  baseUrl: string;
  logs: () => Array<Record<string, unknown>>;
  close: () => Promise<void>;
};

/**
 * A throwaway database of the given kind, migrated: in-memory PGlite, or a fresh PostgreSQL
 * database. With `market` it already holds the test market (TEST_MARKET) when the run's snapshots
 * have it; callers still load it if empty, for runs without them.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { market?: boolean } = {},
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  const snapshots = dbSnapshots();
  const which = options.market ? 'market' : 'empty';
  if (kind === 'pglite') {
    const file = snapshots?.pglite[which];
    const from = file ? new Blob([await readFile(file)]) : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, from });
    return { database, url: null, drop: async () => {} };
  }
  const scratch = await createScratchPostgres('pantau_test', snapshots?.postgres?.[which]);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 5 });
  return { database, url: scratch.url, drop: scratch.drop };
}

/**
 * A PostgreSQL database next to `adminUrl`'s (TEST_DATABASE_URL's unless given; the benches pass
 * theirs), empty or a copy of `template`, dropped (connections and all) by `drop`.
 */
export async function createScratchPostgres(
  prefix: string,
  template?: string,
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts the real app on a loopback port over a throwaway database. `configure` may add routes
 * (e.g. a route that throws) before the server starts listening.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    configure?: (app: App) => void | Promise<void>;
    /** An already-open database (e.g. a second instance on the first one's PostgreSQL); kept on close. */
    database?: Database;
    /** Start from a database holding the test market (see createTestDatabase). */
    market?: boolean;
    /** More of buildApp's dependencies (an import runner, a clock). */
    deps?: Omit<AppDeps, 'database' | 'logStream'>;
  } = {},
): Promise<TestServer> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase(kind, { market: options.market });
  const scratch = await mkdtemp(join(tmpdir(), 'pantau-test-'));
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: scratch,
    WEB_DIST_DIR: join(scratch, 'no-web-build'),
    ...options.env,
  });
  const app = await buildApp(config, { ...options.deps, database, logStream });
  await options.configure?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: async () => {
      await app.close();
      await drop();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

/** Raw SQL on whichever driver the test database uses, for checks independent of the API. */
export async function queryRows<T extends Record<string, unknown>>(
  database: Database,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (database.raw.kind === 'pglite') return (await database.raw.client.query<T>(query, params)).rows;
  return (await database.raw.pool.query<T>(query, params)).rows;
}
