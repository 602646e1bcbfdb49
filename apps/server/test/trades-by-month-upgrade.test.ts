import { describe, expect, it } from 'vitest';
import type { Trade } from '@pantau/market';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { findTradePartitions } from '../src/modules/market/month-partitions.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before trade records were kept in a table per month.
const PREVIOUS_MIGRATION = '20261126154731_stock_trade_days';

// Days on both sides of two month ends.
const DAYS = ['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-30', '2026-11-02'];
const TOTALS = `select trade_date::text as date, count(*)::int as trades, count(distinct symbol)::int as stocks,
  sum(volume)::text as volume, sum(price::bigint * volume)::text as value, sum(seq)::int as seqs,
  string_agg(buyer_broker || seller_type, '' order by symbol, seq) as sides
  from trades group by trade_date order by trade_date`;

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
    return query(TOTALS);
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
