import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { loadConfig } from '../../src/platform/config.ts';

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

/** A throwaway database of the given kind: in-memory PGlite, or a fresh PostgreSQL database. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { database, url: null, drop: async () => {} };
  }
  const scratch = await createScratchPostgres('pantau_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 5 });
  return { database, url: scratch.url, drop: scratch.drop };
}

/** An empty PostgreSQL database next to TEST_DATABASE_URL's, dropped (connections and all) by `drop`. */
export async function createScratchPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
  } = {},
): Promise<TestServer> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase(kind);
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
  const app = await buildApp(config, { database, logStream });
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
