import { describe, expect, it } from 'vitest';
import type { Trade } from '@pantau/market';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { findTradePartitions } from '../src/modules/market/month-partitions.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { refuseInserts } from './support/refuse-inserts.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before trade records were kept in a table per month.
const PREVIOUS_MIGRATION = '20261126154731_stock_trade_days';

// Days on both sides of two month ends.
const DAYS = ['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-30', '2026-11-02'];
// Read through trade_records once the codes are stored as numbers (a later release).
const totalsOf = (table: string) => `select trade_date::text as date, count(*)::int as trades,
  count(distinct symbol)::int as stocks, sum(volume)::text as volume, sum(price::bigint * volume)::text as value,
  sum(seq)::int as seqs, string_agg(buyer_broker || seller_type, '' order by symbol, seq) as sides
  from ${table} group by trade_date order by trade_date`;
const TOTALS = totalsOf('trade_records');

const trade = (date: string, symbol: string, seq: number): Trade => ({
  date,
  time: 90_000 + seq,
  session: 1,
  board: 'RG',
  symbol,
  price: 1_000 + seq * 5,
  volume: seq * 100,
  buyerBroker: seq % 2 ? 'YP' : 'CC',
  buyerType: 'D',
  sellerBroker: 'AK',
  sellerType: seq % 3 ? 'D' : 'F',
  buyOrder: seq,
  sellOrder: seq + 1,
});

describe.each(databaseKinds)('upgrading a populated %s database to trade records by month', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    for (const [d, date] of DAYS.entries()) {
      await query(
        `insert into trades (trade_date, symbol, seq, time, session, board, price, volume, buyer_broker,
           buyer_type, seller_broker, seller_type, buy_order, sell_order)
         select $1::date, s, q, 90000 + q, 1, 'RG', 1000 + q * 5 + $2, q * 100 + n, case when q % 2 = 1 then 'YP' else 'CC' end,
           'D', 'AK', case when q % 3 = 0 then 'F' else 'D' end, q, q + 1
           from unnest(array['BBCA', 'BBRI', 'TLKM']) with ordinality as stocks(s, n)
           cross join generate_series(1, 40 + $2) as q`,
        [date, d],
      );
    }
    return query(totalsOf('trades'));
  });

  it('keeps every trade of every day, each in the table of its month', async () => {
    const { database, before } = upgrade;
    expect(before.map((day) => day.trades)).toEqual([120, 123, 126, 129, 132]);
    expect(await queryRows(database, TOTALS)).toEqual(before);
    expect([...(await findTradePartitions(database))].sort()).toEqual([
      'trades_2026_09',
      'trades_2026_10',
      'trades_2026_11',
    ]);
    const homes = await queryRows(
      database,
      `select trade_date::text as date, tableoid::regclass::text as home from trades group by 1, 2 order by 1`,
    );
    expect(homes).toEqual([
      { date: '2026-09-29', home: 'trades_2026_09' },
      { date: '2026-09-30', home: 'trades_2026_09' },
      { date: '2026-10-01', home: 'trades_2026_10' },
      { date: '2026-10-30', home: 'trades_2026_10' },
      { date: '2026-11-02', home: 'trades_2026_11' },
    ]);
  });

  it('makes the table of a new month when its first day is stored, and replaces a day within its month', async () => {
    const { database, before } = upgrade;
    await replaceTradeDay(database, '2026-12-01', [
      trade('2026-12-01', 'BBCA', 1),
      trade('2026-12-01', 'GOTO', 1),
    ]);
    await replaceTradeDay(database, '2026-10-30', [trade('2026-10-30', 'ASII', 1)]);
    expect([...(await findTradePartitions(database))].sort()).toEqual([
      'trades_2026_09',
      'trades_2026_10',
      'trades_2026_11',
      'trades_2026_12',
    ]);
    const days = await queryRows(database, TOTALS);
    expect(days.map((day) => [day.date, day.trades, day.stocks])).toEqual([
      ['2026-09-29', 120, 3],
      ['2026-09-30', 123, 3],
      ['2026-10-01', 126, 3],
      // ASII added beside the three stocks already stored: a day is replaced per stock.
      ['2026-10-30', 130, 4],
      ['2026-11-02', 132, 3],
      ['2026-12-01', 2, 2],
    ]);
    expect(days.slice(0, 3)).toEqual(before.slice(0, 3));
  });
});

describe.each(databaseKinds)('trade records of a month made after the upgrade, on %s', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async () => {});
  const DAY = '2026-12-01';
  const homes = () =>
    queryRows(
      upgrade.database,
      `select t.trade_date::text as date, t.tableoid::regclass::text as home, s.code as symbol, count(*)::int as trades
         from trades t join stock_codes s on s.id = t.stock_id group by 1, 2, 3 order by 1, 3`,
    );

  it('keeps each day in a table of its own that an import replaces whole, other stocks of the day kept', async () => {
    const { database } = upgrade;
    await replaceTradeDay(database, DAY, [trade(DAY, 'BBCA', 1), trade(DAY, 'GOTO', 1)]);
    // A second file of the same day, with another stock.
    await replaceTradeDay(database, DAY, [trade(DAY, 'ASII', 1), trade(DAY, 'ASII', 2)]);
    // The first file again, with one trade more.
    await replaceTradeDay(database, DAY, [trade(DAY, 'BBCA', 1), trade(DAY, 'BBCA', 2)]);
    await replaceTradeDay(database, '2026-12-02', [trade('2026-12-02', 'BBCA', 1)]);
    expect(await homes()).toEqual([
      { date: DAY, home: 'trades_2026_12_01', symbol: 'ASII', trades: 2 },
      { date: DAY, home: 'trades_2026_12_01', symbol: 'BBCA', trades: 2 },
      { date: DAY, home: 'trades_2026_12_01', symbol: 'GOTO', trades: 1 },
      { date: '2026-12-02', home: 'trades_2026_12_02', symbol: 'BBCA', trades: 1 },
    ]);
    // Each day's table has the key the live feed's duplicates are refused by.
    await expect(
      queryRows(
        database,
        `insert into trades select * from trades
          where trade_date = $1 and stock_id = (select id from stock_codes where code = 'BBCA')`,
        [DAY],
      ),
    ).rejects.toThrow(/duplicate key/);
    const tables = await queryRows(
      database,
      `select relname as name, relkind::text as kind from pg_class
        where relname like 'trades\\_2026\\_12%' and relkind in ('r', 'p') order by 1`,
    );
    expect(tables).toEqual([
      { name: 'trades_2026_12', kind: 'p' },
      { name: 'trades_2026_12_01', kind: 'r' },
      { name: 'trades_2026_12_02', kind: 'r' },
    ]);
  });

  it('leaves the day as it was, and no table behind, when its import fails', async () => {
    const { database } = upgrade;
    const before = await homes();
    expect(before).toHaveLength(4);
    await refuseInserts(database, 'minute_bars');
    await expect(replaceTradeDay(database, DAY, [trade(DAY, 'TLKM', 1)])).rejects.toThrow(/disk full/);
    expect(await homes()).toEqual(before);
    expect(await queryRows(database, `select relname from pg_class where relname like '%\\_load%'`)).toEqual(
      [],
    );
  });
});
