import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BROKER_FLOW_BROKERS } from '@pantau/contracts';
import { call } from './support/accounts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Line = { code: string; netValue: number[]; netLot: number[] };
type Net = { broker: string; nbval?: number; nsval?: number };

// IDX's day runs from the pre-opening (08:45) to the end of negotiated trading (16:15), WIB.
const SESSION_OPEN = 8 * 60 + 45;
const SESSION_END = 16 * 60 + 15;
// A stock-day before the last, so that an explicit date is exercised rather than the default.
const DAY = '2026-11-19';

describe.each(databaseKinds)('market flows: Broker Flow on %s', (kind) => {
  let server: MarketTestServer;
  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  it('ends every broker’s line at the net Broker Summary reports for the day, and preselects its top 5 each side', async () => {
    const flow = (await server.get(`/api/market/broker-flow?symbol=BBCA&date=${DAY}`)).body.data;
    const summary = (await server.get(`/api/market/broker-summary?symbol=BBCA&from=${DAY}&to=${DAY}`)).body
      .data;
    const netOf = new Map<string, number>([
      ...(summary.netBuyers as Net[]).map((row) => [row.broker, row.nbval!] as const),
      ...(summary.netSellers as Net[]).map((row) => [row.broker, -row.nsval!] as const),
    ]);

    expect(flow.preselected).toEqual([
      ...(summary.netBuyers as Net[]).slice(0, 5).map((row) => row.broker),
      ...(summary.netSellers as Net[]).slice(0, 5).map((row) => row.broker),
    ]);
    expect(flow.preselected).toHaveLength(10);
    expect((flow.lines as Line[]).map((line) => line.code)).toEqual(flow.preselected);

    // Every active broker's line, asked for in as few requests as the limit allows.
    const codes: string[] = flow.brokers.map((broker: { code: string }) => broker.code);
    const lines: Line[] = [];
    for (let i = 0; i < codes.length; i += MAX_BROKER_FLOW_BROKERS) {
      const batch = codes.slice(i, i + MAX_BROKER_FLOW_BROKERS).join(',');
      const answer = await server.get(`/api/market/broker-flow?symbol=BBCA&date=${DAY}&brokers=${batch}`);
      expect(answer.status).toBe(200);
      lines.push(...answer.body.data.lines);
    }
    expect(lines.map((line) => line.code)).toEqual(codes);
    for (const line of lines) {
      expect(line.netValue.at(-1), line.code).toBe(netOf.get(line.code) ?? 0);
      const broker = flow.brokers.find((candidate: { code: string }) => candidate.code === line.code);
      expect(broker.netValue, line.code).toBe(line.netValue.at(-1));
      expect(broker.netLot, line.code).toBeCloseTo(line.netLot.at(-1)!, 6);
    }
  });

  it('has one entry per minute with trades, in order within the session, defaulting to the latest day', async () => {
    const flow = (await server.get('/api/market/broker-flow?symbol=bbca')).body.data;
    expect(flow.date).toBe(TEST_MARKET.endDate);
    const tradeMinutes = await queryRows<{ minute: number }>(
      server.app.database,
      `select distinct (time / 10000) * 60 + (time / 100) % 100 as minute
       from trade_records where symbol = 'BBCA' and trade_date = $1 order by minute`,
      [TEST_MARKET.endDate],
    );
    expect(flow.minutes).toEqual(tradeMinutes.map((row) => row.minute));
    expect(flow.minutes[0]).toBeGreaterThanOrEqual(SESSION_OPEN);
    expect(flow.minutes.at(-1)).toBeLessThanOrEqual(SESSION_END);
    for (let i = 1; i < flow.minutes.length; i++)
      expect(flow.minutes[i]).toBeGreaterThan(flow.minutes[i - 1]);
    expect(flow.prices).toHaveLength(flow.minutes.length);
    for (const line of flow.lines as Line[]) {
      expect(line.netValue).toHaveLength(flow.minutes.length);
      expect(line.netLot).toHaveLength(flow.minutes.length);
    }
  });

  it('answers members only, with clear errors for a stock, broker or day it cannot show', async () => {
    expect((await call(server, 'GET', '/api/market/broker-flow?symbol=BBCA')).status).toBe(401);

    const stock = await server.get('/api/market/broker-flow?symbol=NOPE');
    expect(stock.status).toBe(404);
    expect(stock.body.error).toMatchObject({ code: 'UNKNOWN_TICKER', message: 'No tickers found' });

    const broker = await server.get(`/api/market/broker-flow?symbol=BBCA&date=${DAY}&brokers=YP,ZZZZ`);
    expect(broker.status).toBe(400);
    expect(broker.body.error).toMatchObject({
      code: 'UNKNOWN_BROKER',
      message: 'No brokers found: ZZZZ',
      field: 'brokers',
    });
    const many = Array.from({ length: MAX_BROKER_FLOW_BROKERS + 1 }, (_, i) => `B${i}`).join(',');
    const tooMany = await server.get(`/api/market/broker-flow?symbol=BBCA&brokers=${many}`);
    expect(tooMany.status).toBe(400);

    // A trading day with only a daily bar: no trade records to build minutes from.
    const noRecords = await server.get('/api/market/broker-flow?symbol=BBCA&date=2026-06-02');
    expect(noRecords.status).toBe(404);
    expect(noRecords.body.error.code).toBe('NO_TRADE_RECORDS');
    expect(noRecords.body.error.message).toMatch(
      /^No trade records for BBCA on 2 Jun 2026\. Trade records for BBCA are stored for /,
    );

    // A Saturday is no trading day: an empty day, as Done Detail answers it.
    const weekend = await server.get('/api/market/broker-flow?symbol=BBCA&date=2026-11-21');
    expect(weekend.status).toBe(200);
    expect(weekend.body.data).toMatchObject({
      minutes: [],
      prices: [],
      brokers: [],
      preselected: [],
      lines: [],
    });
  });
});
