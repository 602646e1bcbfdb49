import { describe, expect, it } from 'vitest';
import {
  sumBrokerByTickerOnBoard,
  sumBrokersByDayOnBoard,
} from '../src/modules/market/flows/broker-days.repo.ts';
import { findMarketTradeDates } from '../src/modules/market/flows/flow-lookups.repo.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before broker totals were kept per board.
const PREVIOUS_MIGRATION = '20261126155034_trades_by_month';

const LEVELS = `select symbol, date::text as date, board, price, broker, buy_freq, buy_lot::text as buy_lot,
  sell_freq, sell_lot::text as sell_lot from broker_price_levels order by symbol, date, board, price, broker`;

// symbol, date, board, price, broker, buy freq, buy lots, sell freq, sell lots
const ROWS: Array<[string, string, string, number, string, number, number, number, number]> = [
  ['BBCA', '2026-11-20', 'RG', 9_000, 'YP', 3, 10, 0, 0],
  ['BBCA', '2026-11-20', 'RG', 9_025, 'YP', 1, 4, 1, 2],
  ['BBCA', '2026-11-20', 'NG', 8_800, 'YP', 1, 50, 0, 0],
  ['BBCA', '2026-11-20', 'RG', 9_000, 'BK', 0, 0, 3, 10],
  ['BBCA', '2026-11-20', 'RG', 9_025, 'BK', 1, 2, 1, 4],
  ['TLKM', '2026-11-20', 'RG', 3_000, 'YP', 0, 0, 2, 5],
  ['BBCA', '2026-11-19', 'RG', 8_975, 'YP', 2, 7, 0, 0],
];

describe.each(databaseKinds)('upgrading a populated %s database to broker totals per board', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    for (const row of ROWS) {
      await query(
        `insert into broker_price_levels (symbol, date, board, price, broker, buy_freq, buy_lot, sell_freq, sell_lot)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        row,
      );
    }
    for (const [symbol, date] of [
      ['BBCA', '2026-11-19'],
      ['BBCA', '2026-11-20'],
      ['TLKM', '2026-11-20'],
    ]) {
      await query('insert into stock_trade_days (symbol, date) values ($1, $2)', [symbol, date]);
    }
    for (const date of ['2026-11-18', '2026-11-19', '2026-11-20']) {
      await query('insert into trading_days (date) values ($1)', [date]);
    }
    return query(LEVELS);
  });

  it('keeps every price level and sums them per board, prices and values included', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(ROWS.length);
    expect(await queryRows(database, LEVELS)).toEqual(before);

    const week = { from: '2026-11-14', to: '2026-11-20' };
    const regular = await sumBrokerByTickerOnBoard(database.db, 'YP', week, 'RG');
    expect(regular.sort((a, b) => a.symbol.localeCompare(b.symbol))).toEqual([
      {
        symbol: 'BBCA',
        broker: 'YP',
        date: '2026-11-20',
        investorType: 'D',
        buyLot: 21, // 10 + 4 on the 20th, 7 on the 19th
        buyValue: 9_000 * 1_000 + 9_025 * 400 + 8_975 * 700, // 21,892,500
        buyFreq: 6,
        sellLot: 2,
        sellValue: 9_025 * 200,
        sellFreq: 1,
      },
      {
        symbol: 'TLKM',
        broker: 'YP',
        date: '2026-11-20',
        investorType: 'D',
        buyLot: 0,
        buyValue: 0,
        buyFreq: 0,
        sellLot: 5,
        sellValue: 3_000 * 500,
        sellFreq: 2,
      },
    ]);
    const negotiated = await sumBrokerByTickerOnBoard(database.db, 'YP', week, 'NG');
    expect(negotiated).toEqual([
      expect.objectContaining({ symbol: 'BBCA', buyLot: 50, buyValue: 8_800 * 5_000, sellLot: 0 }),
    ]);
    const daily = await sumBrokersByDayOnBoard(database.db, 'BBCA', ['BK'], '2026-11-19', '2026-11-20', 'RG');
    expect(daily).toEqual([
      expect.objectContaining({
        broker: 'BK',
        date: '2026-11-20',
        buyLot: 2,
        buyValue: 9_025 * 200,
        sellLot: 14,
        sellValue: 9_000 * 1_000 + 9_025 * 400,
      }),
    ]);
  });

  it('finds the market’s trade days by the stocks that traded on them', async () => {
    const { database } = upgrade;
    expect(await findMarketTradeDates(database.db, { from: '2026-11-18', to: '2026-11-20' })).toEqual([
      '2026-11-20',
      '2026-11-19',
    ]);
  });
});
