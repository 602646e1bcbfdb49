import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket, type Trade } from '@pantau/market';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { findTradePartitions } from '../src/modules/market/month-partitions.ts';
import { ACCOUNT_TEST_ENV, call } from './support/accounts.ts';
import { TRADE_HEADER, tradeLine } from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

// The test market's trade records run from 9 to 20 November 2026; these days come on top.
const OCTOBER = '2026-10-15';
const SEPTEMBER = '2026-09-15';
// Both servers sign the same tokens, as instances of one deployment do.
const JWT_SECRET = 'retention-test-secret-of-32-characters!';

describe.each(databaseKinds)('keeping trade records for a number of days on %s', (kind) => {
  const market = generateDemoMarket(TEST_MARKET);
  // BBCA's trades of a November day, as if traded on another date.
  const novemberBbca = market.tradesOn(market.tradeDays.at(-1)!).filter((trade) => trade.symbol === 'BBCA');
  const on = (date: string): Trade[] => novemberBbca.map((trade) => ({ ...trade, date }));
  let server: MarketTestServer;
  let restarted: TestServer | undefined;
  let scratch: string;

  const tradesFile = async (date: string) => {
    const path = join(scratch, `${date}.csv`);
    const lines = on(date).map((trade, i) => tradeLine(trade, i + 1));
    await writeFile(path, `${[TRADE_HEADER, ...lines].join('\n')}\n`);
    return path;
  };

  beforeAll(async () => {
    server = await startMarketServer(kind, { JWT_SECRET, TRADE_RECORDS_RETENTION_DAYS: '30' });
    scratch = await mkdtemp(join(tmpdir(), 'pantau-retention-'));
  });
  afterAll(async () => {
    await restarted?.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('drops a month past the window after an import, while every rollup of it stays', async () => {
    await importTrades(server.app.database, await tradesFile(OCTOBER), { retentionDays: 30 });
    // Loading an old day: its rollups are made, then its month of records goes.
    const summary = await importTrades(server.app.database, await tradesFile(SEPTEMBER), {
      retentionDays: 30,
    });
    expect(summary.days).toEqual([{ date: SEPTEMBER, outcome: 'stored' }]);
    expect(summary.notes).toContain('trade records past 30 days dropped: trades_2026_09 (rollups kept)');
    expect([...(await findTradePartitions(server.app.database))].sort()).toEqual([
      'trades_2026_10',
      'trades_2026_11',
    ]);

    const brokers = await server.get(
      `/api/market/broker-summary?symbol=BBCA&from=${SEPTEMBER}&to=${SEPTEMBER}`,
    );
    expect(brokers.status, JSON.stringify(brokers.body)).toBe(200);
    expect(brokers.body.data.netBuyers.length).toBeGreaterThan(0);
    // The market-wide broker screens find the day by its rollups, not by its dropped records.
    const buyer = brokers.body.data.netBuyers[0].broker as string;
    for (const board of ['ALL', 'RG']) {
      const book = await server.get(
        `/api/market/broker-transaction?broker=${buyer}&from=${SEPTEMBER}&to=${SEPTEMBER}&board=${board}`,
      );
      expect(book.status, JSON.stringify(book.body)).toBe(200);
      expect(book.body.data.buySide.map((row: { ticker: string }) => row.ticker)).toContain('BBCA');
    }
    const ranking = await server.get(`/api/market/brokers/ranking?date=${SEPTEMBER}`);
    expect(ranking.body.data).toMatchObject({ date: SEPTEMBER, source: 'trade-records' });
    expect(ranking.body.data.brokers.map((row: { code: string }) => row.code)).toContain(buyer);
    const done = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${SEPTEMBER}`);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.datesWithoutData).toEqual([]);

    const detail = await server.get(`/api/market/done-detail?symbol=BBCA&dates=${SEPTEMBER}`);
    expect(detail.status).toBe(404);
    expect(detail.body.error).toMatchObject({
      code: 'NO_TRADE_RECORDS',
      field: 'dates',
      message:
        'Trade records before 1 Okt 2026 are no longer kept (this server keeps 30 days of them), so BBCA ' +
        'on 15 Sep 2026 cannot be listed trade by trade. Done Summary, Broker Summary and Broker Inventory ' +
        'still cover that day.',
    });
    const kept = await server.get(`/api/market/done-detail?symbol=BBCA&dates=${OCTOBER}`);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.total).toBe(novemberBbca.length);
  });

  it('applies a shorter window when the server starts with it', async () => {
    restarted = await startTestServer(kind, {
      env: { ...ACCOUNT_TEST_ENV, JWT_SECRET, TRADE_RECORDS_RETENTION_DAYS: '20' },
      // The same database, which the first server closes.
      database: { ...server.app.database, close: async () => {} },
    });
    // 20 days back from 20 November keeps 1 November on: October goes whole.
    expect([...(await findTradePartitions(server.app.database))]).toEqual(['trades_2026_11']);
    const detail = await call(restarted, 'GET', `/api/market/done-detail?symbol=BBCA&dates=${OCTOBER}`, {
      token: server.token,
    });
    expect(detail.status).toBe(404);
    expect(detail.body.error.message).toMatch(
      /^Trade records before 1 Nov 2026 are no longer kept \(this server keeps 20 days/,
    );
  });
});
