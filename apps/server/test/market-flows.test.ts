import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@pantau/contracts';
import { call } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;
type Cell = { bFreq: number; bLot: number; sLot: number; sFreq: number; tFreq: number; tLot: number };

/** Independent numbers straight from the stored trade records. */
function rawQuery(server: MarketTestServer) {
  return <T extends Row>(query: string, params: unknown[] = []) =>
    queryRows<T>(server.app.database, query, params);
}

describe.each(databaseKinds)('market flows: lookups and Stock Transaction on %s', (kind) => {
  let server: MarketTestServer;
  let rows: ReturnType<typeof rawQuery>;
  let tradeDates: string[];
  beforeAll(async () => {
    server = await startMarketServer(kind);
    rows = rawQuery(server);
    tradeDates = (
      await rows<{ d: string }>(
        "select distinct to_char(trade_date, 'YYYY-MM-DD') as d from trade_records where symbol = 'BBCA' order by d desc",
      )
    ).map((row) => row.d);
  });
  afterAll(() => server.close());

  it('refuses visitors who are not signed in', async () => {
    const answer = await call(server, 'GET', '/api/market/brokers');
    expect(answer.status).toBe(401);
  });

  it('lists brokers with category and colour group, and finds them by substring', async () => {
    const list = await server.get('/api/market/brokers');
    expect(list.status).toBe(200);
    expect(list.body.data.asOf).toBe(TEST_MARKET.endDate);
    const [count] = await rows<{ n: number }>('select count(*)::int as n from brokers');
    expect(list.body.data.brokers).toHaveLength(count!.n);
    expect(list.body.data.brokers).toContainEqual(
      expect.objectContaining({ code: 'MG', category: 'Lokal', colour: expect.any(String) }),
    );

    const search = await server.get('/api/market/brokers/search?q=mg');
    expect(search.body.data.results[0].code).toBe('MG');
    const many = await server.get('/api/market/brokers/search?q=a');
    expect(many.body.data.results.length).toBeLessThanOrEqual(10);
    for (const broker of many.body.data.results) {
      expect(`${broker.code} ${broker.name}`.toUpperCase()).toContain('A');
    }
    const none = await server.get('/api/market/brokers/search?q=zzzz');
    expect(none.body.data.results).toEqual([]);
  });

  it('lists the dates with trade records, newest first, for a stock and for the market', async () => {
    const answer = await server.get('/api/market/trade-dates?symbol=bbca');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ asOf: TEST_MARKET.endDate, symbol: 'BBCA' });
    expect(answer.body.data.dates).toEqual(tradeDates);
    expect(tradeDates).toHaveLength(TEST_MARKET.tradeDays);
    expect(tradeDates[0]).toBe(TEST_MARKET.endDate);

    const market = await server.get('/api/market/trade-dates');
    const all = await rows<{ d: string }>(
      "select distinct to_char(trade_date, 'YYYY-MM-DD') as d from trade_records order by d desc",
    );
    expect(market.body.data.dates).toEqual(all.map((row) => row.d));

    const unknown = await server.get('/api/market/trade-dates?symbol=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'No tickers found', field: 'symbol' });
  });

  it('builds Done Summary whose TOTAL per date equals the trade records of that day', async () => {
    const dates = [tradeDates[1], tradeDates[0]] as string[];
    const answer = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${dates.join(',')}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      view: 'summary',
      symbol: 'BBCA',
      board: 'ALL',
      dates,
      datesWithoutData: [],
    });
    for (const [column, date] of dates.entries()) {
      const [raw] = await rows<{ lots: number; trades: number }>(
        `select (sum(volume) / 100)::float8 as lots, count(*)::int as trades
         from trade_records where symbol = 'BBCA' and trade_date = $1`,
        [date],
      );
      expect(data.total[column].tLot).toBeCloseTo(raw!.lots, 6);
      expect(data.total[column].tFreq).toBe(raw!.trades);
      // Every trade is buyer- or seller-initiated.
      expect(data.total[column].bFreq + data.total[column].sFreq).toBe(raw!.trades);
      const lots = data.rows.map((row: { cells: Cell[] }) => row.cells[column]!.tLot);
      expect(data.columnMax[column].tLot).toBe(Math.max(...lots));
    }
    const prices = data.rows.map((row: { price: number }) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const rawPrices = await rows<{ price: number }>(
      `select distinct price from trade_records where symbol = 'BBCA' and trade_date = any($1::date[]) order by price desc`,
      [dates],
    );
    expect(prices).toEqual(rawPrices.map((row) => row.price));
  });

  it('filters Done Summary by board and answers empty columns for a date without trades', async () => {
    const date = tradeDates[0] as string;
    const regular = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${date}&board=RG`);
    const [raw] = await rows<{ lots: number | null }>(
      `select (sum(volume) / 100)::float8 as lots from trade_records
       where symbol = 'BBCA' and trade_date = $1 and board = 'RG'`,
      [date],
    );
    expect(regular.body.data.total[0].tLot).toBeCloseTo(raw!.lots ?? 0, 6);

    const quiet = '2026-10-01'; // a trading day before the stored trade records
    const answer = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${date},${quiet}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.dates).toEqual([quiet, date]);
    expect(answer.body.data.datesWithoutData).toEqual([quiet]);
    expect(answer.body.data.total[0]).toEqual({ bFreq: 0, bLot: 0, sLot: 0, sFreq: 0, tFreq: 0, tLot: 0 });
    expect(answer.body.data.total[1].tLot).toBeGreaterThan(0);
  });

  it('builds the Broker Breakdown: each lot has a buying and a selling broker', async () => {
    const date = tradeDates[0] as string;
    const answer = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${date}&view=broker`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.view).toBe('broker');
    const [raw] = await rows<{ lots: number }>(
      `select (sum(volume) / 100)::float8 as lots from trade_records where symbol = 'BBCA' and trade_date = $1`,
      [date],
    );
    expect(data.total[0].bLot).toBeCloseTo(raw!.lots, 6);
    expect(data.total[0].sLot).toBeCloseTo(raw!.lots, 6);
    expect(data.total[0].tLot).toBeCloseTo(2 * raw!.lots, 6);
    const [mg] = await rows<{ lots: number | null }>(
      `select (sum(volume) / 100)::float8 as lots from trade_records
       where symbol = 'BBCA' and trade_date = $1 and buyer_broker = 'MG'`,
      [date],
    );
    const mgBought = data.rows
      .filter((row: { broker: string }) => row.broker === 'MG')
      .reduce((total: number, row: { cells: Cell[] }) => total + row.cells[0]!.bLot, 0);
    expect(mgBought).toBeCloseTo(mg!.lots ?? 0, 6);
  });

  it('validates Done Summary dates and ticker with the spec messages', async () => {
    const eight = [
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ];
    const tooMany = await server.get(`/api/market/done-summary?symbol=BBCA&dates=${eight.join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ message: DATE_MESSAGES.rangeTooLong, field: 'dates' });

    const unknown = await server.get('/api/market/done-summary?symbol=NOPE&dates=2026-11-20');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tickers found');

    const badDate = await server.get('/api/market/done-summary?symbol=BBCA&dates=20-11-2026');
    expect(badDate.status).toBe(400);
  });

  it('pages Done Detail in exchange order with stats over every filtered trade', async () => {
    const dates = [tradeDates[1], tradeDates[0]] as string[];
    const path = `/api/market/done-detail?symbol=BBCA&dates=${dates.join(',')}`;
    const first = await server.get(`${path}&limit=10`);
    expect(first.status).toBe(200);
    const data = first.body.data;
    const [raw] = await rows<{ n: number; volume: number; lo: number; hi: number; value: number }>(
      `select count(*)::int as n, sum(volume)::float8 as volume, min(price) as lo, max(price) as hi,
              sum(price::numeric * volume)::float8 as value
       from trade_records where symbol = 'BBCA' and trade_date = any($1::date[])`,
      [dates],
    );
    expect(data.total).toBe(raw!.n);
    expect(data.trades).toHaveLength(10);
    expect(data.stats.overall).toMatchObject({
      totalTransactions: raw!.n,
      totalVolume: raw!.volume,
      priceRange: { min: raw!.lo, max: raw!.hi },
    });
    expect(data.stats.overall.avgPrice).toBeCloseTo(raw!.value / raw!.volume, 6);
    expect(data.stats.byDate.map((s: { date: string }) => s.date)).toEqual(dates);
    const perDate = data.stats.byDate.map((s: { totalTransactions: number }) => s.totalTransactions);
    expect(perDate[0] + perDate[1]).toBe(raw!.n);
    expect(data.stats.overall.maxRows).toBe(Math.max(...perDate));
    const [brokers] = await rows<{ n: number }>(
      `select count(distinct b)::int as n from (
         select buyer_broker as b from trade_records where symbol = 'BBCA' and trade_date = any($1::date[])
         union all select seller_broker from trade_records where symbol = 'BBCA' and trade_date = any($1::date[])) x`,
      [dates],
    );
    expect(data.stats.overall.uniqueBrokers).toBe(brokers!.n);

    // Latest first: the newest trade of the newest date, shown with its time and labels.
    const [newest] = await rows<{ seq: number; time: number; buyer_type: string }>(
      `select seq, time, buyer_type from trade_records where symbol = 'BBCA' and trade_date = $1 order by seq desc limit 1`,
      [dates[1]],
    );
    const top = data.trades[0];
    expect(top).toMatchObject({ date: dates[1], seq: newest!.seq });
    expect(top.time).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(Number(top.time.replaceAll(':', ''))).toBe(newest!.time);
    expect(top.buyerTypeLabel).toBe(newest!.buyer_type === 'F' ? 'Asing' : 'Indonesia');
    expect(top.lot * 100).toBe(top.shares);

    const second = await server.get(`${path}&limit=10&offset=10`);
    const both = await server.get(`${path}&limit=20`);
    expect([...data.trades, ...second.body.data.trades]).toEqual(both.body.data.trades);

    // A page straddling two dates: the end of the newest date, then the start of the one before.
    const newestCount = data.stats.byDate[1].totalTransactions as number;
    const straddle = await server.get(`${path}&limit=10&offset=${newestCount - 4}`);
    const wide = await server.get(`${path}&limit=${newestCount + 6}`);
    expect(straddle.body.data.trades).toEqual(wide.body.data.trades.slice(newestCount - 4));
    expect(straddle.body.data.trades.map((t: { date: string }) => t.date)).toEqual([
      ...Array(4).fill(dates[1]),
      ...Array(6).fill(dates[0]),
    ]);
    const past = await server.get(`${path}&offset=${raw!.n}`);
    expect(past.body.data.trades).toEqual([]);

    const oldest = await server.get(`${path}&sort=oldest&limit=1`);
    expect(oldest.body.data.trades[0]).toMatchObject({ date: dates[0], seq: 1 });

    expect(data.filterOptions.prices).toEqual(
      (
        await rows<{ price: number }>(
          `select distinct price from trade_records where symbol = 'BBCA' and trade_date = any($1::date[]) order by price desc`,
          [dates],
        )
      ).map((row) => row.price),
    );
    expect(data.filterOptions.brokers).toHaveLength(brokers!.n);
  });

  it('filters Done Detail by broker on either side and by price', async () => {
    const date = tradeDates[0] as string;
    const [busiest] = await rows<{ broker: string; price: number }>(
      `select buyer_broker as broker, price from trade_records where symbol = 'BBCA' and trade_date = $1
       group by buyer_broker, price order by count(*) desc, buyer_broker limit 1`,
      [date],
    );
    const { broker, price } = busiest!;
    const answer = await server.get(
      `/api/market/done-detail?symbol=BBCA&dates=${date}&broker=${broker.toLowerCase()}&limit=1000`,
    );
    const [raw] = await rows<{ n: number }>(
      `select count(*)::int as n from trade_records where symbol = 'BBCA' and trade_date = $1
       and (buyer_broker = $2 or seller_broker = $2)`,
      [date, broker],
    );
    expect(answer.body.data.total).toBe(raw!.n);
    const [rawStats] = await rows<{ volume: number; brokers: number }>(
      `select sum(volume)::float8 as volume,
              (select count(distinct b)::int from trade_records t,
                 lateral (values (t.buyer_broker), (t.seller_broker)) v(b)
               where symbol = 'BBCA' and trade_date = $1 and (buyer_broker = $2 or seller_broker = $2)) as brokers
       from trade_records where symbol = 'BBCA' and trade_date = $1 and (buyer_broker = $2 or seller_broker = $2)`,
      [date, broker],
    );
    expect(answer.body.data.stats.overall).toMatchObject({
      totalTransactions: raw!.n,
      totalVolume: rawStats!.volume,
      uniqueBrokers: rawStats!.brokers,
    });
    for (const trade of answer.body.data.trades) {
      expect([trade.buyerBroker, trade.sellerBroker]).toContain(broker);
    }
    const atPrice = await server.get(`/api/market/done-detail?symbol=BBCA&dates=${date}&price=${price}`);
    const [rawPrice] = await rows<{ n: number }>(
      `select count(*)::int as n from trade_records where symbol = 'BBCA' and trade_date = $1 and price = $2`,
      [date, price],
    );
    expect(atPrice.body.data.total).toBe(rawPrice!.n);
    expect(atPrice.body.data.stats.overall.priceRange).toEqual({ min: price, max: price });
    const [priceBrokers] = await rows<{ n: number }>(
      `select count(distinct b)::int as n from trade_records t, lateral (values (t.buyer_broker), (t.seller_broker)) v(b)
       where symbol = 'BBCA' and trade_date = $1 and price = $2`,
      [date, price],
    );
    expect(atPrice.body.data.stats.overall.uniqueBrokers).toBe(priceBrokers!.n);
    const both = await server.get(
      `/api/market/done-detail?symbol=BBCA&dates=${date}&price=${price}&broker=${broker}&sort=oldest`,
    );
    for (const trade of both.body.data.trades) {
      expect(trade.price).toBe(price);
      expect([trade.buyerBroker, trade.sellerBroker]).toContain(broker);
    }
    expect(both.body.data.total).toBeGreaterThan(0);
  });

  it('validates Done Detail: at most 7 dates, known ticker', async () => {
    const eight = tradeDates.slice(0, 8).join(',');
    const tooMany = await server.get(`/api/market/done-detail?symbol=BBCA&dates=${eight}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ message: DATE_MESSAGES.tooManyDates, field: 'dates' });
    const unknown = await server.get('/api/market/done-detail?symbol=NOPE&dates=2026-11-20');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No tickers found');
  });
});
