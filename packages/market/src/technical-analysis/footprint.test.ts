import { describe, expect, it } from 'vitest';
import type { MinuteBar, MinutePriceLevel } from '../types.ts';
import { buildFootprint } from './footprint.ts';

const DATE = '2024-01-02';

function bar(minute: number, open: number, high: number, low: number, close: number): MinuteBar {
  return {
    symbol: 'BBRI',
    date: DATE,
    minute,
    open,
    high,
    low,
    close,
    volume: 0,
    buyVolume: 0,
    sellVolume: 0,
    frequency: 0,
  };
}

function level(minute: number, price: number, bidVolume: number, askVolume: number): MinutePriceLevel {
  return { symbol: 'BBRI', date: DATE, minute, price, bidVolume, askVolume };
}

describe('footprint candles', () => {
  it('sums bid and ask per price across the minutes of a 5-minute candle', () => {
    const bars = [bar(540, 5_000, 5_025, 4_990, 5_010), bar(541, 5_010, 5_020, 5_000, 5_020)];
    const levels = [
      level(540, 5_000, 300, 100),
      level(540, 5_010, 100, 200),
      level(541, 5_010, 200, 400),
      level(541, 5_020, 0, 500),
    ];
    const [candle] = buildFootprint(levels, bars, '5M');
    // 5,010: bid 100+200 = 300, ask 200+400 = 600, total 900 -> point of control
    // delta = (100+600+500) - (300+300+0) = 600; total = 400 + 900 + 500 = 1,800
    expect(candle).toEqual({
      timestamp: 1_704_153_600 - 25_200 + 540 * 60,
      open: 5_000,
      high: 5_025,
      low: 4_990,
      close: 5_020,
      volumeLevels: [
        { price: 5_020, bidVolume: 0, askVolume: 500, totalVolume: 500 },
        { price: 5_010, bidVolume: 300, askVolume: 600, totalVolume: 900 },
        { price: 5_000, bidVolume: 300, askVolume: 100, totalVolume: 400 },
      ],
      delta: 600,
      poc: 5_010,
      pocBid: 300,
      pocAsk: 600,
      totalVolume: 1_800,
    });
  });

  it('breaks a point-of-control tie toward the close', () => {
    const bars = [bar(540, 100, 103, 100, 103)];
    const levels = [level(540, 100, 50, 50), level(540, 101, 10, 0), level(540, 102, 60, 40)];
    // 100 and 102 both trade 100 shares; 102 is nearer the close of 103
    expect(buildFootprint(levels, bars, '1M')[0]?.poc).toBe(102);
  });

  it('keeps candles without level data and drops levels without a bar', () => {
    const bars = [bar(540, 100, 100, 100, 100)];
    const [candle, ...rest] = buildFootprint([level(600, 100, 5, 5)], bars, '15M');
    expect(rest).toEqual([]);
    expect(candle).toMatchObject({
      volumeLevels: [],
      delta: 0,
      poc: null,
      pocBid: 0,
      pocAsk: 0,
      totalVolume: 0,
    });
  });

  it('builds one daily footprint from a whole session of minutes', () => {
    const bars = [bar(540, 100, 101, 99, 100), bar(900, 100, 102, 100, 102)];
    const levels = [level(540, 100, 10, 20), level(900, 100, 5, 5), level(900, 102, 0, 7)];
    const candles = buildFootprint(levels, bars, '1D');
    expect(candles).toHaveLength(1);
    // 100: bid 15 ask 25; 102: ask 7 -> delta (25+7) - 15 = 17
    expect(candles[0]).toMatchObject({ open: 100, close: 102, high: 102, low: 99, delta: 17, poc: 100 });
  });
});
