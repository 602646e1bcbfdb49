import { describe, expect, it } from 'vitest';
import type { Board, Trade } from '../types.ts';
import { rollUpTrades, type TradeRollups } from './rollups.ts';
import { TradeDayBuffer, tradeDayOf, type TradeDay } from './trade-day.ts';

const DATE = '2025-03-04';
const SYMBOLS = ['BBCA', 'TLKM', 'GOTO', 'ASII', 'BMRI', 'ANTM', 'UNVR'];
const BROKERS = ['YP', 'BK', 'CC', 'ZP', 'AK', 'XL', 'PD'];
const BOARDS: Board[] = ['RG', 'RG', 'RG', 'RG', 'TN', 'NG'];

/** Deterministic pseudo-random numbers in [0, 1), so a failure reproduces. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A day of many stocks in no particular order, with what makes the order and the tick rule
 * matter: equal times, equal and missing order numbers (0, NaN), several boards and sessions,
 * foreign and domestic sides, odd-lot negotiated volumes.
 */
function mixedDay(count: number, seed: number): Trade[] {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const trades: Trade[] = [];
  for (let i = 0; i < count; i++) {
    const board = pick(BOARDS);
    const hour = 9 + Math.floor(random() * 7);
    const orders = random();
    trades.push({
      date: DATE,
      // Few distinct seconds, so many trades tie on time and fall back to order numbers.
      time: hour * 10_000 + Math.floor(random() * 3) * 100 + Math.floor(random() * 2),
      session: hour >= 13 ? 2 : 1,
      board,
      symbol: pick(SYMBOLS),
      price: 1_000 + Math.floor(random() * 20) * 5,
      volume: board === 'NG' ? 50 + Math.floor(random() * 40) * 25 : (1 + Math.floor(random() * 50)) * 100,
      buyerBroker: pick(BROKERS),
      buyerType: random() < 0.3 ? 'F' : 'D',
      sellerBroker: pick(BROKERS),
      sellerType: random() < 0.3 ? 'F' : 'D',
      buyOrder: orders < 0.15 ? 0 : orders < 0.2 ? Number.NaN : Math.floor(random() * 50),
      sellOrder: orders < 0.1 ? 0 : Math.floor(random() * 50),
    });
  }
  return trades;
}

function rollUpByStock(day: TradeDay): { stocks: (readonly Trade[])[]; rollups: TradeRollups } {
  const stocks = [...day.stocks()];
  const parts = stocks.map((trades) => rollUpTrades(trades));
  const rollups: TradeRollups = {
    priceLevels: parts.flatMap((part) => part.priceLevels),
    brokerDays: parts.flatMap((part) => part.brokerDays),
    brokerPriceLevels: parts.flatMap((part) => part.brokerPriceLevels),
    brokerBoardDays: parts.flatMap((part) => part.brokerBoardDays),
    minuteBars: parts.flatMap((part) => part.minuteBars),
    minutePriceLevels: parts.flatMap((part) => part.minutePriceLevels),
    dailyBars: parts.flatMap((part) => part.dailyBars),
    tails: parts.flatMap((part) => part.tails),
    sides: null,
  };
  return { stocks, rollups };
}

/** Each rollup's rows in one fixed order: where the database keeps them, their order is not seen. */
function unordered(rollups: TradeRollups): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(rollups).map(([name, rows]) => [
      name,
      Array.isArray(rows) ? rows.map((row) => JSON.stringify(row)).sort() : rows,
    ]),
  );
}

function buffered(trades: readonly Trade[]): TradeDayBuffer {
  const buffer = new TradeDayBuffer(DATE);
  for (const trade of trades) buffer.push(trade);
  return buffer;
}

describe.each([
  ['trade objects (tradeDayOf)', (trades: readonly Trade[]) => tradeDayOf(DATE, trades)],
  ['columns (TradeDayBuffer)', buffered],
])('a mixed-stock day held as %s, rolled up one stock at a time', (_label, hold) => {
  // 70,000 trades: the columns span two chunks of 65,536.
  const trades = mixedDay(70_000, 17);
  const day = hold(trades);
  const { stocks, rollups } = rollUpByStock(day);

  it('gives the same rollups as rolling up the whole day at once', () => {
    expect(unordered(rollups)).toEqual(unordered(rollUpTrades(trades)));
  });

  it('hands out the stocks in code order, the order of the stored key', () => {
    expect(stocks.map((stock) => stock[0]?.symbol)).toEqual([...SYMBOLS].sort());
  });

  it("hands out each stock's trades whole and in the order given, so seq numbers them as before", () => {
    expect(day.size).toBe(70_000);
    expect([...day.symbols].sort()).toEqual([...SYMBOLS].sort());
    for (const stock of stocks) {
      const symbol = stock[0]?.symbol as string;
      expect(stock).toEqual(trades.filter((trade) => trade.symbol === symbol));
    }
  });
});

describe('rolling up a small day stock by stock', () => {
  const trade = (overrides: Partial<Trade>): Trade => ({
    date: DATE,
    time: 90_000,
    session: 1,
    board: 'RG',
    symbol: 'BBCA',
    price: 9_000,
    volume: 100,
    buyerBroker: 'YP',
    buyerType: 'D',
    sellerBroker: 'BK',
    sellerType: 'F',
    buyOrder: 0,
    sellOrder: 0,
    ...overrides,
  });
  // Given in an order unlike code order, and unlike exchange order: TLKM comes first but trades last.
  const trades = [
    trade({ symbol: 'TLKM', time: 100_000, price: 3_000 }),
    trade({ symbol: 'BBCA', time: 90_500, price: 9_025 }),
    trade({ symbol: 'TLKM', time: 93_000, price: 2_990 }),
    trade({ symbol: 'BBCA', time: 90_500, price: 9_000, buyOrder: 3, sellOrder: 1 }),
    trade({ symbol: 'GOTO', time: 90_100, price: 70 }),
    trade({ symbol: 'ASII', time: 90_100, price: 5_000 }),
  ];

  it('orders stocks by code, or by the numbers given, whatever the order given or traded', () => {
    for (const day of [tradeDayOf(DATE, trades), buffered(trades)]) {
      expect([...day.stocks()].map((stock) => stock[0]?.symbol)).toEqual(['ASII', 'BBCA', 'GOTO', 'TLKM']);
      // By the numbers the database keys them by, where given; a code without one comes after.
      const rank = new Map([
        ['TLKM', 1],
        ['BBCA', 2],
        ['GOTO', 3],
      ]);
      expect([...day.stocks(rank)].map((stock) => stock[0]?.symbol)).toEqual([
        'TLKM',
        'BBCA',
        'GOTO',
        'ASII',
      ]);
      expect(unordered(rollUpByStock(day).rollups)).toEqual(unordered(rollUpTrades(trades)));
    }
  });

  it('refuses a trade of another date', () => {
    const other = trade({ date: '2025-03-05' });
    expect(() => tradeDayOf(DATE, [trades[0] as Trade, other])).toThrow(RangeError);
    expect(() => buffered([other])).toThrow(RangeError);
  });
});
