import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket } from '@pantau/market';
import { ZGetImportRunResponseSchema, ZListImportRunsResponseSchema } from '@pantau/contracts';
import { openDatabase } from '../src/db/client.ts';
import { INTERRUPTED_MESSAGE } from '../src/modules/market-data/import-runs.repo.ts';
import { startTrial } from './factories/subscriptions.ts';
import { call, signedInUser } from './support/accounts.ts';
import {
  TRADE_HEADER,
  idxJson,
  stockSummaryRecord,
  tradeLine,
  uploadImport,
  waitForRun,
} from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

type Row = Record<string, unknown>;

const SUMMARY_DAY = '2026-06-10';
const LIMIT_BYTES = 64 * 1024;
// Every instance accepts the others' sessions, as behind a load balancer.
const SERVER_ENV = {
  IMPORT_MAX_BYTES: String(LIMIT_BYTES),
  JWT_SECRET: 'market-data-imports-'.padEnd(48, 'k'),
};

type Reader = { name: string; server: TestServer; token: string };

const isoWeek = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

const summaryRecord = (code: string, close: number) => stockSummaryRecord(SUMMARY_DAY, code, close);

describe.each(databaseKinds)('market-data imports API on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const getRun = async (id: string) =>
    ZGetImportRunResponseSchema.parse(
      (await call(server, 'GET', `/api/admin/market-data/imports/${id}`, { token: admin })).body,
    ).data;

  const others: Array<{ server: TestServer }> = [];
  /** This instance, and on PostgreSQL more instances on the same database. */
  const startReaders = async (): Promise<Reader[]> => {
    const readers: Reader[] = [{ name: 'A (importing)', server, token: server.token }];
    if (kind !== 'postgres' || server.app.database.raw.kind !== 'postgres') return readers;
    const url = server.app.database.raw.pool.options.connectionString ?? '';
    const redis = process.env.TEST_REDIS_URL;
    const variants: Array<[string, Record<string, string>]> = [['C (polling)', {}]];
    if (redis) variants.unshift(['B (Redis)', { REDIS_URL: redis }]);
    for (const [name, extra] of variants) {
      const database = await openDatabase({ kind: 'postgres', url, poolMax: 3 });
      const other = await startTestServer('postgres', { database, env: { ...SERVER_ENV, ...extra } });
      others.push({ server: other });
      const { user, session } = await signedInUser(other);
      await startTrial(database.db, user);
      readers.push({ name, server: other, token: session.access_token });
    }
    return readers;
  };

  beforeAll(async () => {
    // The importing instance publishes on Redis when there is one, as in production.
    const redis = process.env.TEST_REDIS_URL;
    server = await startMarketServer(kind, redis ? { ...SERVER_ENV, REDIS_URL: redis } : SERVER_ENV);
    admin = (await signedInUser(server, { role: 'admin', fullName: 'Ada Admin' })).session.access_token;
  });
  afterAll(async () => {
    // Closing an app closes its database too.
    for (const other of others) await other.server.close();
    await server.close();
  });

  it('answers 401 without a session and 403 to a member, before reading any file', async () => {
    const file = [{ name: 'x.csv', content: 'a,b\n1,2\n' }];
    expect((await uploadImport(server, null, 'auto', file)).status).toBe(401);
    expect((await uploadImport(server, server.token, 'auto', file)).status).toBe(403);
    expect(
      (await call(server, 'GET', '/api/admin/market-data/imports', { token: server.token })).status,
    ).toBe(403);
    expect((await call(server, 'GET', '/api/admin/market-data/imports')).status).toBe(401);
  });

  it('refuses an unknown kind, a missing kind or file, and a file before its kind, naming the field', async () => {
    const file = [{ name: 'x.csv', content: 'a,b\n1,2\n' }];
    const badKind = await uploadImport(server, admin, 'candles', file);
    expect(badKind.status).toBe(400);
    expect(badKind.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'kind' });
    expect(badKind.body.error.message).toContain("Unknown import kind 'candles'");

    const noFile = await uploadImport(server, admin, 'trades', []);
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'file' });

    const noKind = await uploadImport(server, admin, null, file);
    expect(noKind.status).toBe(400);
    expect(noKind.body.error).toMatchObject({
      field: 'kind',
      message: 'Send the kind field before the file',
    });

    const notMultipart = await call(server, 'POST', '/api/admin/market-data/imports', {
      token: admin,
      body: { kind: 'trades' },
    });
    expect(notMultipart.status).toBe(400);

    const twoSummaries = await uploadImport(server, admin, 'stock-summary', [...file, ...file]);
    expect(twoSummaries.status).toBe(400);
    expect(twoSummaries.body.error.message).toContain('Only trades take several files');
  });

  it('refuses an oversized upload with 413: on its declared length before authentication, and mid-stream', async () => {
    const big = 'x'.repeat(LIMIT_BYTES + 1);
    // No session at all: the declared length alone is refused, so no auth work is spent on it.
    const declared = await uploadImport(server, null, 'trades', [{ name: 'big.csv', content: big + big }]);
    expect(declared.status).toBe(413);
    expect(declared.body.error.code).toBe('PAYLOAD_TOO_LARGE');

    // Within the declared slack, the file itself is cut at the limit.
    const streamed = await uploadImport(server, admin, 'trades', [{ name: 'big.csv', content: big }]);
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.message).toContain('import limit of');
    expect(await sql('select id from import_runs where file_name = $1', ['big.csv'])).toEqual([]);
  });

  it('answers 400 to a multipart body cut short, and keeps serving', async () => {
    const boundary = 'pantau-cut';
    const body =
      `--${boundary}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ntrades\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cut.csv"\r\n\r\n${TRADE_HEADER}\n1,`;
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL('/api/admin/market-data/imports', server.baseUrl);
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(400);
    expect((await call(server, 'GET', '/api/health')).status).toBe(200);
  });

  it('imports an auto-detected Stock Summary, then finds the same file unchanged and writes nothing', async () => {
    const content = idxJson([summaryRecord('BBRI', 4050), summaryRecord('TLKM', 3020)]);
    const first = await uploadImport(server, admin, 'auto', [{ name: 'stock-summary.json', content }]);
    expect(first.status).toBe(202);
    const done = await waitForRun(server, admin, first.body.data.id);
    expect(done).toMatchObject({
      requested_kind: 'auto',
      kind: 'stock-summary',
      trigger: 'upload',
      actor: { full_name: 'Ada Admin' },
      file_name: 'stock-summary.json',
      file_bytes: Buffer.byteLength(content),
      status: 'done',
      progress: null,
      rows_read: 2,
      rows_stored: 2,
      rows_rejected: 0,
    });
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);
    expect(
      await sql(`select symbol, close, source from daily_bars where date = $1 order by symbol`, [
        SUMMARY_DAY,
      ]),
    ).toEqual(
      expect.arrayContaining([
        { symbol: 'BBRI', close: 4050, source: 'stock-summary' },
        { symbol: 'TLKM', close: 3020, source: 'stock-summary' },
      ]),
    );
    const [row] = await sql('select file_sha256 from import_runs where id = $1', [first.body.data.id]);
    expect(row!.file_sha256).toBe(createHash('sha256').update(content).digest('hex'));

    // Same bytes again: nothing replaced the day since, so nothing is written (the bar edited
    // behind the importer's back stays as it is).
    await sql(`update daily_bars set close = 1 where symbol = 'BBRI' and date = $1`, [SUMMARY_DAY]);
    const again = await uploadImport(server, admin, 'stock-summary', [{ name: 'copy.json', content }]);
    const unchanged = await waitForRun(server, admin, again.body.data.id);
    expect(unchanged).toMatchObject({ status: 'done', rows_stored: 0 });
    expect(unchanged.message).toContain(`Already imported by run ${first.body.data.id}`);
    expect(unchanged.days.every((day: { outcome: string }) => day.outcome === 'unchanged')).toBe(true);
    expect(
      await sql(`select close from daily_bars where symbol = 'BBRI' and date = $1`, [SUMMARY_DAY]),
    ).toEqual([{ close: 1 }]);

    // A different file for the day replaces it; after that the first file counts as new again.
    const newer = idxJson([summaryRecord('BBRI', 4100)]);
    await waitForRun(
      server,
      admin,
      (await uploadImport(server, admin, 'stock-summary', [{ name: 'newer.json', content: newer }])).body.data
        .id,
    );
    const back = await uploadImport(server, admin, 'stock-summary', [
      { name: 'stock-summary.json', content },
    ]);
    expect(await waitForRun(server, admin, back.body.data.id)).toMatchObject({
      status: 'done',
      rows_stored: 2,
    });
  });

  it('fails a file refused as a whole with the importer message, storing nothing', async () => {
    const before = await sql('select count(*)::int as n from daily_bars');
    const content = JSON.stringify({ data: [{ StockCode: 'BBRI', Close: 100 }] });
    const answer = await uploadImport(server, admin, 'stock-summary', [{ name: 'partial.json', content }]);
    const run = await waitForRun(server, admin, answer.body.data.id);
    expect(run).toMatchObject({ status: 'failed', kind: 'stock-summary', rows_stored: 0 });
    expect(run.message).toContain('partial.json is missing required columns: Date, StockName, Previous');
    expect(await sql('select count(*)::int as n from daily_bars')).toEqual(before);

    const unknown = await uploadImport(server, admin, 'auto', [
      { name: 'notes.txt', content: 'hello\nworld\n' },
    ]);
    const undetected = await waitForRun(server, admin, unknown.body.data.id);
    expect(undetected).toMatchObject({ status: 'failed', kind: null });
    expect(undetected.message).toContain('Could not tell the kind of notes.txt');
  });

  it('imports trade records, reporting each unreadable row with its line and reason', async () => {
    const market = generateDemoMarket(TEST_MARKET);
    const day = market.tradeDays.at(-3)!;
    const trades = market
      .tradesOn(day)
      .filter((trade) => trade.symbol === 'BBCA')
      .slice(0, 40);
    expect(trades.length).toBeGreaterThan(10);
    const lines = [
      TRADE_HEADER,
      ...trades.slice(0, 5).map((trade, i) => tradeLine(trade, i + 1)),
      tradeLine({ ...trades[0]!, symbol: 'QQQQ' }, 99),
      ...trades.slice(5).map((trade, i) => tradeLine(trade, i + 6)),
    ];
    const answer = await uploadImport(server, admin, 'auto', [
      { name: 'trades.csv', content: lines.join('\n') },
    ]);
    const run = await waitForRun(server, admin, answer.body.data.id);
    expect(run).toMatchObject({
      kind: 'trades',
      status: 'done',
      rows_read: trades.length + 1,
      rows_stored: trades.length,
      rows_rejected: 1,
      rejected_samples: [{ row: 7, column: '', reason: 'unknown stock QQQQ' }],
    });
    expect(
      await sql(`select count(*)::int as n from trade_records where symbol = 'BBCA' and trade_date = $1`, [
        day,
      ]),
    ).toEqual([{ n: trades.length }]);
  });

  it('answers 409 while the same file is queued or running elsewhere', async () => {
    const content = idxJson([summaryRecord('ASII', 5000)]);
    const sha = createHash('sha256').update(content).digest('hex');
    // Another instance's live run of the same bytes.
    const [other] = await sql(
      `insert into import_runs (requested_kind, trigger, file_name, file_bytes, file_sha256, status, heartbeat_at)
       values ('stock-summary', 'feed', 'feed.json', 10, $1, 'running', now()) returning id`,
      [sha],
    );
    const answer = await uploadImport(server, admin, 'stock-summary', [{ name: 'asii.json', content }]);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('CONFLICT');
    expect(answer.body.error.message).toContain(`already being imported (run ${other!.id})`);
    await sql(`update import_runs set status = 'failed' where id = $1`, [other!.id]);
  });

  it("shows another instance's running import with the bytes and rows of its last heartbeat", async () => {
    // As the instance running it writes it every second.
    const [other] = await sql(
      `insert into import_runs (requested_kind, kind, trigger, file_name, file_bytes, file_sha256, status,
         rows_read, bytes_read, instance, heartbeat_at, started_at)
       values ('trades', 'trades', 'upload', 'day.csv.gz', 80000000, $1, 'running',
         600000, 32000000, 'another-instance', now(), now() - interval '10 seconds') returning id`,
      [createHash('sha256').update('another instance').digest('hex')],
    );
    const run = await getRun(String(other!.id));
    expect(run).toMatchObject({ status: 'running', rows_read: 600_000 });
    expect(run.progress).toMatchObject({ bytes_read: 32_000_000, bytes_total: 80_000_000 });
    // 600,000 rows in about ten seconds.
    expect(run.progress?.rows_per_second).toBeGreaterThan(50_000);
    expect(run.progress?.rows_per_second).toBeLessThanOrEqual(60_000);
    await sql(`update import_runs set status = 'failed' where id = $1`, [other!.id]);
  });

  it.runIf(kind === 'postgres')(
    'fails the runs of an instance whose heartbeat stopped, and leaves live ones running',
    async () => {
      const running = (name: string, secondsSinceBeat: number) =>
        sql(
          `insert into import_runs (requested_kind, trigger, file_name, file_bytes, file_sha256, status, started_at, heartbeat_at)
           values ('trades', 'feed', $1, 1, $2, 'running', now(), now() - make_interval(secs => $3)) returning id`,
          [name, randomUUID(), secondsSinceBeat],
        );
      const [stale] = await running('stale.csv', 60);
      const [live] = await running('live.csv', 0);
      // An instance checks as it starts (and every few seconds after).
      const url =
        server.app.database.raw.kind === 'postgres'
          ? server.app.database.raw.pool.options.connectionString
          : '';
      const database = await openDatabase({ kind: 'postgres', url: url ?? '', poolMax: 2 });
      others.push({ server: await startTestServer('postgres', { database, env: SERVER_ENV }) });
      expect(
        await sql(`select id, status, message from import_runs where id = any($1) order by file_name`, [
          [stale!.id, live!.id],
        ]),
      ).toEqual([
        { id: live!.id, status: 'running', message: null },
        { id: stale!.id, status: 'failed', message: INTERRUPTED_MESSAGE },
      ]);
      await sql(`update import_runs set status = 'failed' where id = $1`, [live!.id]);
    },
  );

  it('lists runs newest first, paginated', async () => {
    const answer = await call(server, 'GET', '/api/admin/market-data/imports?page=1&limit=2', {
      token: admin,
    });
    const data = ZListImportRunsResponseSchema.parse(answer.body).data;
    const [{ n }] = (await sql('select count(*)::int as n from import_runs')) as [{ n: number }];
    expect(data.pagination).toEqual({ page: 1, limit: 2, total: n, totalPages: Math.ceil(n / 2) });
    expect(data.runs).toHaveLength(2);
    expect(data.runs[0]!.created_at >= data.runs[1]!.created_at).toBe(true);
    const newest = await sql('select id from import_runs order by created_at desc, id desc limit 1');
    expect(data.runs[0]!.id).toBe(newest[0]!.id);
    expect(await getRun(data.runs[1]!.id)).toEqual(data.runs[1]);
  });
  /**
   * Memoised answers follow imports: after a re-import of a past day (asOf does not move), every
   * instance answers from the new data within 2 s. On PGlite the importing instance itself; on
   * PostgreSQL also a second instance told through Redis (when TEST_REDIS_URL is set) and a third
   * that only polls the version.
   */
  it('serves a re-imported past day in the screener and the chart of every instance within 2 s', async () => {
    const readers = await startReaders();
    const screener = async (reader: Reader) => {
      const answer = await call(reader.server, 'GET', '/api/market/screener', { token: reader.token });
      expect(answer.status).toBe(200);
      return answer.body.data as {
        asOf: string;
        rows: Array<{ symbol: string; dates: Record<string, number> }>;
      };
    };
    const dailyClose = async (reader: Reader, date: string) => {
      const answer = await call(
        reader.server,
        'GET',
        `/api/market/candles?symbol=BBRI&timeframe=1D&from=${date}`,
        {
          token: reader.token,
        },
      );
      expect(answer.status).toBe(200);
      const candles = answer.body.data.candles as Array<{ time: string; close: number }>;
      return candles.find((candle) => candle.time === date)!.close;
    };
    const before = await Promise.all(readers.map(screener));
    const bbri = (data: (typeof before)[number]) =>
      data.rows.find((row) => row.symbol === 'BBRI')!.dates['W-4'];

    // The screener's W-4 change is the week ending five weeks before asOf's week against the one
    // before it: re-import the last day of that week (a day without trade records) at double price.
    const bars = await queryRows<{ date: string; close: number }>(
      server.app.database,
      `select date::text as date, close from daily_bars where symbol = 'BBRI' and date <= $1 order by date`,
      [before[0]!.asOf],
    );
    const weeks = [...new Set(bars.map((bar) => isoWeek(bar.date)))];
    const week = weeks.at(-5)!;
    const target = bars.filter((bar) => isoWeek(bar.date) === week).at(-1)!;
    const close = target.close * 2;
    // Asked before the import, so each instance holds the old chart in its answer cache.
    for (const reader of readers) expect(await dailyClose(reader, target.date)).toBe(target.close);
    const record = {
      Date: `${target.date}T00:00:00`,
      StockCode: 'BBRI',
      StockName: 'Bank Rakyat Indonesia (Persero) Tbk.',
      Previous: target.close,
      OpenPrice: close,
      FirstTrade: close,
      High: close,
      Low: close,
      Close: close,
      Volume: 1_000_000,
      Value: close * 1_000_000,
      Frequency: 100,
      ForeignBuy: 0,
      ForeignSell: 0,
      ListedShares: 151_559_001_604,
    };
    const upload = await uploadImport(server, admin, 'stock-summary', [
      { name: 'reimport.json', content: JSON.stringify({ data: [record] }) },
    ]);
    expect(upload.status).toBe(202);
    expect(await waitForRun(server, admin, upload.body.data.id)).toMatchObject({
      status: 'done',
      rows_stored: 1,
    });
    const committed = Date.now();

    // A request sent 2 s after the commit must see the new day (the answer itself may take a while
    // to compute on a busy machine: the memo was dropped, so the screener is computed afresh).
    await Promise.all(
      readers.map(async (reader, index) => {
        let sentAt = Date.now();
        let after = await screener(reader);
        while (bbri(after) === bbri(before[index]!) && sentAt - committed < 2_000) {
          await sleep(50);
          sentAt = Date.now();
          after = await screener(reader);
        }
        expect(after.asOf, reader.name).toBe(before[index]!.asOf);
        expect(bbri(after), reader.name).not.toBe(bbri(before[index]!));
        expect(sentAt - committed, reader.name).toBeLessThan(2_000);
        expect(await dailyClose(reader, target.date), reader.name).toBe(close);
      }),
    );
  });
});
