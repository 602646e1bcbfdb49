import { describe, expect, it } from 'vitest';
import type { Trade } from '../types.ts';
import { doneDetailStatsOf, formatTradeTime, queryDoneTrades } from './done-detail.ts';

function trade(
  time: number,
  price: number,
  volume: number,
  buyer: string,
  seller: string,
  date = '2025-01-02',
): Trade {
  return {
    date,
    time,
    session: 1,
    board: 'RG',
    symbol: 'TLKM',
    price,
    volume,
    buyerBroker: buyer,
    buyerType: 'D',
    sellerBroker: seller,
    sellerType: 'D',
    buyOrder: 0,
    sellOrder: 0,
  };
}

const trades = [
  trade(90_100, 3_000, 500, 'YP', 'BK'),
  trade(90_000, 3_010, 100, 'CC', 'YP'),
  trade(100_000, 2_990, 400, 'BK', 'CC'),
  trade(90_500, 3_000, 1_000, 'AK', 'XL', '2025-01-03'),
];

describe('queryDoneTrades', () => {
  it('shows the latest trade first by default', () => {
    const page = queryDoneTrades(trades);
    expect(page.rows.map((t) => [t.date, t.time])).toEqual([
      ['2025-01-03', 90_500],
      ['2025-01-02', 100_000],
      ['2025-01-02', 90_100],
      ['2025-01-02', 90_000],
    ]);
  });

  it('filters a broker on either side and sorts oldest first', () => {
    const page = queryDoneTrades(trades, { broker: 'YP', sort: 'oldest' });
    expect(page.rows.map((t) => t.time)).toEqual([90_000, 90_100]);
  });

  it('filters one price and pages through the result', () => {
    const page = queryDoneTrades(trades, { price: 3_000, offset: 1, limit: 1 });
    expect(page.total).toBe(2);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]?.time).toBe(90_100); // latest first: 3 Jan 09:05 then 2 Jan 09:01
    expect(page.stats.totalTransactions).toBe(2); // stats cover the filter, not the page
  });
});

describe('doneDetailStatsOf', () => {
  it('summarises volume, brokers, rows per date and the weighted price', () => {
    const stats = doneDetailStatsOf(trades);
    expect(stats).toMatchObject({
      totalTransactions: 4,
      totalVolume: 2_000, // 500 + 100 + 400 + 1,000
      uniqueBrokers: 5, // YP BK CC AK XL
      maxRows: 3, // 2 Jan has three trades
      priceRange: { min: 2_990, max: 3_010 },
      avgVolume: 500, // 2,000 / 4
    });
    // (3,000×500 + 3,010×100 + 2,990×400 + 3,000×1,000) / 2,000
    // = (1,500,000 + 301,000 + 1,196,000 + 3,000,000) / 2,000 = 5,997,000 / 2,000 = 2,998.5
    expect(stats.avgPrice).toBe(2_998.5);
  });

  it('reports no range and no averages without trades', () => {
    expect(doneDetailStatsOf([])).toEqual({
      totalTransactions: 0,
      totalVolume: 0,
      uniqueBrokers: 0,
      maxRows: 0,
      priceRange: null,
      avgPrice: null,
      avgVolume: null,
    });
  });
});

describe('formatTradeTime', () => {
  it('pads HHMMSS into HH:MM:SS', () => {
    expect(formatTradeTime(93_015)).toBe('09:30:15');
    expect(formatTradeTime(160_005)).toBe('16:00:05');
  });
});
