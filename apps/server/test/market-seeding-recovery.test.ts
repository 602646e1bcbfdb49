import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { beatMarketSeeding, claimMarketSeeding } from '../src/modules/market/market-meta.repo.ts';
import { loadConfig } from '../src/platform/config.ts';
import { startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { spawnChildServer } from './support/child-server.ts';
import { createTestDatabase, databaseKinds, queryRows } from './support/test-server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('the demo generation claim on %s', (kind) => {
  it('refuses a second instance while the heartbeat lives and hands over once it stops', async () => {
    const { database, drop } = await createTestDatabase(kind);
    try {
      expect(await claimMarketSeeding(database.db, 'first', false)).toBe(true);
      expect(await claimMarketSeeding(database.db, 'second', false)).toBe(false);
      expect(
        await beatMarketSeeding(database.db, 'first', { step: 'trade records', done: 3, total: 28 }),
      ).toBe(true);
      expect(await claimMarketSeeding(database.db, 'second', false)).toBe(false);

      // Three beats (9 s) and more missed: the first process is taken for dead.
      await queryRows(
        database,
        `update app_meta set updated_at = now() - interval '11 seconds' where key = 'market_seeding'`,
      );
      expect(await claimMarketSeeding(database.db, 'second', false)).toBe(true);
      expect(await beatMarketSeeding(database.db, 'first', null)).toBe(false);
      expect(await beatMarketSeeding(database.db, 'second', null)).toBe(true);
    } finally {
      await database.close();
      await drop();
    }
  });
});

/** A real server process generating the demo market into PostgreSQL, killed with SIGKILL midway. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a demo generation killed midway', () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `pantau_test_${randomUUID().replaceAll('-', '')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const demoEnv = {
    MARKET_DATA: 'demo',
    DEMO_SEED: 'pantau-kill',
    DEMO_YEARS: '1',
    DEMO_TRADE_DAYS: '25',
    DEMO_TRADES_PER_DAY: '300',
    DEMO_STOCKS: '92',
    DEMO_END_DATE: '2026-11-20',
  };
  let scratch = '';
  let app: App | undefined;

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await app?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('is taken over by a running server, which answers 503 on data routes until the market is ready', async () => {
    scratch = await mkdtemp(join(tmpdir(), 'pantau-kill-'));
    await admin((client) => client.query(`create database ${name}`));
    // Never spoken to over HTTP: killed while it generates the market.
    const child = await spawnChildServer({
      ...demoEnv,
      PORT: '0',
      DATABASE_URL: url.toString(),
      DATA_DIR: join(scratch, 'child'),
      LOG_LEVEL: 'warn',
    });
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    let storedDays = 0;
    try {
      for (let attempt = 0; attempt < 1_200 && storedDays < 2; attempt++) {
        await sleep(50);
        // Fails until the child has migrated the database.
        storedDays = await probe
          .query<{ n: number }>('select count(distinct trade_date)::int as n from trade_records')
          .then((result) => result.rows[0]?.n ?? 0)
          .catch(() => 0);
      }
    } finally {
      child.process.kill('SIGKILL');
    }
    await child.exited;
    const { rows } = await probe.query(
      `select key from app_meta where key in ('market_source', 'market_seeding')`,
    );
    await probe.end();
    expect(storedDays).toBeGreaterThanOrEqual(2);
    // Killed mid-generation: a live-looking claim is left behind, and no market source.
    expect(rows.map((row) => row.key)).toEqual(['market_seeding']);

    const started = Date.now();
    app = await buildApp(
      loadConfig({
        ...ACCOUNT_TEST_ENV,
        ...demoEnv,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url.toString(),
        DATA_DIR: join(scratch, 'server'),
        WEB_DIST_DIR: join(scratch, 'no-web-build'),
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const server = {
      app,
      baseUrl: `http://127.0.0.1:${address.port}`,
      logs: () => [],
      close: async () => {},
    };
    const { user, session } = await signedInUser(server);
    await startTrial(app.database.db, user);
    const get = (path: string) => call(server, 'GET', path, { token: session.access_token });
    void app.marketSeeding.start();

    const notReady = await get('/api/market/candles?symbol=COMPOSITE');
    expect(notReady.status).toBe(503);
    expect(notReady.body).toEqual({
      ok: false,
      error: { code: 'MARKET_NOT_READY', message: 'market data is being prepared' },
    });
    const preparing = await get('/api/market/status');
    expect(preparing.status).toBe(200);
    expect(preparing.body.data).toMatchObject({ ready: false, asOf: null });

    let ready = false;
    while (!ready && Date.now() - started < 120_000) {
      await sleep(250);
      const status = await get('/api/market/status');
      expect(status.status).toBe(200);
      ready = status.body.data.ready;
      if (ready) break;
      // The market may become ready between the two calls: a data route answers 503 until then,
      // and never an empty 200 while the status still says preparing.
      const rrg = await get('/api/market/rrg');
      if (rrg.status !== 503) {
        expect(rrg.status).toBe(200);
        expect((await get('/api/market/status')).body.data.ready).toBe(true);
      }
    }
    // Without the takeover the stale claim would hold the market back past the loop's bound.
    expect(ready).toBe(true);

    const candles = await get('/api/market/candles?symbol=COMPOSITE');
    expect(candles.status).toBe(200);
    expect(candles.body.data.to).toBe('2026-11-20');
    expect(candles.body.data.lastClose).not.toBeNull();
    const days = await queryRows<{ n: number }>(
      app.database,
      `select count(distinct trade_date)::int as n from trade_records`,
    );
    expect(days[0]?.n).toBe(25);
  }, 240_000);
});
