import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket, rollUpTrades } from '@pantau/market';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { call } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

describe.each(databaseKinds)('market data platform on %s', (kind) => {
  let server: MarketTestServer;
  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('refuses market data to visitors who are not signed in', async () => {
    const answer = await call(server, 'GET', '/api/market/status');
    expect(answer.status).toBe(401);
    expect(answer.body.ok).toBe(false);
  });

  it('reports the stored market as ready, as of its last trading day', async () => {
    const answer = await server.get('/api/market/status');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      ready: true,
      asOf: TEST_MARKET.endDate,
      source: 'demo',
      progress: null,
    });
  });

  it('finds tickers by substring, upper-cased, exact match first, at most 10', async () => {
    const exact = await server.get('/api/market/search?q=bbr');
    const symbols = exact.body.data.results.map((row: { symbol: string }) => row.symbol);
    expect(symbols).toEqual(['BBRI']);

    const first = await server.get('/api/market/search?q=bbca');
    expect(first.body.data.results[0]).toMatchObject({
      symbol: 'BBCA',
      sectorName: 'Finance',
      status: 'active',
    });

    const many = await server.get('/api/market/search?q=B');
    expect(many.body.data.results).toHaveLength(10);

    const none = await server.get('/api/market/search?q=ZZZZ');
    expect(none.body.data.results).toEqual([]);
  });

  it('keeps trade records, rollups and daily bars in exact agreement', async () => {
    const rows = (query: string) => queryRows(server.app.database, query);
    const mismatches = await rows(`
      select b.symbol, b.date
      from daily_bars b
      join (select symbol, trade_date, sum(volume) as volume, count(*) as trades
            from trade_records group by symbol, trade_date) t
        on t.symbol = b.symbol and t.trade_date = b.date
      left join (select symbol, date, sum(total_lot) as lots from price_levels group by symbol, date) p
        on p.symbol = b.symbol and p.date = b.date
      where t.volume <> b.volume or t.trades <> b.frequency or p.lots * 100 <> b.volume`);
    expect(mismatches).toEqual([]);
    const [{ days }] = (await rows('select count(distinct trade_date)::int as days from trade_records')) as [
      { days: number },
    ];
    expect(days).toBe(TEST_MARKET.tradeDays);
  });

  it('replaces a trade day atomically: a batch failing halfway leaves the old day intact', async () => {
    const db = server.app.database;
    const count = async (day: string) => {
      const rows = await queryRows<{ n: number; v: string }>(
        db,
        `select count(*)::int as n, coalesce(sum(volume), 0)::bigint as v from trade_records where symbol = 'BBRI' and trade_date = $1`,
        [day],
      );
      return { trades: Number(rows[0]?.n), volume: Number(rows[0]?.v) };
    };
    const market = generateDemoMarket(TEST_MARKET);
    const day = market.tradeDays.at(-1)!;
    const stored = await count(day);
    expect(stored.trades).toBeGreaterThan(0);

    // Half the day replaced with a smaller batch whose last row the database refuses (board too long).
    const trades = market
      .tradesOn(day)
      .filter((trade) => trade.symbol === 'BBRI')
      .slice(0, 10);
    const broken = [...trades, { ...trades[0]!, board: 'XYZ' as 'RG' }];
    await expect(replaceTradeDay(db, day, broken)).rejects.toThrow();
    expect(await count(day)).toEqual(stored);

    const result = await replaceTradeDay(db, day, trades);
    expect(result).toEqual({ date: day, trades: 10, symbols: 1 });
    const replaced = await count(day);
    expect(replaced.trades).toBe(10);
    expect(replaced.volume).toBe(rollUpTrades(trades).dailyBars[0]?.volume);
  });
});
