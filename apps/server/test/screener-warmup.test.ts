import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/accounts.ts';
import { idxJson, stockSummaryRecord, uploadImport, waitForRun } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

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
});
