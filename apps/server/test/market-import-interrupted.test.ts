import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket, type Trade } from '@pantau/market';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { refuseInserts } from './support/refuse-inserts.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

const TRADE_HEADER =
  'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime';
const tradeLine = (t: Trade, code: number) =>
  [
    code,
    t.session,
    t.board,
    t.buyerBroker,
    t.buyerType,
    t.sellerBroker,
    t.sellerType,
    t.symbol,
    t.volume,
    t.price,
    t.date.replaceAll('-', ''),
    t.buyOrder,
    t.sellOrder,
    t.time,
  ].join(',');

const LAST_DAY = TEST_MARKET.endDate;
const NEW_DAY = '2026-11-23';
const FAILING_DAY = '2026-11-24';

/**
 * COMPOSITE's level on `day` over its level on LAST_DAY, straight from the definition: Σ listed
 * shares × close (a member without a bar that day holds its last close), over the members in the
 * index on both days.
 */
const COMPOSITE_RATIO = `
  with members as (
    select m.symbol, i.listed_shares::float8 as shares,
      (select close from daily_bars b where b.symbol = m.symbol and b.date <= $1::date
        and b.date >= m.from_date order by b.date desc limit 1) as before,
      (select close from daily_bars b where b.symbol = m.symbol and b.date <= $2::date
        and b.date >= m.from_date order by b.date desc limit 1) as after
    from index_memberships m join instruments i using (symbol)
    where m.index_code = 'COMPOSITE' and (m.to_date is null or m.to_date > $2::date)
  )
  select sum(shares * after) / sum(shares * before) as ratio from members where before is not null`;

describe.each(databaseKinds)('an import interrupted after its first day, on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const compositeClose = async (date: string) =>
    Number(
      (await sql(`select close from index_bars where code = 'COMPOSITE' and date = $1`, [date]))[0]?.close,
    );

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-interrupted-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('leaves index levels and status on the last committed day', async () => {
    const levelBefore = await compositeClose(LAST_DAY);
    const market = generateDemoMarket(TEST_MARKET);
    const sample = market
      .tradesOn(LAST_DAY)
      .filter((trade) => ['BBCA', 'BBRI', 'TLKM'].includes(trade.symbol));
    const lines = [NEW_DAY, FAILING_DAY].flatMap((date) =>
      sample.map((trade, i) => tradeLine({ ...trade, date, price: trade.price + 25 }, i + 1)),
    );
    const file = join(scratch, 'two-days.csv');
    await writeFile(file, `${[TRADE_HEADER, ...lines].join('\n')}\n`);
    // The database itself fails the second day's load, as a full disk or a lost connection would.
    // On a rollup: a day's trade records go into a table of their own, which a trigger on `trades`
    // would reach only once attached.
    await refuseInserts(server.app.database, 'price_levels', `new.date = '${FAILING_DAY}'`);

    await expect(importTrades(server.app.database, file)).rejects.toThrow(/disk full/);

    const status = await server.get('/api/market/status');
    expect(status.body.data).toMatchObject({ ready: true, asOf: NEW_DAY });
    // An index has a level on each day one of its members traded; none may reach past the failure.
    expect(await sql(`select code from index_bars where date > $1::date`, [NEW_DAY])).toEqual([]);
    expect(await compositeClose(LAST_DAY)).toBeCloseTo(levelBefore, 6);
    const [{ ratio }] = (await sql(COMPOSITE_RATIO, [LAST_DAY, NEW_DAY])) as [{ ratio: number }];
    expect(Number(ratio)).toBeGreaterThan(1);
    expect(await compositeClose(NEW_DAY)).toBeCloseTo(levelBefore * Number(ratio), 6);

    const candles = await server.get(
      `/api/market/candles?symbol=COMPOSITE&from=${LAST_DAY}&to=${FAILING_DAY}`,
    );
    expect(candles.body.data.candles.map((candle: { time: string }) => candle.time)).toEqual([
      LAST_DAY,
      NEW_DAY,
    ]);
  });
});
