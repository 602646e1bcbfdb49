import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetBrokerFlowData, TLiveBatchEvent, TLiveSummaryEvent } from '@pantau/contracts';
import { openDatabase } from '../src/db/client.ts';
import { readMarketDataVersion } from '../src/db/market-data-version.ts';
import { startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { openEventStream } from './support/event-stream.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The live push: a batch ingested reaches members' Server-Sent Event streams, filtered to what they
 * asked for; a reconnect with Last-Event-ID resumes without gaps or repeats; across instances
 * through Redis.
 */

const TODAY = '2026-11-23';
const NOW = new Date('2026-11-23T03:30:00Z');
const HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';
const redisUrl = process.env.TEST_REDIS_URL;
/** Batches only: the summaries a second later would come between them. */
const BBCA_BATCHES = '?symbols=BBCA&topics=trades,quotes';

/** Trade `n` of today in `symbol` at `price`: the buy order newer, so the buyer lifted the offer. */
const trade = (n: number, symbol: string, price: number) =>
  `${n},1,RG,YP,D,AK,F,${symbol},500,${price},${TODAY},${2 * n + 1},${2 * n},${90000 + n}`;

describe.each(databaseKinds)('the live stream on %s', (kind) => {
  let server: MarketTestServer;
  let key: string;
  let closeOnPrevious: Record<string, number>;
  let number = 0;

  const ingest = async (target: TestServer, rows: string[]) => {
    const response = await fetch(`${target.baseUrl}/api/ingest/trades`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
      body: [HEADER, ...rows].join('\n'),
    });
    expect(response.status).toBe(200);
  };
  const stream = (target: TestServer, token: string, query = '', lastEventId?: string) =>
    openEventStream(`${target.baseUrl}/api/market/stream${query}`, {
      authorization: `Bearer ${token}`,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
  const batchOf = (message: { event?: string; data: string }) => {
    expect(message.event).toBe('batch');
    return JSON.parse(message.data) as TLiveBatchEvent;
  };

  beforeAll(async () => {
    server = await startMarketServer(kind, redisUrl && kind === 'postgres' ? { REDIS_URL: redisUrl } : {}, {
      now: () => NOW,
    });
    const admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
    key = (await call(server, 'POST', '/api/admin/ingest-keys', { token: admin, body: { name: 'feed' } }))
      .body.data.key;
    const closes = await queryRows(
      server.app.database,
      `select symbol, close from daily_bars where date = $1 and symbol in ('BBCA', 'TLKM')`,
      [TEST_MARKET.endDate],
    );
    closeOnPrevious = Object.fromEntries(closes.map((row) => [String(row.symbol), Number(row.close)]));
  });
  afterAll(() => server.close());

  it('is for members: signed out is refused', async () => {
    const anonymous = await openEventStream(`${server.baseUrl}/api/market/stream`, {});
    expect(anonymous.status).toBe(401);
    const bad = await stream(server, server.token, '?topics=orders');
    expect(bad.status).toBe(400);
  });

  it('pushes each batch to the streams that asked for its stocks, with side, change and quote', async () => {
    const all = await stream(server, server.token, '?topics=trades,quotes');
    const tlkmOnly = await stream(server, server.token, '?symbols=TLKM&topics=trades');
    expect(all.status).toBe(200);
    const bbca = closeOnPrevious.BBCA! + 25;
    await ingest(server, [trade(++number, 'BBCA', bbca), trade(++number, 'TLKM', closeOnPrevious.TLKM!)]);

    const event = batchOf(await all.next());
    expect(event.date).toBe(TODAY);
    expect(event.trades.map((t) => [t.number, t.symbol, t.side, t.lot])).toEqual([
      [1, 'BBCA', 'B', 5],
      [2, 'TLKM', 'B', 5],
    ]);
    expect(event.trades[0]!.change).toBe(25);
    expect(event.quotes.find((quote) => quote.symbol === 'BBCA')).toMatchObject({
      last: bbca,
      previousClose: closeOnPrevious.BBCA,
      change: 25,
      volume: 500,
      frequency: 1,
    });

    const filtered = batchOf(await tlkmOnly.next());
    expect(filtered.trades.map((t) => t.symbol)).toEqual(['TLKM']);
    expect(filtered.quotes).toEqual([]);
    // A batch without TLKM sends it nothing at all.
    await ingest(server, [trade(++number, 'BBCA', bbca)]);
    expect(batchOf(await all.next()).trades.map((t) => t.number)).toEqual([3]);
    await expect(tlkmOnly.next(500)).rejects.toThrow('no event');
    all.close();
    tlkmOnly.close();
  });

  it('resumes after a reconnect from Last-Event-ID: what was missed, in order, once', async () => {
    const first = await stream(server, server.token, BBCA_BATCHES);
    await ingest(server, [trade(++number, 'BBCA', closeOnPrevious.BBCA!)]);
    const seen = await first.next();
    first.close();

    await ingest(server, [trade(++number, 'BBCA', closeOnPrevious.BBCA!)]);
    await ingest(server, [trade(++number, 'TLKM', closeOnPrevious.TLKM!)]);
    await ingest(server, [trade(++number, 'BBCA', closeOnPrevious.BBCA!)]);

    const resumed = await stream(server, server.token, BBCA_BATCHES, seen.id);
    const missed = [batchOf(await resumed.next()), batchOf(await resumed.next())];
    expect(missed.flatMap((event) => event.trades.map((t) => t.number))).toEqual([number - 2, number]);
    await ingest(server, [trade(++number, 'BBCA', closeOnPrevious.BBCA!)]);
    expect(batchOf(await resumed.next()).trades.map((t) => t.number)).toEqual([number]);
    expect(resumed.pending()).toEqual([]);
    resumed.close();

    const forgotten = await stream(server, server.token, '', 'gone-1');
    expect((await forgotten.next()).event).toBe('reset');
    forgotten.close();
  });

  it('sends, a second after the batches, the Done Summary, Broker Summary and Broker Flow rows they changed', async () => {
    const summaries = await stream(
      server,
      server.token,
      '?symbols=BBCA&topics=done-summary,broker-summary,broker-flow',
    );
    const otherStock = await stream(server, server.token, '?symbols=TLKM&topics=done-summary');
    const price = closeOnPrevious.BBCA! + 50;
    await ingest(server, [trade(++number, 'BBCA', price)]);
    await ingest(server, [trade(++number, 'BBCA', price), trade(++number, 'BBCA', price + 25)]);

    // Rows are whole, so a later one replaces an earlier one: what a screen holds once the summaries
    // stop (a second's summary may also carry rows of the previous test's last batch).
    const done = new Map<number, TLiveSummaryEvent['doneSummary'][number]>();
    const brokers = new Map<string, TLiveSummaryEvent['brokerSummary'][number]>();
    const points = new Map<string, TLiveSummaryEvent['brokerFlow'][number]>();
    for (;;) {
      const message = await summaries.next(2_500).catch(() => null);
      if (!message) break;
      expect(message.event).toBe('summary');
      const event = JSON.parse(message.data) as TLiveSummaryEvent;
      expect(event.date).toBe(TODAY);
      for (const row of event.doneSummary) done.set(row.price, row);
      for (const row of event.brokerSummary) brokers.set(row.broker, row);
      for (const point of event.brokerFlow) points.set(point.broker, point);
    }
    // Each row is the day so far, counted here from the stored trades themselves.
    const levels = await queryRows(
      server.app.database,
      `select price, count(*)::int as freq, (sum(volume) / 100)::int as lot from trade_records
        where trade_date = $1 and symbol = 'BBCA' and price in ($2, $3) group by price order by price`,
      [TODAY, price, price + 25],
    );
    expect(
      [price, price + 25]
        .map((at) => done.get(at))
        .map((row) => [row?.board, row?.price, row?.tFreq, row?.tLot, row?.bLot]),
    ).toEqual(
      levels.map((row) => ['RG', Number(row.price), Number(row.freq), Number(row.lot), Number(row.lot)]),
    );
    const sides = await queryRows(
      server.app.database,
      `select broker, sum(lot)::int as lot, sum(value)::float8 as value, count(*)::int as freq from (
         select buyer_broker as broker, volume / 100 as lot, price::float8 * volume as value from trade_records
          where trade_date = $1 and symbol = 'BBCA'
         union all
         select seller_broker, -volume / 100, -price::float8 * volume from trade_records
          where trade_date = $1 and symbol = 'BBCA') s group by broker order by broker`,
      [TODAY],
    );
    expect(
      [...brokers.values()]
        .map((row) => [row.broker, row.buyLot - row.sellLot, row.buyValue - row.sellValue])
        .sort(),
    ).toEqual(sides.map((row) => [row.broker, Number(row.lot), Number(row.value)]));
    // Broker Flow's newest point is where the screen's line ends.
    const flow = (
      await call(server, 'GET', `/api/market/broker-flow?symbol=BBCA&date=${TODAY}&brokers=YP,AK`, {
        token: server.token,
      })
    ).body.data as TGetBrokerFlowData;
    expect(
      [...points.values()].map((point) => [point.broker, point.minute, point.netValue, point.netLot]).sort(),
    ).toEqual(
      flow.lines
        .map((line) => [line.code, flow.minutes.at(-1), line.netValue.at(-1), line.netLot.at(-1)])
        .sort(),
    );
    // A stream gets its own stocks' rows only (TLKM's may come from the previous test's batch).
    const otherRows = otherStock
      .pending()
      .flatMap((message) => (JSON.parse(message.data) as TLiveSummaryEvent).doneSummary);
    expect(otherRows.filter((row) => row.symbol !== 'TLKM')).toEqual([]);
    summaries.close();
    otherStock.close();
  });

  it('settles index levels and the market-data version once a second, not per batch, before the summary', async () => {
    const summaries = await stream(server, server.token, '?symbols=TLKM&topics=done-summary');
    const doneSummary = async () =>
      (
        await call(server, 'GET', `/api/market/done-summary?symbol=TLKM&dates=${TODAY}`, {
          token: server.token,
        })
      ).body.data.total[0].tFreq as number;
    // Quiet first: the previous tests' last summary is out of the way.
    while (await summaries.next(1_500).catch(() => null));
    const before = await readMarketDataVersion(server.app.database);
    const tradesBefore = await doneSummary();
    const composite = async () =>
      (
        await queryRows(
          server.app.database,
          `select close from index_bars where code = 'COMPOSITE' and date = $1`,
          [TODAY],
        )
      )[0]?.close;
    const levelBefore = await composite();
    const batches = 6;
    for (let i = 0; i < batches; i++) {
      await ingest(server, [trade(++number, 'TLKM', closeOnPrevious.TLKM! + 25 * (i + 1))]);
    }
    expect((await summaries.next(5_000)).event).toBe('summary');
    while (await summaries.next(1_500).catch(() => null));
    const moves = (await readMarketDataVersion(server.app.database)) - before;
    expect(moves).toBeGreaterThanOrEqual(1);
    expect(moves).toBeLessThan(batches);
    // The answer cached before the batches is not served after them, and the index moved with TLKM.
    expect(await doneSummary()).toBe(tradesBefore + batches);
    expect(await composite()).not.toBe(levelBefore);
    summaries.close();
  });

  it.runIf(kind === 'postgres' && redisUrl)(
    'relays a batch ingested on one instance to a browser on another (PostgreSQL and Redis)',
    async () => {
      const raw = server.app.database.raw;
      if (raw.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const database = await openDatabase({
        kind: 'postgres',
        url: raw.pool.options.connectionString ?? '',
        poolMax: 3,
      });
      const other = await startTestServer('postgres', {
        database,
        env: { ...ACCOUNT_TEST_ENV, REDIS_URL: redisUrl! },
        deps: { now: () => NOW },
      });
      try {
        const { user, session } = await signedInUser(other);
        await startTrial(database.db, user);
        const elsewhere = await stream(other, session.access_token, '?symbols=TLKM&topics=trades');
        expect(elsewhere.status).toBe(200);
        await ingest(server, [trade(++number, 'TLKM', closeOnPrevious.TLKM!)]);
        expect(batchOf(await elsewhere.next()).trades.map((t) => t.number)).toEqual([number]);
        elsewhere.close();
      } finally {
        // Closes the database it was given as well.
        await other.close();
      }
    },
  );
});

describe('the demo replay (DEMO_LIVE)', () => {
  let server: MarketTestServer;
  afterAll(() => server?.close());

  it('replays the last trade-record day as the next trading day, through the same push', async () => {
    server = await startMarketServer('pglite', { DEMO_LIVE: '1', DEMO_LIVE_SPEED: '1000' });
    const live = await openEventStream(`${server.baseUrl}/api/market/stream?topics=trades`, {
      authorization: `Bearer ${server.token}`,
    });
    const first = JSON.parse((await live.next(20_000)).data) as TLiveBatchEvent;
    // The test market ends on Friday 2026-11-20: the replay is Monday's session.
    expect(first.date).toBe('2026-11-23');
    // The replay may have begun before this stream opened: what follows continues without a gap.
    const second = JSON.parse((await live.next(20_000)).data) as TLiveBatchEvent;
    expect(second.trades[0]!.number).toBe(first.trades.at(-1)!.number + 1);
    live.close();
    const days = await queryRows(
      server.app.database,
      `select date::text as date, trades from live_trade_days`,
    );
    expect(days).toEqual([{ date: '2026-11-23', trades: expect.any(Number) }]);
  });
});
