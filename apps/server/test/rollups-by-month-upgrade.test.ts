import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the per-day rollups were kept in a table per month.
const PREVIOUS_MIGRATION = '20261126182452_broker_board_days';

// Days on both sides of two month ends.
const DAYS = ['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-30', '2026-11-02'];

// Each rollup with the rows one day of it gets: q runs 1…n, s over three stocks.
const FILLS: Array<{ table: string; sum: string; insert: string }> = [
  {
    table: 'price_levels',
    sum: 'total_lot',
    insert: `insert into price_levels (symbol, date, board, price, buy_freq, buy_lot, sell_freq, sell_lot, total_freq, total_lot)
      select s, $1::date, 'RG', 1000 + q * 5, q, q * 10 + $2, 1, 5, q + 1, q * 10 + $2 + 5 from STOCKS`,
  },
  {
    table: 'broker_price_levels',
    sum: 'buy_lot',
    insert: `insert into broker_price_levels (symbol, date, board, price, broker, buy_freq, buy_lot, sell_freq, sell_lot)
      select s, $1::date, 'RG', 1000 + q * 5, 'YP', 1, q + $2, 1, q from STOCKS`,
  },
  {
    table: 'broker_days',
    sum: 'buy_value',
    insert: `insert into broker_days (symbol, date, broker, investor_type, buy_lot, buy_value, buy_freq, sell_lot, sell_value, sell_freq)
      select s, $1::date, 'B' || q, 'D', q, q * 100000 + $2, 1, 0, 0, 0 from STOCKS`,
  },
  {
    table: 'broker_board_days',
    sum: 'sell_value',
    insert: `insert into broker_board_days (symbol, date, board, broker, buy_lot, buy_value, buy_freq, sell_lot, sell_value, sell_freq)
      select s, $1::date, 'RG', 'B' || q, 0, 0, 0, q, q * 100000 + $2, 1 from STOCKS`,
  },
  {
    table: 'minute_bars',
    sum: 'volume',
    insert: `insert into minute_bars (symbol, date, minute, open, high, low, close, volume, buy_volume, sell_volume, frequency)
      select s, $1::date, 540 + q, 1000, 1005, 995, 1000, q * 100 + $2, q * 60, q * 40 + $2, q from STOCKS`,
  },
  {
    table: 'minute_price_levels',
    sum: 'ask_volume',
    insert: `insert into minute_price_levels (symbol, date, minute, price, bid_volume, ask_volume)
      select s, $1::date, 540 + q, 1000, q, q * 100 + $2 from STOCKS`,
  },
];
const STOCKS = `unnest(array['BBCA', 'BBRI', 'TLKM']) as s cross join generate_series(1, 20 + $2) as q`;

const totals = (table: string, sum: string) =>
  `select date::text as date, count(*)::int as rows, sum(${sum})::text as total from ${table} group by date order by date`;

describe.each(databaseKinds)('upgrading a populated %s database to rollups by month', (kind) => {
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;
  const before = new Map<string, Array<Record<string, unknown>>>();

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      for (const { table, sum, insert } of FILLS) {
        for (const [d, date] of DAYS.entries()) await query(insert.replace('STOCKS', STOCKS), [date, d]);
        before.set(table, await query(totals(table, sum)));
      }
    });
    database = await upgraded.open();
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('keeps every row of every rollup, each day in the table of its month', async () => {
    for (const { table, sum } of FILLS) {
      const was = before.get(table)!;
      expect(was.map((day) => day.rows)).toEqual([60, 63, 66, 69, 72]);
      expect(await queryRows(database!, totals(table, sum)), table).toEqual(was);
      const homes = await queryRows(
        database!,
        `select date::text as date, tableoid::regclass::text as home from ${table} group by 1, 2 order by 1`,
      );
      expect(homes.map((row) => row.home)).toEqual([
        `${table}_2026_09`,
        `${table}_2026_09`,
        `${table}_2026_10`,
        `${table}_2026_10`,
        `${table}_2026_11`,
      ]);
    }
  });

  it('keeps the indexes the broker screens read', async () => {
    const indexes = await queryRows(
      database!,
      `select indexname as name from pg_indexes where tablename in ('broker_days', 'broker_board_days') order by 1`,
    );
    expect(indexes.map((row) => row.name)).toEqual([
      'broker_board_days_broker_date_idx',
      'broker_board_days_symbol_date_board_broker_pk',
      'broker_days_broker_date_idx',
      'broker_days_date_idx',
      'broker_days_symbol_date_broker_investor_type_pk',
    ]);
  });

  it('makes every rollup’s table of a new month when its first day is stored', async () => {
    await replaceTradeDay(database!, '2026-12-01', [
      {
        date: '2026-12-01',
        time: 90_000,
        session: 1,
        board: 'RG',
        symbol: 'BBCA',
        price: 9_000,
        volume: 500,
        buyerBroker: 'YP',
        buyerType: 'D',
        sellerBroker: 'AK',
        sellerType: 'F',
        buyOrder: 1,
        sellOrder: 2,
      },
    ]);
    for (const { table } of FILLS) {
      const december = await queryRows(
        database!,
        `select tableoid::regclass::text as home, count(*)::int as rows from ${table}
         where date = '2026-12-01' group by 1`,
      );
      expect(december, table).toEqual([
        { home: `${table}_2026_12`, rows: table.startsWith('broker_') ? 2 : 1 },
      ]);
    }
  });
});
