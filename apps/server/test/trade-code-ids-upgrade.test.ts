import { describe, expect, it } from 'vitest';
import type { Trade } from '@pantau/market';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before trade records stored their codes as numbers and their board and sides as bytes.
const PREVIOUS_MIGRATION = '20261127213925_daily_bars_key_with_prices';

// A month of one table (made before months were split by day) and a month split by day.
const DAYS = ['2026-10-29', '2026-10-30', '2026-11-19', '2026-11-20'];
// Codes of every shape IDX uses: shares, a warrant, an ETF; brokers of letters and digits.
const STOCKS = ['BBCA', 'BBCA-W', 'R-LQ45X', 'TLKM'];
const BROKERS = ['YP', 'CC', 'AK', 'D1', 'ZP'];

// Everything a trade holds, per day, with its codes spelled out.
const totalsOf = (table: string) => `select trade_date::text as date, count(*)::int as trades,
  count(distinct symbol)::int as stocks, sum(volume)::text as volume, sum(price::bigint * volume)::text as value,
  sum(seq)::int as seqs, sum(time)::int as times, sum(buy_order + sell_order)::text as orders,
  string_agg(symbol || ':' || buyer_broker || buyer_type || '>' || seller_broker || seller_type || board || session,
             ',' order by symbol, seq) as sides
  from ${table} group by trade_date order by trade_date`;

const trade = (date: string, symbol: string, seq: number, buyerBroker: string): Trade => ({
  date,
  time: 90_000 + seq,
  session: 1,
  board: 'RG',
  symbol,
  price: 1_000 + seq * 5,
  volume: seq * 100,
  buyerBroker,
  buyerType: 'D',
  sellerBroker: 'YP',
  sellerType: 'F',
  buyOrder: seq,
  sellOrder: seq + 1,
});

describe.each(databaseKinds)('upgrading a populated %s database to trade codes stored as numbers', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(
      `create table trades_2026_10 partition of trades for values from ('2026-10-01') to ('2026-11-01')`,
    );
    await query(
      `create table trades_2026_11 partition of trades for values from ('2026-11-01') to ('2026-12-01')
         partition by range (trade_date)`,
    );
    for (const day of DAYS.slice(2)) {
      await query(
        `create table trades_${day.replaceAll('-', '_')} partition of trades_2026_11
           for values from ('${day}') to ('${day}'::date + 1)`,
      );
    }
    for (const [d, date] of DAYS.entries()) {
      await query(
        `insert into trades (trade_date, symbol, seq, time, session, board, price, volume, buyer_broker,
           buyer_type, seller_broker, seller_type, buy_order, sell_order)
         select $1::date, s, q, 90000 + q, 1 + q % 2, case when q % 7 = 0 then 'NG' when q % 11 = 0 then 'TN' else 'RG' end,
           1000 + q * 5 + $2, q * 100 + n, ($3::text[])[1 + (q + n) % 5], case when q % 3 = 0 then 'F' else 'D' end,
           ($3::text[])[1 + (q * 2 + $2) % 5], case when q % 4 = 0 then 'F' else 'D' end, 1000000000 + q, q + 1
           from unnest($4::text[]) with ordinality as stocks(s, n)
           cross join generate_series(1, 30 + $2) as q`,
        [date, d, BROKERS, STOCKS],
      );
    }
    return query(totalsOf('trades'));
  });

  it('keeps every trade of every day, each code read back as it was stored', async () => {
    const { database, before } = upgrade;
    expect(before.map((day) => day.trades)).toEqual([120, 124, 128, 132]);
    expect(await queryRows(database, totalsOf('trade_records'))).toEqual(before);
    const columns = await queryRows(
      database,
      `select column_name as name, data_type as type from information_schema.columns
        where table_name = 'trades' and column_name in ('stock_id', 'buyer_id', 'seller_id', 'board', 'buyer_type',
          'seller_type') order by 1`,
    );
    expect(columns).toEqual([
      { name: 'board', type: '"char"' },
      { name: 'buyer_id', type: 'smallint' },
      { name: 'buyer_type', type: '"char"' },
      { name: 'seller_id', type: 'smallint' },
      { name: 'seller_type', type: '"char"' },
      { name: 'stock_id', type: 'smallint' },
    ]);
    expect(await queryRows(database, 'select code from stock_codes order by code')).toEqual(
      [...STOCKS].sort().map((code) => ({ code })),
    );
    expect(await queryRows(database, 'select code from broker_codes order by code')).toEqual(
      [...BROKERS].sort().map((code) => ({ code })),
    );
    // The key still refuses a trade twice, in both layouts of month.
    for (const date of ['2026-10-30', '2026-11-20']) {
      await expect(
        queryRows(database, `insert into trades select * from trades where trade_date = $1 limit 1`, [date]),
      ).rejects.toThrow(/duplicate key/);
    }
  });

  it('numbers a new code once, keeps the numbers given, and replaces a stored day stock by stock', async () => {
    const { database, before } = upgrade;
    const numbers = () => queryRows(database, 'select code, id from stock_codes order by code');
    const given = await numbers();
    // A new stock and broker beside stored ones, on a day of each layout.
    await replaceTradeDay(database, '2026-10-30', [
      trade('2026-10-30', 'GOTO', 1, 'XL'),
      trade('2026-10-30', 'TLKM', 1, 'CC'),
    ]);
    await replaceTradeDay(database, '2026-11-20', [
      trade('2026-11-20', 'GOTO', 1, 'XL'),
      trade('2026-11-20', 'GOTO', 2, 'YP'),
    ]);
    const after = await numbers();
    expect(after.filter((row) => row.code !== 'GOTO')).toEqual(given);
    expect(after.filter((row) => row.code === 'GOTO')).toHaveLength(1);
    const stocks = await queryRows(
      database,
      `select trade_date::text as date, symbol, count(*)::int as trades from trade_records
        where trade_date in ('2026-10-30', '2026-11-20') group by 1, 2 order by 1, 2`,
    );
    expect(stocks).toEqual([
      { date: '2026-10-30', symbol: 'BBCA', trades: 31 },
      { date: '2026-10-30', symbol: 'BBCA-W', trades: 31 },
      { date: '2026-10-30', symbol: 'GOTO', trades: 1 },
      { date: '2026-10-30', symbol: 'R-LQ45X', trades: 31 },
      // TLKM's stored trades were replaced by the file's one.
      { date: '2026-10-30', symbol: 'TLKM', trades: 1 },
      { date: '2026-11-20', symbol: 'BBCA', trades: 33 },
      { date: '2026-11-20', symbol: 'BBCA-W', trades: 33 },
      { date: '2026-11-20', symbol: 'GOTO', trades: 2 },
      { date: '2026-11-20', symbol: 'R-LQ45X', trades: 33 },
      { date: '2026-11-20', symbol: 'TLKM', trades: 33 },
    ]);
    const untouched = await queryRows(database, totalsOf('trade_records'));
    expect(untouched.filter((day) => String(day.date) < '2026-10-30')).toEqual(before.slice(0, 1));
    const [xl] = await queryRows(
      database,
      `select count(*)::int as n from trade_records where buyer_broker = 'XL' and symbol = 'GOTO'`,
    );
    expect(xl).toEqual({ n: 2 });
  });
});
