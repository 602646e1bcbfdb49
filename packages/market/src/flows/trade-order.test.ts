import { describe, expect, it } from 'vitest';
import type { Trade } from '../types.ts';
import { isOrdered, minuteOf, sortTrades } from './trade-order.ts';

function trade(id: number, date: string, time: number, buyOrder: number, sellOrder: number): Trade {
  return {
    date,
    time,
    session: 1,
    board: 'RG',
    symbol: 'ANTM',
    price: 1_500,
    volume: 100 * id, // marks the trade
    buyerBroker: 'YP',
    buyerType: 'D',
    sellerBroker: 'PD',
    sellerType: 'D',
    buyOrder,
    sellOrder,
  };
}

describe('sortTrades', () => {
  it('orders by date, time, the newer order number, then the older one', () => {
    const trades = [
      trade(1, '2025-01-03', 90_000, 5, 1),
      trade(2, '2025-01-02', 100_000, 9, 8),
      trade(3, '2025-01-02', 100_000, 3, 7), // newer order 7 < 9: first at 10:00:00
      trade(4, '2025-01-02', 100_000, 2, 7), // same newer 7, older 2 < 3: before trade 3
      trade(5, '2025-01-02', 93_000, 0, 0),
    ];
    const sorted = sortTrades(trades);
    expect(sorted.map((t) => t.volume / 100)).toEqual([5, 4, 3, 2, 1]);
    expect(isOrdered(sorted)).toBe(true);
    expect(isOrdered(trades)).toBe(false);
  });

  it('keeps input order for trades it cannot tell apart', () => {
    const trades = [trade(1, '2025-01-02', 90_000, 0, 0), trade(2, '2025-01-02', 90_000, 0, 0)];
    expect(sortTrades(trades.slice().reverse()).map((t) => t.volume)).toEqual([200, 100]);
  });
});

describe('minuteOf', () => {
  it('reads HHMMSS times as minutes after midnight', () => {
    expect(minuteOf(93_015)).toBe(570); // 9×60 + 30
    expect(minuteOf(155_959)).toBe(959); // 15×60 + 59
  });
});
