import { describe, expect, it } from 'vitest';
import type { DailyBar } from '../types.ts';
import { buildCapWeightedIndex } from './index-series.ts';

function bar(date: string, open: number, high: number, low: number, close: number): DailyBar {
  return {
    symbol: 'X',
    date,
    open,
    high,
    low,
    close,
    volume: 0,
    value: 0,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  };
}

describe('cap-weighted index', () => {
  it('moves with the market value of its members', () => {
    // Day 1: A 100 × 10 + B 50 × 20 = 2,000 -> base 1,000.
    // Day 2: A 110 × 10 + B 50 × 20 = 2,100 -> 1,050; open A 100, B 51 -> 2,020 -> 1,010;
    // high 112 × 10 + 52 × 20 = 2,160 -> 1,080; low 99 × 10 + 49 × 20 = 1,970 -> 985.
    const index = buildCapWeightedIndex([
      {
        symbol: 'A',
        sharesOutstanding: 10,
        bars: [bar('2024-01-02', 100, 100, 100, 100), bar('2024-01-03', 100, 112, 99, 110)],
      },
      {
        symbol: 'B',
        sharesOutstanding: 20,
        bars: [bar('2024-01-02', 50, 50, 50, 50), bar('2024-01-03', 51, 52, 49, 50)],
      },
    ]);
    expect(index).toEqual([
      { date: '2024-01-02', open: 1_000, high: 1_000, low: 1_000, close: 1_000 },
      { date: '2024-01-03', open: 1_010, high: 1_080, low: 985, close: 1_050 },
    ]);
  });

  it('does not jump when a member lists later, and holds a suspended member at its last close', () => {
    // Day 1: A alone at 100 -> 1,000. Day 2: A 110 (+10%) -> 1,100; C lists at 1,000 × 1 share.
    // Day 3: A 110 (no bar, suspended: held), C 1,100 -> (1,100 + 1,100) / (1,100 + 1,000) × 1,100
    // = 2,200 / 2,100 × 1,100 = 1,152.38
    const index = buildCapWeightedIndex(
      [
        {
          symbol: 'A',
          sharesOutstanding: 10,
          bars: [bar('2024-01-02', 100, 100, 100, 100), bar('2024-01-03', 110, 110, 110, 110)],
        },
        {
          symbol: 'C',
          sharesOutstanding: 1,
          bars: [
            bar('2024-01-03', 1_000, 1_000, 1_000, 1_000),
            bar('2024-01-04', 1_100, 1_100, 1_100, 1_100),
          ],
        },
      ],
      1_000,
    );
    expect(index.map((point) => point.close)).toEqual([
      1_000,
      1_100,
      expect.closeTo((2_200 / 2_100) * 1_100, 9),
    ]);
  });

  it('is empty without members', () => {
    expect(buildCapWeightedIndex([])).toEqual([]);
  });
});
