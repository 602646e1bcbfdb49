import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListFeedsResponseSchema, type TFeed } from '@pantau/contracts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import {
  createTestDatabase,
  databaseKinds,
  queryRows,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

/** One IDX Stock Summary JSON of a day, as the exchange publishes it (floats, every field). */
function stockSummary(
  day: string,
  stocks: Array<{ code: string; open: number; high: number; low: number; close: number }>,
) {
  const data = stocks.map((stock, index) => ({
    No: index + 1,
    Date: `${day}T00:00:00`,
    StockCode: stock.code,
    StockName: `${stock.code} Tbk.`,
    Remarks: '--U3--------------------------',
    Previous: stock.open,
    OpenPrice: stock.open,
    FirstTrade: stock.open,
    High: stock.high,
    Low: stock.low,
    Close: stock.close,
    Change: stock.close - stock.open,
    Volume: 1_000_000.0,
    Value: 1_000_000.0 * stock.close,
    Frequency: 500.0,
    ListedShares: 10_000_000_000.0,
    TradebleShares: 10_000_000_000.0,
    ForeignBuy: 100_000.0,
    ForeignSell: 50_000.0,
  }));
  return JSON.stringify({ draw: 0, recordsTotal: data.length, recordsFiltered: data.length, data });
}

/** The IDX site stand-in: serves what a test published, answers 404 otherwise, counts requests. */
async function startFixtureSite() {
  const files = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const body = files.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fixture site has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    files,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

// Tuesday 10 November 2026, a trading day; 17:00 WIB is 10:00 UTC.
const DAY = '2026-11-10';
const at = (wib: string, day = DAY) => new Date(`${day}T${wib}:00+07:00`);

describe.each(databaseKinds)('scheduled feeds and the inbox on %s, with two instances', (kind) => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let testDatabase: Awaited<ReturnType<typeof createTestDatabase>>;
  let secondDatabase: Database | null = null; // closed by the second instance
  let first: TestServer;
  let second: TestServer;
  let inbox: string;
  let adminToken: string;
  let memberToken: string;
  let now = at('17:00');

  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(first, method, path, { token: adminToken, body });
  const feed = async (feedKind: string): Promise<TFeed> => {
    const answer = await asAdmin('GET', '/api/admin/market-data/feeds');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ZListFeedsResponseSchema.parse(answer.body).data.feeds.find((f) => f.kind === feedKind)!;
  };
  const candle = async (symbol: string, day: string) => {
    const answer = await call(
      first,
      'GET',
      `/api/market/candles?symbol=${symbol}&timeframe=1D&from=${day}&to=${day}`,
      {
        token: memberToken,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.candles as Array<Record<string, number>>;
  };
  const feedRuns = (trigger: string) =>
    queryRows<{ status: string; file_name: string; message: string | null }>(
      testDatabase.database,
      `select status, file_name, message from import_runs where trigger = $1 order by created_at, id`,
      [trigger],
    );

  beforeAll(async () => {
    site = await startFixtureSite();
    inbox = await mkdtemp(join(tmpdir(), 'pantau-inbox-'));
    testDatabase = await createTestDatabase(kind);
    // Two instances of the app: on PostgreSQL each with its own pool, as two servers would be.
    secondDatabase =
      testDatabase.url === null
        ? null
        : await openDatabase({ kind: 'postgres', url: testDatabase.url, poolMax: 3 });
    const env = {
      ...ACCOUNT_TEST_ENV,
      MARKET_DATA: 'none',
      MARKET_FEED_STOCK_SUMMARY_URL: `${site.origin}/files/{yyyy}/StockSummary-{yyyymmdd}.json`,
      MARKET_FEED_STOCK_SUMMARY_AT: '17:30',
      MARKET_FEED_RETRY_MINUTES: '1,5',
      MARKET_FEED_POLL_SECONDS: '0.03',
      MARKET_INBOX_DIR: inbox,
      MARKET_INBOX_POLL_SECONDS: '0.03',
    };
    const start = (database: Database) =>
      startTestServer(kind, {
        env,
        database,
        deps: { now: () => now },
      });
    first = await start(testDatabase.database);
    // On PGlite both share the one in-process database, which the first instance closes.
    second = await start(secondDatabase ?? { ...testDatabase.database, close: async () => {} });
    adminToken = (await signedInUser(first, { role: 'admin' })).session.access_token;
    const member = await signedInUser(first);
    await startTrial(first.app.database.db, member.user);
    memberToken = member.session.access_token;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await testDatabase?.drop();
    await site?.close();
    await rm(inbox, { recursive: true, force: true });
  });

  it('lists each feed with its source and next run, and fetches nothing before its time', async () => {
    expect(await feed('stock-summary')).toEqual({
      kind: 'stock-summary',
      url_template: `${site.origin}/files/{yyyy}/StockSummary-{yyyymmdd}.json`,
      time_wib: '17:30',
      enabled: true,
      source: 'env',
      last_attempt: null,
      next_run_at: '2026-11-10T10:30:00.000Z',
    });
    expect(await feed('trades')).toMatchObject({ url_template: null, enabled: false, next_run_at: null });
    await sleep(150);
    expect(site.requests).toEqual([]);
  });

  it('retries a file not yet published (404) and imports it once it is, on one instance only', async () => {
    now = at('17:31');
    const waiting = await waitFor('the first attempt', async () => {
      const current = await feed('stock-summary');
      return current.last_attempt?.outcome === 'failed' && current;
    });
    expect(waiting.last_attempt).toMatchObject({
      market_date: DAY,
      retry_at: at('17:32').toISOString(),
    });
    expect(waiting.last_attempt?.message).toContain('HTTP 404');
    expect(waiting.last_attempt?.message).toContain('try 1 of 3, next at 17:32 WIB');
    expect(waiting.next_run_at).toBe(at('17:32').toISOString());
    // Several polls of both instances later, still the one request: the retry waits for its time.
    await sleep(150);
    expect(site.requests).toEqual(['/files/2026/StockSummary-20261110.json']);

    site.files.set(
      '/files/2026/StockSummary-20261110.json',
      stockSummary(DAY, [
        { code: 'BBRI', open: 4000, high: 4100, low: 3980, close: 4050 },
        { code: 'TLKM', open: 3000, high: 3050, low: 2990, close: 3020 },
      ]),
    );
    now = at('17:32');
    const done = await waitFor('the import', async () => {
      const current = await feed('stock-summary');
      return current.last_attempt?.outcome === 'done' && current;
    });
    expect(done.last_attempt).toMatchObject({ market_date: DAY, retry_at: null });
    expect(done.last_attempt?.run_id).toMatch(/^[0-9a-f-]{36}$/);
    // Wednesday's file, at its time.
    expect(done.next_run_at).toBe(at('17:30', '2026-11-11').toISOString());
    // Unless the stored exchange calendar closes Wednesday: then Thursday's.
    await queryRows(
      testDatabase.database,
      `insert into exchange_holidays (date, name) values ('2026-11-11', 'Test')`,
    );
    expect((await feed('stock-summary')).next_run_at).toBe(at('17:30', '2026-11-12').toISOString());
    await queryRows(testDatabase.database, `delete from exchange_holidays`);
    await sleep(150);
    expect(site.requests).toHaveLength(2);
    expect(await feedRuns('feed')).toEqual([
      expect.objectContaining({
        status: 'failed',
        file_name: `${site.origin}/files/2026/StockSummary-20261110.json`,
      }),
      expect.objectContaining({ status: 'done', file_name: 'StockSummary-20261110.json' }),
    ]);
    expect(await candle('BBRI', DAY)).toMatchObject([{ open: 4000, high: 4100, low: 3980, close: 4050 }]);
    expect(await candle('TLKM', DAY)).toMatchObject([{ open: 3000, high: 3050, low: 2990, close: 3020 }]);
  });

  it('gives up for the day after the last retry', async () => {
    // Index Summary, set on the admin page, is never published in this test.
    const saved = await asAdmin('PUT', '/api/admin/market-data/feeds/index-summary', {
      url_template: `${site.origin}/index/IndexSummary-{yyyymmdd}.json`,
      time_wib: '17:45',
      enabled: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const [time, retryAt] of [
      ['17:45', '17:46'],
      ['17:46', '17:51'],
    ] as const) {
      now = at(time);
      await waitFor(
        `the try at ${time} to schedule one at ${retryAt}`,
        async () => (await feed('index-summary')).last_attempt?.retry_at === at(retryAt).toISOString(),
      );
    }
    now = at('17:51');
    const gaveUp = await waitFor('giving up', async () => {
      const current = await feed('index-summary');
      return current.last_attempt?.message?.includes('gave up') && current;
    });
    expect(gaveUp.last_attempt).toMatchObject({ outcome: 'failed', retry_at: null });
    expect(gaveUp.last_attempt?.message).toContain('gave up for the day after 3 tries');
    expect(gaveUp.next_run_at).toBe(at('17:45', '2026-11-11').toISOString());
    now = at('19:00');
    await sleep(150);
    expect(site.requests.filter((path) => path.startsWith('/index/'))).toHaveLength(3);
  });

  it("takes over a claim whose instance stopped beating, fetching last month's Balancepos", async () => {
    // An instance died an hour ago while fetching October's file (the 31st is a Saturday).
    await queryRows(
      testDatabase.database,
      `insert into market_feed_days (kind, market_date, status, attempts, claimed_by, claimed_at, last_attempt_at)
       values ('ksei-balancepos', '2026-10-30', 'running', 1, 'a-dead-instance', now() - interval '1 hour', $1)`,
      [at('09:00').toISOString()],
    );
    site.files.set(
      '/ksei/BalanceposEfek20261030.txt',
      [
        'Date|Code|Type|Sec. Num|Price|Local IS|Local CP|Local PF|Local IB|Local ID|Local MF|Local SC|Local FD|Local OT|Total|Foreign IS|Foreign CP|Foreign PF|Foreign IB|Foreign ID|Foreign MF|Foreign SC|Foreign FD|Foreign OT|Total',
        '30-OCT-2026|BBRI|EQUITY|2000|4050|0|0|0|0|1500|0|0|0|0|1500|0|0|0|0|0|500|0|0|0|500',
      ].join('\n'),
    );
    const saved = await asAdmin('PUT', '/api/admin/market-data/feeds/ksei-balancepos', {
      url_template: `${site.origin}/ksei/BalanceposEfek{yyyymmdd}.txt`,
      time_wib: '09:00',
      enabled: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const done = await waitFor('the takeover', async () => {
      const current = await feed('ksei-balancepos');
      return current.last_attempt?.outcome === 'done' && current;
    });
    expect(done.last_attempt?.market_date).toBe('2026-10-30');
    // November's file is done: the next is December's, on its first trading day.
    expect(done.next_run_at).toBe(at('09:00', '2026-12-01').toISOString());
    expect(site.requests.filter((path) => path.startsWith('/ksei/'))).toEqual([
      '/ksei/BalanceposEfek20261030.txt',
    ]);
    const stored = await queryRows(
      testDatabase.database,
      `select symbol, side, trim(category) as category, shares::int as shares from ownership_compositions
        where as_of = '2026-10-30' and shares > 0 order by side`,
    );
    expect(stored).toEqual([
      { symbol: 'BBRI', side: 'foreign', category: 'MF', shares: 500 },
      { symbol: 'BBRI', side: 'local', category: 'ID', shares: 1500 },
    ]);
  });

  it('saves a feed on the admin page over the environment, refusing unusable URLs and times', async () => {
    const put = (body: unknown) => asAdmin('PUT', '/api/admin/market-data/feeds/trades', body);
    for (const [body, problem] of [
      [{ url_template: 'ftp://files.example/{yyyymmdd}.csv', time_wib: '18:00', enabled: true }, 'http'],
      [{ url_template: 'file:///etc/passwd', time_wib: '18:00', enabled: true }, 'http'],
      [{ url_template: 'https://files.example/{date}.csv', time_wib: '18:00', enabled: true }, '{date}'],
      [{ url_template: 'https://files.example/{yyyymmdd}.csv', time_wib: '24:00', enabled: true }, 'HH:MM'],
    ] as const) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body.error)).toContain(problem);
    }
    const member = await call(first, 'PUT', '/api/admin/market-data/feeds/trades', {
      token: memberToken,
      body: { url_template: 'https://files.example/{yyyymmdd}.csv', time_wib: '18:00', enabled: true },
    });
    expect(member.status).toBe(403);

    const saved = await put({
      url_template: 'https://files.example/t/{yyyy}{mm}{dd}.csv',
      time_wib: '18:15',
      enabled: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      kind: 'trades',
      url_template: 'https://files.example/t/{yyyy}{mm}{dd}.csv',
      time_wib: '18:15',
      enabled: false,
      source: 'admin',
      next_run_at: null,
    });
    expect(await feed('trades')).toMatchObject({ source: 'admin', enabled: false });
  });

  it("goes back to the environment's settings when the page's are dropped", async () => {
    const fromEnv = await feed('stock-summary');
    expect(fromEnv).toMatchObject({ source: 'env', time_wib: '17:30', enabled: true });
    const saved = await asAdmin('PUT', '/api/admin/market-data/feeds/stock-summary', {
      url_template: fromEnv.url_template,
      time_wib: '18:05',
      enabled: false,
    });
    expect(saved.body.data).toMatchObject({ source: 'admin', time_wib: '18:05', enabled: false });

    const member = await call(first, 'DELETE', '/api/admin/market-data/feeds/stock-summary', {
      token: memberToken,
    });
    expect(member.status).toBe(403);
    expect(await feed('stock-summary')).toMatchObject({ source: 'admin', time_wib: '18:05' });

    const reset = await asAdmin('DELETE', '/api/admin/market-data/feeds/stock-summary');
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data).toEqual(fromEnv);
    expect(await feed('stock-summary')).toEqual(fromEnv);
    // Nothing saved any more: dropping it again changes nothing.
    expect((await asAdmin('DELETE', '/api/admin/market-data/feeds/stock-summary')).body.data).toEqual(
      fromEnv,
    );
  });

  it('runs a feed now for an earlier market date, refusing future dates and feeds without a URL', async () => {
    site.files.set(
      '/files/2026/StockSummary-20261109.json',
      stockSummary('2026-11-09', [{ code: 'BBRI', open: 3900, high: 3990, low: 3880, close: 3950 }]),
    );
    const run = await asAdmin('POST', '/api/admin/market-data/feeds/stock-summary/run', {
      date: '2026-11-09',
    });
    expect(run.status, JSON.stringify(run.body)).toBe(202);
    expect(run.body.data).toEqual({ kind: 'stock-summary', market_date: '2026-11-09', run_id: null });
    await waitFor('the run', async () => {
      const current = await feed('stock-summary');
      return current.last_attempt?.market_date === '2026-11-09' && current.last_attempt.outcome === 'done';
    });
    expect(await candle('BBRI', '2026-11-09')).toMatchObject([{ open: 3900, close: 3950 }]);

    const future = await asAdmin('POST', '/api/admin/market-data/feeds/stock-summary/run', {
      date: '2026-11-11',
    });
    expect(future.status).toBe(400);
    const noUrl = await asAdmin('POST', '/api/admin/market-data/feeds/broker-summary/run', {});
    expect(noUrl.status).toBe(409);
    expect(noUrl.body.error.message).toBe('Set the URL of this feed before running it');
  });

  it('fetches the days missed while no instance ran, once each, before the day’s own time', async () => {
    // No instance ran on Wednesday 11 and Thursday 12; it is Friday morning, before any feed's time.
    for (const [day, close] of [
      ['2026-11-11', 4080],
      ['2026-11-12', 4120],
    ] as const) {
      site.files.set(
        `/files/2026/StockSummary-${day.replaceAll('-', '')}.json`,
        stockSummary(day, [{ code: 'BBRI', open: 4050, high: 4150, low: 4000, close }]),
      );
    }
    const before = site.requests.length;
    now = at('09:00', '2026-11-13');
    await waitFor('both missed Stock Summaries', async () => {
      const [wednesday, thursday] = await Promise.all([
        candle('BBRI', '2026-11-11'),
        candle('BBRI', '2026-11-12'),
      ]);
      return wednesday.length === 1 && thursday.length === 1;
    });
    expect(await candle('BBRI', '2026-11-11')).toMatchObject([{ close: 4080 }]);
    expect(await candle('BBRI', '2026-11-12')).toMatchObject([{ close: 4120 }]);
    // Index Summary was given up on the 10th and is never published here: one try for each missed
    // day, no retries. Friday's own files wait for 17:30 and 17:45; Balancepos is monthly.
    const missedIndexSummaries = ['/index/IndexSummary-20261111.json', '/index/IndexSummary-20261112.json'];
    await waitFor('the missed Index Summaries tried', async () =>
      missedIndexSummaries.every((path) => site.requests.includes(path)),
    );
    // Several polls of both instances later, nothing more: no retries, no second fetch of a day.
    await sleep(200);
    expect(site.requests.slice(before).sort()).toEqual([
      '/files/2026/StockSummary-20261111.json',
      '/files/2026/StockSummary-20261112.json',
      '/index/IndexSummary-20261111.json',
      '/index/IndexSummary-20261112.json',
    ]);
  });

  it('imports a file dropped in the inbox once, moves it to done/, and a bad one to failed/ with its error', async () => {
    // Written under a partial name and renamed when complete, as a careful copy does.
    await writeFile(
      join(inbox, 'StockSummary-20261106.json.part'),
      stockSummary('2026-11-06', [{ code: 'ASII', open: 5000, high: 5100, low: 4950, close: 5075 }]),
    );
    await writeFile(join(inbox, '.hidden.json'), 'ignored');
    await writeFile(join(inbox, 'notes.json'), '{"hello": "world"}');
    await sleep(100);
    await rename(join(inbox, 'StockSummary-20261106.json.part'), join(inbox, 'StockSummary-20261106.json'));

    await waitFor('both files handled', async () => {
      const [done, failed] = await Promise.all([
        readdir(join(inbox, 'done')),
        readdir(join(inbox, 'failed')),
      ]);
      return done.length === 1 && failed.length === 2;
    });
    expect(await readdir(join(inbox, 'done'))).toEqual(['StockSummary-20261106.json']);
    expect((await readdir(join(inbox, 'failed'))).sort()).toEqual(['notes.json', 'notes.json.error.txt']);
    expect(await readFile(join(inbox, 'failed', 'notes.json.error.txt'), 'utf8')).toBe(
      'Could not tell the kind of notes.json from its content (JSON without StockCode, IndexCode or IDFirm fields). Choose the kind instead of auto.\n',
    );
    expect((await readdir(inbox)).sort()).toEqual(['.hidden.json', 'done', 'failed', 'processing']);
    expect(await readdir(join(inbox, 'processing'))).toEqual([]);
    expect(await candle('ASII', '2026-11-06')).toMatchObject([
      { open: 5000, high: 5100, low: 4950, close: 5075 },
    ]);
    await sleep(100);
    const inboxRuns = await feedRuns('inbox');
    expect(inboxRuns.sort((a, b) => (a.file_name < b.file_name ? -1 : 1))).toEqual([
      expect.objectContaining({ status: 'done', file_name: 'StockSummary-20261106.json' }),
      expect.objectContaining({ status: 'failed', file_name: 'notes.json' }),
    ]);
  });
});
