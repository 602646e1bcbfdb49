import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '@pantau/contracts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;
type SideRow = { ticker: string; value: number; lot: number; freq: number; avg: number | null };

function rawQuery(server: MarketTestServer) {
  return <T extends Row>(query: string, params: unknown[] = []) =>
    queryRows<T>(server.app.database, query, params);
}

describe.each(databaseKinds)('market flows: Broker Activity on %s', (kind) => {
  let server: MarketTestServer;
  let rows: ReturnType<typeof rawQuery>;
  let tradeDates: string[];
  beforeAll(async () => {
    server = await startMarketServer(kind);
    rows = rawQuery(server);
    tradeDates = (
      await rows<{ d: string }>(
        "select distinct to_char(trade_date, 'YYYY-MM-DD') as d from trade_records order by d desc",
      )
    ).map((row) => row.d);
  });
  afterAll(() => server.close());

  it('sums one broker across tickers from the trade records, both sides', async () => {
    const from = tradeDates[4] as string;
    const to = tradeDates[0] as string;
    const answer = await server.get(`/api/market/broker-transaction?broker=mg&from=${from}&to=${to}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ asOf: TEST_MARKET.endDate, broker: 'MG', from, to, board: 'ALL' });
    expect(data.dates).toEqual(tradeDates.slice(0, 5).reverse());
    const bought = await rows<{ ticker: string; lots: number; value: number; n: number }>(
      `select symbol as ticker, (sum(volume) / 100)::float8 as lots, sum(price::numeric * volume)::float8 as value,
              count(*)::int as n
       from trade_records where buyer_broker = 'MG' and trade_date between $1 and $2 group by symbol`,
      [from, to],
    );
    expect(data.buySide).toHaveLength(bought.length);
    for (const raw of bought) {
      const row = data.buySide.find((r: SideRow) => r.ticker === raw.ticker);
      expect(row).toMatchObject({ value: raw.value, freq: raw.n });
      expect(row.lot).toBeCloseTo(raw.lots, 6);
      expect(row.avg).toBeCloseTo(raw.value / (raw.lots * 100), 6);
    }
    const values = data.buySide.map((r: SideRow) => r.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const [sold] = await rows<{ value: number | null }>(
      `select sum(price::numeric * volume)::float8 as value from trade_records
       where seller_broker = 'MG' and trade_date between $1 and $2`,
      [from, to],
    );
    const soldValue = data.sellSide.reduce((total: number, r: SideRow) => total + r.value, 0);
    expect(soldValue).toBe(sold!.value ?? 0);
  });

  it('limits broker transaction to one board on request', async () => {
    const from = tradeDates[2] as string;
    const to = tradeDates[0] as string;
    const answer = await server.get(
      `/api/market/broker-transaction?broker=MG&from=${from}&to=${to}&board=RG`,
    );
    expect(answer.status).toBe(200);
    const [raw] = await rows<{ value: number | null; n: number }>(
      `select sum(price::numeric * volume)::float8 as value, count(*)::int as n from trade_records
       where buyer_broker = 'MG' and board = 'RG' and trade_date between $1 and $2`,
      [from, to],
    );
    const rowsOf = answer.body.data.buySide as SideRow[];
    expect(rowsOf.reduce((total, r) => total + r.value, 0)).toBe(raw!.value ?? 0);
    expect(rowsOf.reduce((total, r) => total + r.freq, 0)).toBe(raw!.n);
  });

  it('validates broker transaction dates and broker with the spec messages', async () => {
    const reversed = await server.get(
      '/api/market/broker-transaction?broker=MG&from=2026-11-20&to=2026-11-16',
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toMatchObject({ message: DATE_MESSAGES.startAfterEnd, field: 'from' });

    const week = await server.get('/api/market/broker-transaction?broker=MG&from=2026-11-13&to=2026-11-20');
    expect(week.status).toBe(200);
    const long = await server.get('/api/market/broker-transaction?broker=MG&from=2026-11-12&to=2026-11-20');
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ message: DATE_MESSAGES.rangeTooLong, field: 'to' });

    const unknown = await server.get(
      '/api/market/broker-transaction?broker=QQ&from=2026-11-20&to=2026-11-20',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'No brokers found', field: 'broker' });
  });

  it('nets every broker of a ticker into net buyers and net sellers', async () => {
    const from = tradeDates[4] as string;
    const to = tradeDates[0] as string;
    const answer = await server.get(`/api/market/broker-summary?symbol=bbca&from=${from}&to=${to}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ symbol: 'BBCA', investorType: 'all' });
    const net = await rows<{ broker: string; value: number; lots: number }>(
      `select broker, sum(value)::float8 as value, (sum(volume) / 100)::float8 as lots from (
         select buyer_broker as broker, price::numeric * volume as value, volume from trade_records
         where symbol = 'BBCA' and trade_date between $1 and $2
         union all
         select seller_broker, -(price::numeric * volume), -volume from trade_records
         where symbol = 'BBCA' and trade_date between $1 and $2) x
       group by broker`,
      [from, to],
    );
    const buyers = net.filter((row) => row.value > 0);
    const sellers = net.filter((row) => row.value < 0);
    expect(data.netBuyers).toHaveLength(buyers.length);
    expect(data.netSellers).toHaveLength(sellers.length);
    for (const raw of buyers) {
      const row = data.netBuyers.find((r: { broker: string }) => r.broker === raw.broker);
      expect(row.nbval).toBe(raw.value);
      expect(row.nblot).toBeCloseTo(raw.lots, 6);
    }
    for (const raw of sellers) {
      const row = data.netSellers.find((r: { broker: string }) => r.broker === raw.broker);
      expect(row.nsval).toBe(-raw.value);
    }
    const values = data.netBuyers.map((r: { nbval: number }) => r.nbval);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('filters broker summary by the clients’ investor type', async () => {
    const to = tradeDates[0] as string;
    const answer = await server.get(
      `/api/market/broker-summary?symbol=BBCA&from=${to}&to=${to}&investorType=F`,
    );
    expect(answer.status).toBe(200);
    const [raw] = await rows<{ bought: number | null }>(
      `select sum(price::numeric * volume)::float8 as bought from trade_records
       where symbol = 'BBCA' and trade_date = $1 and buyer_type = 'F'`,
      [to],
    );
    const [rawSold] = await rows<{ sold: number | null }>(
      `select sum(price::numeric * volume)::float8 as sold from trade_records
       where symbol = 'BBCA' and trade_date = $1 and seller_type = 'F'`,
      [to],
    );
    const data = answer.body.data;
    const net =
      data.netBuyers.reduce((t: number, r: { nbval: number }) => t + r.nbval, 0) -
      data.netSellers.reduce((t: number, r: { nsval: number }) => t + r.nsval, 0);
    expect(net).toBe((raw!.bought ?? 0) - (rawSold!.sold ?? 0));

    const reversed = await server.get('/api/market/broker-summary?symbol=BBCA&from=2026-11-20&to=2026-11-19');
    expect(reversed.body.error.message).toBe(DATE_MESSAGES.startAfterEnd);
    const long = await server.get('/api/market/broker-summary?symbol=BBCA&from=2026-11-01&to=2026-11-20');
    expect(long.body.error.message).toBe(DATE_MESSAGES.rangeTooLong);
    const unknown = await server.get('/api/market/broker-summary?symbol=NOPE&from=2026-11-20&to=2026-11-20');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'No tickers found', field: 'symbol' });
  });

  it('takes picked dates instead of a range, and a board for broker summary', async () => {
    // Two dates with a gap: the day between must not count.
    const picked = [tradeDates[3] as string, tradeDates[0] as string];
    const transaction = await server.get(
      `/api/market/broker-transaction?broker=MG&dates=${picked.join(',')}`,
    );
    expect(transaction.status).toBe(200);
    expect(transaction.body.data).toMatchObject({ from: picked[0], to: picked[1], dates: picked });
    const [bought] = await rows<{ value: number | null }>(
      `select sum(price::numeric * volume)::float8 as value from trade_records
       where buyer_broker = 'MG' and trade_date = any($1::date[])`,
      [picked],
    );
    const boughtValue = transaction.body.data.buySide.reduce((t: number, r: SideRow) => t + r.value, 0);
    expect(boughtValue).toBe(bought!.value ?? 0);

    const summary = await server.get(
      `/api/market/broker-summary?symbol=BBCA&dates=${picked.join(',')}&board=RG`,
    );
    expect(summary.status).toBe(200);
    expect(summary.body.data).toMatchObject({ board: 'RG', dates: picked });
    const net = await rows<{ broker: string; value: number }>(
      `select broker, sum(value)::float8 as value from (
         select buyer_broker as broker, price::numeric * volume as value from trade_records
         where symbol = 'BBCA' and board = 'RG' and trade_date = any($1::date[])
         union all
         select seller_broker, -(price::numeric * volume) from trade_records
         where symbol = 'BBCA' and board = 'RG' and trade_date = any($1::date[])) x
       group by broker having sum(value) > 0`,
      [picked],
    );
    expect(summary.body.data.netBuyers).toHaveLength(net.length);
    for (const raw of net) {
      const row = summary.body.data.netBuyers.find((r: { broker: string }) => r.broker === raw.broker);
      expect(row.nbval).toBe(raw.value);
    }

    const eight = tradeDates.slice(0, 8).join(',');
    const tooMany = await server.get(`/api/market/broker-transaction?broker=MG&dates=${eight}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(DATE_MESSAGES.tooManyDates);
    const none = await server.get('/api/market/broker-summary?symbol=BBCA');
    expect(none.status).toBe(400);
    // The board rollup has no client type, so the two filters cannot be combined.
    const both = await server.get(
      `/api/market/broker-summary?symbol=BBCA&dates=${picked.join(',')}&board=RG&investorType=F`,
    );
    expect(both.status).toBe(400);
    expect(both.body.error.field).toBe('board');
  });

  it('draws inventory lines from 0 that end at the broker’s net lots of the window', async () => {
    const answer = await server.get('/api/market/inventory?symbol=BBCA&brokers=lg,mg,br');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    // Default window: one month back to asOf.
    expect(data).toMatchObject({ symbol: 'BBCA', from: '2026-10-20', to: TEST_MARKET.endDate });
    const [bars] = await rows<{ n: number }>(
      `select count(*)::int as n from daily_bars where symbol = 'BBCA' and date between '2026-10-20' and '2026-11-20'`,
    );
    expect(data.candles).toHaveLength(bars!.n);
    expect(data.dates).toEqual([...tradeDates].reverse());
    expect(data.brokers.map((line: { broker: string }) => line.broker)).toEqual(['LG', 'MG', 'BR']);
    for (const line of data.brokers) {
      expect(line.colour).toEqual(expect.any(String));
      const [raw] = await rows<{ net: number | null }>(
        `select (sum(case when buyer_broker = $1 then volume else 0 end)
                - sum(case when seller_broker = $1 then volume else 0 end))::float8 / 100 as net
         from trade_records where symbol = 'BBCA'`,
        [line.broker],
      );
      expect(line.points).toHaveLength(data.dates.length);
      expect(line.points.at(-1).cumulativeNetLot).toBeCloseTo(raw!.net ?? 0, 6);
      expect(line.points[0].cumulativeNetLot).toBe(line.points[0].netLot);
    }
  });

  it('ranks the Big 5 by gross lots with shares of the whole market', async () => {
    const answer = await server.get('/api/market/inventory?symbol=BBCA&from=2026-11-01&to=2026-11-20');
    const data = answer.body.data;
    expect(data.brokers.map((line: { broker: string }) => line.broker)).toEqual(['LG', 'MG', 'BR']);
    const gross = await rows<{ broker: string; lots: number }>(
      `select broker, (sum(volume) / 100)::float8 as lots from (
         select buyer_broker as broker, volume from trade_records where symbol = 'BBCA'
         union all select seller_broker, volume from trade_records where symbol = 'BBCA') x
       group by broker order by lots desc, broker limit 5`,
    );
    const [total] = await rows<{ lots: number }>(
      `select (sum(volume) / 100)::float8 as lots from trade_records where symbol = 'BBCA'`,
    );
    expect(data.bigFive.map((row: { broker: string }) => row.broker)).toEqual(gross.map((row) => row.broker));
    for (const [i, row] of data.bigFive.entries()) {
      expect(row.grossLot).toBeCloseTo(gross[i]!.lots, 6);
      expect(row.share).toBeCloseTo((gross[i]!.lots * 100) / (2 * total!.lots), 6);
      expect(row.nbValText).toMatch(/^-?\d+\.\d\dB$/);
    }
  });

  it('validates inventory brokers and window', async () => {
    const eleven = 'LG,MG,BR,RG,CC,PD,XL,YP,AK,BK,ZP';
    const many = await server.get(`/api/market/inventory?symbol=BBCA&brokers=${eleven}`);
    expect(many.status).toBe(400);
    expect(many.body.error.field).toBe('brokers');
    const unknown = await server.get('/api/market/inventory?symbol=BBCA&brokers=LG,QQ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ message: 'No brokers found', field: 'brokers' });
    const yearPlus = await server.get('/api/market/inventory?symbol=BBCA&from=2025-01-01&to=2026-11-20');
    expect(yearPlus.status).toBe(400);
    const year = await server.get('/api/market/inventory?symbol=BBCA&from=2025-11-20&to=2026-11-20');
    expect(year.status).toBe(200);
    expect(year.body.data.candles.length).toBeGreaterThan(200);
    const reversed = await server.get('/api/market/inventory?symbol=BBCA&from=2026-11-20&to=2026-11-01');
    expect(reversed.body.error.message).toBe(DATE_MESSAGES.startAfterEnd);
    const ticker = await server.get('/api/market/inventory?symbol=NOPE');
    expect(ticker.status).toBe(404);
  });

  it('answers the dashboard snapshot in one request', async () => {
    const answer = await server.get('/api/market/broker-activity-snapshot?symbol=bbri');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const latest = tradeDates[0] as string;
    expect(data).toMatchObject({ asOf: TEST_MARKET.endDate, symbol: 'BBRI', date: latest });
    const [raw] = await rows<{ lots: number }>(
      `select (sum(volume) / 100)::float8 as lots from trade_records where symbol = 'BBRI' and trade_date = $1`,
      [latest],
    );
    expect(data.doneSummary.total.tLot).toBeCloseTo(raw!.lots, 6);
    expect(data.doneSummary.rows.length).toBeLessThanOrEqual(10);
    expect(data.netBuyers.length).toBeLessThanOrEqual(5);
    expect(data.netSellers.length).toBeLessThanOrEqual(5);
    expect(data.inventory.brokers.map((line: { broker: string }) => line.broker)).toEqual([
      'LG',
      'MG',
      'BR',
      'RG',
      'CC',
    ]);
    expect(data.inventory.dates).toEqual([...tradeDates].reverse());
    const [cc] = await rows<{ net: number | null }>(
      `select (sum(case when buyer_broker = 'CC' then volume else 0 end)
              - sum(case when seller_broker = 'CC' then volume else 0 end))::float8 / 100 as net
       from trade_records where symbol = 'BBRI'`,
    );
    expect(data.inventory.brokers[4].points.at(-1).cumulativeNetLot).toBeCloseTo(cc!.net ?? 0, 6);
  });
});
