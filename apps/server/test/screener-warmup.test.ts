import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { BUMP_MARKET_DATA_VERSION_SQL } from '../src/db/market-data-version.ts';
import { startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { idxJson, stockSummaryRecord, uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows, startTestServer } from './support/test-server.ts';

// The trading day after the test market's last one.
const NEXT_DAY = '2026-11-23';

describe.each(databaseKinds)('the screener computed before members ask, on %s', (kind) => {
  let server: MarketTestServer;

  /** The warm-up's log lines: which market day it computed, for how many stocks. */
  const readyFor = (asOf: string) =>
    server
      .logs()
      .filter((line) => line.msg === 'screener ready for the new market data' && line.asOf === asOf);

  async function waitForReady(asOf: string) {
    const deadline = Date.now() + 15_000;
    while (readyFor(asOf).length === 0) {
      if (Date.now() > deadline) throw new Error(`no screener computed for ${asOf}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('computes it at start, and again after an import, without a member asking', async () => {
    await waitForReady(TEST_MARKET.endDate);
    const [atStart] = readyFor(TEST_MARKET.endDate);
    expect(atStart!.stocks).toBeGreaterThan(50);

    const admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    const content = idxJson([stockSummaryRecord(NEXT_DAY, 'BBCA', 9_950)]);
    const upload = await uploadImport(server, admin, 'stock-summary', [{ name: 'summary.json', content }]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(202);
    expect(await waitForRun(server, admin, upload.body.data.id)).toMatchObject({ status: 'done' });
    await waitForReady(NEXT_DAY);

    // The member's first request gets the answer for the new day.
    const answer = await server.get('/api/market/screener');
    expect(answer.body.data.asOf).toBe(NEXT_DAY);
    const bbca = answer.body.data.rows.find((row: { symbol: string }) => row.symbol === 'BBCA');
    expect(bbca).toMatchObject({ lastDate: NEXT_DAY });
  });

  /**
   * A restarted instance has no answer in memory; the one stored with the market data serves its
   * first member at once. Seen from outside by a stored answer made different on purpose: the new
   * instance serves it as long as the market-data version is the one it was stored under.
   */
  it.runIf(kind === 'postgres')(
    'serves a new instance the stored answer until the market data changes',
    async () => {
      const asOf = (await server.get('/api/market/screener')).body.data.asOf as string;
      const stored = () =>
        queryRows<{ as_of: string; version: number }>(
          server.app.database,
          `select as_of::text, market_data_version::int as version from stored_answers where kind = 'screener'`,
        );
      expect(await stored()).toEqual([{ as_of: asOf, version: expect.any(Number) }]);

      const marker = JSON.stringify({ ok: true, data: { asOf, rows: [] } });
      await queryRows(server.app.database, 'update stored_answers set json = $1, br = $2, gzip = $3', [
        marker,
        brotliCompressSync(marker),
        gzipSync(marker),
      ]);

      const raw = server.app.database.raw;
      const url = raw.kind === 'postgres' ? (raw.pool.options.connectionString ?? '') : '';
      const database = await openDatabase({ kind: 'postgres', url, poolMax: 3 });
      const restarted = await startTestServer('postgres', { database, env: ACCOUNT_TEST_ENV });
      try {
        const { user, session } = await signedInUser(restarted);
        await startTrial(database.db, user);
        const screener = () =>
          call(restarted, 'GET', '/api/market/screener', { token: session.access_token });
        expect((await screener()).body).toEqual(JSON.parse(marker));

        // New market data (as an import commits it): the stored answer no longer counts.
        await queryRows(server.app.database, BUMP_MARKET_DATA_VERSION_SQL);
        const deadline = Date.now() + 10_000;
        let answer = await screener();
        while (answer.body.data.rows.length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answer = await screener();
        }
        expect(answer.body.data).toMatchObject({ asOf });
        expect(answer.body.data.rows.length).toBeGreaterThan(50);
        const [{ version }] = (await queryRows<{ version: number }>(
          server.app.database,
          `select value::text::int as version from app_meta where key = 'market_data_version'`,
        )) as [{ version: number }];
        expect(await stored()).toEqual([{ as_of: asOf, version }]);
      } finally {
        await restarted.close();
      }
    },
  );
});
