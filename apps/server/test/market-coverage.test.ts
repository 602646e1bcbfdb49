import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStockSummary } from '../src/modules/market/import/import-stock-summary.ts';
import { call, signedInUser } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

// The test market ends on Friday 20 Nov 2026 with ten days of trade records (9–20 Nov); a Stock
// Summary then arrives for Monday 23 Nov alone, as it would on a member's install fed by public data.
const LAST_TRADE_DAY = TEST_MARKET.endDate;
const SUMMARY_DAY = '2026-11-23';
const STORED = '9 Nov 2026 – 20 Nov 2026';

/** BBRI's published day: every figure chosen by hand, against a previous close read from the database. */
const bbriDay = (previous: number) => ({
  open: previous + 10,
  high: previous + 80,
  low: previous - 20,
  close: previous + 50,
  volume: 123_456_700,
  value: 500_000_000_000,
  frequency: 15_000,
  foreignBuy: 45_000_000,
  foreignSell: 30_000_000,
});

const record = (symbol: string, name: string, previous: number, day: ReturnType<typeof bbriDay>) => ({
  No: 1,
  IDStockSummary: 1,
  Date: `${SUMMARY_DAY}T00:00:00`,
  StockCode: symbol,
  StockName: name,
  Remarks: '--U3--------------------------',
  Previous: previous,
  OpenPrice: day.open,
  FirstTrade: day.open,
  High: day.high,
  Low: day.low,
  Close: day.close,
  Change: day.close - previous,
  Volume: day.volume,
  Value: day.value,
  Frequency: day.frequency,
  IndexIndividual: 100,
  Offer: day.close,
  OfferVolume: 1000,
  Bid: day.close,
  BidVolume: 1000,
  ListedShares: 10_000_000_000,
  TradebleShares: 10_000_000_000,
  WeightForIndex: 10_000_000_000,
  ForeignSell: day.foreignSell,
  ForeignBuy: day.foreignBuy,
  DelistingDate: '',
  NonRegularVolume: 0,
  NonRegularValue: 0,
  NonRegularFrequency: 0,
  persen: null,
  percentage: null,
});

describe.each(databaseKinds)('coverage and honest trade-record screens on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  let adminToken: string;
  let previous: number;
  let bbri: ReturnType<typeof bbriDay>;
  const sql = <T extends Row = Row>(query: string, params: unknown[] = []) =>
    queryRows<T>(server.app.database, query, params);

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-coverage-'));
    const stocks = await sql<{ symbol: string; name: string; close: number; listed: number }>(
      `select b.symbol, i.name, b.close, i.listed_shares::float8 as listed
         from daily_bars b join instruments i using (symbol) where b.date = $1 order by b.symbol`,
      [LAST_TRADE_DAY],
    );
    previous = stocks.find((stock) => stock.symbol === 'BBRI')!.close;
    bbri = bbriDay(previous);
    // Every other stock closes unchanged on a small volume, so the market has the whole day.
    const data = stocks.map((stock) =>
      record(
        stock.symbol,
        stock.name,
        stock.close,
        stock.symbol === 'BBRI'
          ? bbri
          : {
              ...bbriDay(stock.close),
              open: stock.close,
              high: stock.close,
              low: stock.close,
              close: stock.close,
              volume: 100_000,
              value: stock.close * 100_000,
              frequency: 10,
              foreignBuy: 0,
              foreignSell: 0,
            },
      ),
    );
    const file = join(scratch, 'stock-summary-20261123.json');
    await writeFile(
      file,
      JSON.stringify({ draw: 0, recordsTotal: data.length, recordsFiltered: data.length, data }),
    );
    await importStockSummary(server.app.database, file);
    adminToken = (await signedInUser(server, { role: 'admin' })).session.access_token;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('the test market stores trade records for 9–20 Nov 2026 only', async () => {
    const [span] = await sql<{ first: string; last: string }>(
      `select min(trade_date)::text as first, max(trade_date)::text as last from trade_records`,
    );
    expect(span).toEqual({ first: '2026-11-09', last: LAST_TRADE_DAY });
    const [bbriSpan] = await sql<{ first: string; last: string }>(
      `select min(date)::text as first, max(date)::text as last from price_levels where symbol = 'BBRI'`,
    );
    expect(bbriSpan).toEqual({ first: '2026-11-09', last: LAST_TRADE_DAY });
  });

  describe('with a Stock Summary alone for the day', () => {
    it('the chart shows the published candle and the change from the previous close', async () => {
      const answer = await server.get('/api/market/candles?symbol=BBRI&timeframe=1D');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data.asOf).toBe(SUMMARY_DAY);
      expect(data.candles.at(-1)).toMatchObject({
        time: SUMMARY_DAY,
        open: bbri.open,
        high: bbri.high,
        low: bbri.low,
        close: bbri.close,
        volume: bbri.volume,
      });
      expect(data.candles.at(-2).time).toBe(LAST_TRADE_DAY);
      expect(data.lastClose).toBe(bbri.close);
      expect(data.change).toBe(50);
    });

    it('the screener and the trend filter price the stock at its published close', async () => {
      const screener = await server.get('/api/market/screener');
      expect(screener.status).toBe(200);
      const row = screener.body.data.rows.find((r: { symbol: string }) => r.symbol === 'BBRI');
      expect(row).toMatchObject({ price: bbri.close, lastDate: SUMMARY_DAY });
      expect(row.percent1d).toBeCloseTo((100 * 50) / previous, 6);

      const trend = await server.get('/api/market/trend?timeframe=3D');
      expect(trend.status).toBe(200);
      const trendRow = trend.body.data.rows.find((r: { symbol: string }) => r.symbol === 'BBRI');
      expect(trendRow.price).toBe(bbri.close);
    });

    it('RRG and seasonality run up to the day', async () => {
      const rrg = await server.get('/api/market/rrg?kind=stock&index=LQ45&items=BBRI&basis=daily');
      expect(rrg.status).toBe(200);
      expect(rrg.body.data.items[0].points.at(-1).date).toBe(SUMMARY_DAY);

      const [october] = await sql<{ close: number }>(
        `select close from daily_bars where symbol = 'BBRI' and date < '2026-11-01' order by date desc limit 1`,
      );
      const seasonality = await server.get('/api/market/seasonality?codes=BBRI');
      expect(seasonality.status).toBe(200);
      const year = seasonality.body.data.series[0].years.find((y: { year: number }) => y.year === 2026);
      const november = year.months.find((m: { month: number }) => m.month === 11);
      expect(november.performance).toBeCloseTo(100 * (bbri.close / october!.close - 1), 6);
    });

    it('foreign flow adds the published foreign buy and sell', async () => {
      const answer = await server.get('/api/market/foreign-flow?symbol=BBRI&days=5');
      expect(answer.status).toBe(200);
      expect(answer.body.data.flows.at(-1)).toMatchObject({
        time: SUMMARY_DAY,
        netBuy: 15_000_000,
        buyVolume: 45_000_000,
        sellVolume: 30_000_000,
      });
    });

    it('every trade-record screen says the day has no trade records and which days do', async () => {
      const bbriMessage = `No trade records for BBRI on 23 Nov 2026. Trade records for BBRI are stored for ${STORED}.`;
      const screens = [
        ['/api/market/broker-summary?symbol=BBRI&from=2026-11-23&to=2026-11-23', bbriMessage],
        ['/api/market/broker-summary?symbol=BBRI&dates=2026-11-23', bbriMessage],
        ['/api/market/inventory?symbol=BBRI&from=2026-11-21&to=2026-11-23', bbriMessage],
        ['/api/market/done-summary?symbol=BBRI&dates=2026-11-23', bbriMessage],
        ['/api/market/done-detail?symbol=BBRI&dates=2026-11-23', bbriMessage],
        ['/api/market/footprint?symbol=BBRI&date=2026-11-23', bbriMessage],
        [
          '/api/market/broker-transaction?broker=LG&from=2026-11-23&to=2026-11-23',
          `No trade records for 23 Nov 2026. Trade records are stored for ${STORED}.`,
        ],
      ] as const;
      for (const [path, message] of screens) {
        const answer = await server.get(path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.error, path).toMatchObject({ code: 'NO_TRADE_RECORDS', message });
      }
      const picked = await server.get('/api/market/done-summary?symbol=BBRI&dates=2026-06-10,2026-11-23');
      expect(picked.body.error.message).toBe(
        `No trade records for BBRI on 10 Jun 2026, 23 Nov 2026. Trade records for BBRI are stored for ${STORED}.`,
      );
    });

    it('a range partly covered answers and names the dates it dropped; a weekend stays an empty answer', async () => {
      const partly = await server.get('/api/market/done-summary?symbol=BBRI&dates=2026-11-20,2026-11-23');
      expect(partly.status).toBe(200);
      expect(partly.body.data.datesWithoutData).toEqual([SUMMARY_DAY]);
      const summary = await server.get(
        '/api/market/broker-summary?symbol=BBRI&from=2026-11-20&to=2026-11-23',
      );
      expect(summary.status).toBe(200);
      expect(summary.body.data.dates).toEqual([LAST_TRADE_DAY]);
      const weekend = await server.get(
        '/api/market/broker-summary?symbol=BBRI&from=2026-11-21&to=2026-11-22',
      );
      expect(weekend.status).toBe(200);
      expect(weekend.body.data).toMatchObject({ dates: [], netBuyers: [], netSellers: [] });
    });
  });

  describe('member coverage', () => {
    it('lists per trading day whether trade records exist and where the bar came from', async () => {
      const answer = await server.get('/api/market/coverage?symbol=bbri&from=2026-11-19&to=2026-11-24');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        asOf: SUMMARY_DAY,
        symbol: 'BBRI',
        from: '2026-11-19',
        to: '2026-11-24',
        days: [
          { date: '2026-11-19', tradeRecords: true, barSource: 'trades', ownership: false },
          { date: '2026-11-20', tradeRecords: true, barSource: 'trades', ownership: false },
          { date: SUMMARY_DAY, tradeRecords: false, barSource: 'stock-summary', ownership: false },
        ],
        tradeRecords: { first: '2026-11-09', last: LAST_TRADE_DAY },
        lastBar: { date: SUMMARY_DAY, source: 'stock-summary' },
      });
    });

    it('market-wide by default over the last month; history before trade records names no source', async () => {
      const market = await server.get('/api/market/coverage');
      expect(market.status).toBe(200);
      const data = market.body.data;
      expect(data).toMatchObject({ symbol: null, from: '2026-10-23', to: SUMMARY_DAY });
      expect(data.lastBar).toEqual({ date: SUMMARY_DAY, source: 'stock-summary' });
      expect(data.days.at(-1)).toMatchObject({ date: SUMMARY_DAY, tradeRecords: false });
      expect(data.days.find((d: { date: string }) => d.date === '2026-11-06')).toMatchObject({
        tradeRecords: false,
        barSource: null,
      });
      expect(data.days.filter((d: { tradeRecords: boolean }) => d.tradeRecords)).toHaveLength(10);
    });

    it('marks the trading days that hold an ownership composition', async () => {
      // KSEI dates its compositions on a month's last trading day; the demo's land on calendar month ends.
      const [{ as_of: asOf }] = (await sql<{ as_of: string }>(
        `select max(as_of)::text as as_of from ownership_compositions
          where symbol = 'BBRI' and as_of in (select date from trading_days)`,
      )) as [{ as_of: string }];
      const answer = await server.get(`/api/market/coverage?symbol=BBRI&from=${asOf}&to=${asOf}`);
      expect(answer.body.data.days).toEqual([expect.objectContaining({ date: asOf, ownership: true })]);
      const [{ n: stocks }] = (await sql<{ n: number }>(
        `select count(distinct symbol)::int as n from ownership_compositions where as_of = $1`,
        [asOf],
      )) as [{ n: number }];
      const calendar = await call(server, 'GET', `/api/admin/market-data/coverage?from=${asOf}&to=${asOf}`, {
        token: adminToken,
      });
      expect(calendar.body.data.days[0]).toMatchObject({ date: asOf, ownership: stocks });
      expect(stocks).toBeGreaterThan(1);
    });

    it('refuses an unknown stock and a range over 400 days', async () => {
      const unknown = await server.get('/api/market/coverage?symbol=ZZZZ');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('No tickers found');
      const long = await server.get('/api/market/coverage?from=2025-01-01&to=2026-02-06');
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe('Coverage covers at most 400 days');
    });
  });

  describe('admin coverage', () => {
    const admin = (path: string) => call(server, 'GET', path, { token: adminToken });

    it('counts each dataset per weekday and says when each was last imported', async () => {
      const finished = '2026-11-24T10:15:00.000Z';
      await sql(
        `insert into import_runs (requested_kind, kind, trigger, file_name, file_bytes, file_sha256, status, finished_at)
         values ('auto', 'ksei-balancepos', 'upload', 'BalanceposEfek20261031.zip', 10, 'a', 'done', $1),
                ('trades', 'trades', 'upload', 'trades.csv', 10, 'b', 'failed', now())`,
        [finished],
      );
      const [{ n: tradesOn20 }] = (await sql<{ n: number }>(
        `select count(*)::int as n from trade_records where trade_date = $1`,
        [LAST_TRADE_DAY],
      )) as [{ n: number }];
      const [{ n: stocks }] = (await sql<{ n: number }>(
        `select count(*)::int as n from daily_bars where date = $1`,
        [SUMMARY_DAY],
      )) as [{ n: number }];

      const answer = await admin('/api/admin/market-data/coverage?from=2026-11-20&to=2026-11-24');
      expect(answer.status).toBe(200);
      const empty = { holiday: null, missing: false, index_summary: 0, broker_summary: 0, ownership: 0 };
      expect(answer.body.data.days).toEqual([
        { date: LAST_TRADE_DAY, trading_day: true, trade_records: tradesOn20, stock_summary: 0, ...empty },
        { date: SUMMARY_DAY, trading_day: true, trade_records: 0, stock_summary: stocks, ...empty },
        // 2026 has an exchange calendar (the demo's): the Tuesday trades, but after the last
        // stored day its data is not missing yet.
        { date: '2026-11-24', trading_day: true, trade_records: 0, stock_summary: 0, ...empty },
      ]);
      expect(tradesOn20).toBeGreaterThan(0);
      const freshness = Object.fromEntries(
        answer.body.data.freshness.map((f: { dataset: string }) => [f.dataset, f]),
      );
      expect(freshness['trade-records']).toEqual({
        dataset: 'trade-records',
        latest_date: LAST_TRADE_DAY,
        last_import_at: null,
      });
      expect(freshness['stock-summary'].latest_date).toBe(SUMMARY_DAY);
      expect(freshness['index-summary']).toEqual({
        dataset: 'index-summary',
        latest_date: null,
        last_import_at: null,
      });
      expect(freshness.ownership.last_import_at).toBe(finished);
    });

    it('refuses ranges over 400 days or backwards, and members', async () => {
      const long = await admin('/api/admin/market-data/coverage?from=2025-01-01&to=2026-02-06');
      expect(long.status).toBe(400);
      expect(long.body.error.message).toBe('Coverage covers at most 400 days');
      const longest = await admin('/api/admin/market-data/coverage?from=2025-01-01&to=2026-02-05');
      expect(longest.status).toBe(200);
      const backwards = await admin('/api/admin/market-data/coverage?from=2026-11-24&to=2026-11-20');
      expect(backwards.status).toBe(400);
      const member = await server.get('/api/admin/market-data/coverage?from=2026-11-20&to=2026-11-24');
      expect(member.status).toBe(403);
    });
  });
});
