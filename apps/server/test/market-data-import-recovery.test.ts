import { execFile } from 'node:child_process';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket } from '@pantau/market';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { INTERRUPTED_MESSAGE } from '../src/modules/market-data/import-runs.repo.ts';
import { loadDemoMarketIfEmpty } from '../src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn } from './support/accounts.ts';
import { TRADE_HEADER, tradeLine } from './support/imports.ts';
import { spawnChildServer, waitForChildServer } from './support/child-server.ts';
import { queryRows, type TestServer } from './support/test-server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// A quarter of a year: the smallest market with every table an import of trade records touches.
const MARKET = {
  seed: 'pantau-kill-import',
  endDate: '2026-11-20',
  years: 0.25,
  tradeDays: 2,
  tradesPerDay: 30,
};
// Enough trade records that storing the day takes a while: the kill must land while it is stored.
const BIG_DAY_ROWS = 250_000;
/** Longer than any one statement of the load before the transaction, shorter than its pause. */
const STALL_MS = 1_500;

type DayState = { trades: number; volume: number; bars: number; barVolume: number };

/**
 * The embedded database under a server process killed with SIGKILL while it stores a large day of
 * trade records uploaded over HTTP; then `npm run import` against the server that took over.
 */
describe('a market-data import killed midway on PGlite', () => {
  const market = generateDemoMarket(MARKET);
  const day = market.tradeDays.at(-1)!;
  let scratch: string;
  let admin: { id: string; email: string; password: string };
  let before: DayState;
  let runId: string;
  let app: App | undefined;
  let server: TestServer;

  const dayState = async (database: App['database']): Promise<DayState> =>
    (
      await queryRows<DayState>(
        database,
        `select (select count(*)::int from trade_records where trade_date = $1) as trades,
                (select coalesce(sum(volume), 0)::float8 from trade_records where trade_date = $1) as volume,
                (select count(*)::int from daily_bars where date = $1) as bars,
                (select coalesce(sum(volume), 0)::float8 from daily_bars where date = $1) as "barVolume"`,
        [day],
      )
    )[0]!;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'pantau-kill-import-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: scratch });
    try {
      await loadDemoMarketIfEmpty(database, MARKET, pino({ level: 'silent' }));
      admin = await createUser(database.db, { role: 'admin' });
      before = await dayState(database);
      // The day's transaction then lasts seconds at a known point, its records and rollups written:
      // the kill lands in it, not in the load before it (statements of their own, between which the
      // server answers) nor in the analysis after the commit.
      await queryRows(
        database,
        `create function slow_store() returns trigger language plpgsql as $$ begin perform pg_sleep(4); return null; end $$`,
      );
      await queryRows(
        database,
        'create trigger slow_store before insert on stock_trade_days for each statement execute function slow_store()',
      );
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await app?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('leaves no partial day, and the restarted server marks the run interrupted', async () => {
    // The day again, each trade many times over, with other order numbers: a different day's total.
    const file = join(scratch, 'big-day.csv');
    const out = createWriteStream(file);
    out.write(`${TRADE_HEADER}\n`);
    const trades = market.tradesOn(day);
    for (let i = 0; i < BIG_DAY_ROWS; i++) {
      const trade = trades[i % trades.length]!;
      const line = tradeLine({ ...trade, buyOrder: 1_000_000 + i, sellOrder: 2_000_000 + i }, i + 1);
      if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    await new Promise<void>((resolve) => out.end(resolve));

    const child = await spawnChildServer({ ...ACCOUNT_TEST_ENV, DATA_DIR: scratch, LOG_LEVEL: 'warn' });
    const base = child.baseUrl;
    const childServer = { baseUrl: base } as TestServer;
    let killedWhile = '';
    try {
      await waitForChildServer(child);
      const { access_token: token } = await signIn(childServer, admin.email, admin.password);
      const form = new FormData();
      form.append('kind', 'trades');
      form.append('file', await openAsBlob(file), 'big-day.csv');
      const upload = await fetch(`${base}/api/admin/market-data/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(202);
      runId = ((await upload.json()) as { data: { id: string } }).data.id;

      // While the day is stored, its transaction holds PGlite's one connection: the run's own
      // status stops answering for seconds. That is the moment to kill.
      let lastRead = 0;
      let total = 1;
      for (const started = Date.now(); Date.now() - started < 60_000;) {
        const answer = await fetch(`${base}/api/admin/market-data/imports/${runId}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(STALL_MS),
        }).catch(() => null);
        if (!answer) {
          // Reading the file shares the connection in small queries; a long stall near its end is
          // the day's transaction.
          if (lastRead >= total * 0.8) {
            killedWhile = 'storing the day';
            break;
          }
          continue;
        }
        const run = (
          (await answer.json()) as {
            data: { status: string; progress: { bytes_read: number; bytes_total: number } | null };
          }
        ).data;
        expect(run.status === 'queued' || run.status === 'running', `run ${JSON.stringify(run)}`).toBe(true);
        if (run.progress) [lastRead, total] = [run.progress.bytes_read, run.progress.bytes_total];
        await sleep(50);
      }
    } finally {
      child.process.kill('SIGKILL');
    }
    await child.exited;
    expect(killedWhile).toBe('storing the day');

    app = await buildApp(
      loadConfig({
        ...ACCOUNT_TEST_ENV,
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        MARKET_DATA: 'none',
        DATA_DIR: scratch,
        WEB_DIST_DIR: join(scratch, 'no-web-build'),
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    server = {
      app,
      baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    } as TestServer;
    expect(await dayState(app.database)).toEqual(before);
    await queryRows(app.database, 'drop trigger slow_store on stock_trade_days');
    const { access_token: token } = await signIn(server, admin.email, admin.password);
    const run = await call(server, 'GET', `/api/admin/market-data/imports/${runId}`, { token });
    expect(run.body.data).toMatchObject({
      status: 'failed',
      kind: 'trades',
      message: INTERRUPTED_MESSAGE,
      rows_stored: 0,
      progress: null,
    });
    expect(run.body.data.finished_at).not.toBeNull();
  }, 90_000);

  it('lets `npm run import` upload through the server holding the database, printing the run', async () => {
    const file = join(scratch, 'stock-summary.json');
    const record = (code: string, close: number) => ({
      Date: '2026-06-10T00:00:00',
      StockCode: code,
      StockName: `${code} Tbk.`,
      Previous: close,
      OpenPrice: close,
      FirstTrade: close,
      High: close,
      Low: close,
      Close: close,
      Volume: 1000,
      Value: close * 1000,
      Frequency: 3,
      ForeignBuy: 0,
      ForeignSell: 0,
      ListedShares: 1_000_000,
    });
    await writeFile(file, JSON.stringify({ data: [record('BBRI', 4050), record('ZZZZ', 120)] }));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', 'auto', file],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATA_DIR: scratch,
          PORT: new URL(server.baseUrl).port,
          PANTAU_ADMIN_EMAIL: admin.email,
          PANTAU_ADMIN_PASSWORD: admin.password,
        },
      },
    );
    expect(stderr).toContain(`The server holds ${scratch}: importing through it at ${server.baseUrl}`);
    expect(stdout).toMatch(
      /^stock-summary import of stock-summary\.json: done in \d+\.\d s \(run [0-9a-f-]{36}\)$/m,
    );
    expect(stdout).toMatch(/^ {2}rows stored {4}2$/m);
    const [latest] = await queryRows(
      app!.database,
      `select trigger, kind, status, actor_id from import_runs order by created_at desc limit 1`,
    );
    expect(latest).toEqual({ trigger: 'cli', kind: 'stock-summary', status: 'done', actor_id: admin.id });
    expect(
      await queryRows(
        app!.database,
        `select symbol, close from daily_bars where date = '2026-06-10' and symbol in ('BBRI', 'ZZZZ') order by symbol`,
      ),
    ).toEqual([
      { symbol: 'BBRI', close: 4050 },
      { symbol: 'ZZZZ', close: 120 },
    ]);
  }, 30_000);
});
