import { describe, expect, it } from 'vitest';
import { buySellFrequency, ema, macd, rma, rsi, sma, stochastic, volumeBarDirection } from './indicators.ts';

describe('moving averages', () => {
  it('averages the last n closes and stays null while warming up', () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it('leaves windows that touch a gap empty', () => {
    // windows: [null,1] -> null, [1,2] -> 1.5, [2,null], [null,4] -> null, [4,5] -> 4.5
    expect(sma([null, 1, 2, null, 4, 5], 2)).toEqual([null, null, 1.5, null, null, 4.5]);
  });

  it('seeds the EMA with the SMA of the first n values and then uses alpha 2/(n+1)', () => {
    // n = 3, alpha = 0.5: seed (2+4+6)/3 = 4; 4 + 0.5(8-4) = 6; 6 + 0.5(10-6) = 8
    expect(ema([2, 4, 6, 8, 10], 3)).toEqual([null, null, 4, 6, 8]);
  });

  it("smooths Wilder's RMA with alpha 1/n", () => {
    // n = 3: seed (3+6+9)/3 = 6; 6 + (12-6)/3 = 8
    expect(rma([3, 6, 9, 12], 3)).toEqual([null, null, 6, 8]);
  });

  it('rejects periods outside the ranges the indicator dialogs allow', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => sma([1], 201)).toThrow(/sma period must be a whole number from 1 to 200/);
    expect(() => ema([1], 2.5)).toThrow(RangeError);
    expect(() => rsi([1], 101)).toThrow(RangeError);
    expect(() => buySellFrequency([], 0)).toThrow(RangeError);
  });
});

describe('RSI', () => {
  it("matches StockCharts' published 14-day RSI worked example (QQQQ, Dec 2009 - Feb 2010)", () => {
    const closes = [
      44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
      46.0, 46.03, 46.41, 46.22, 45.64, 46.21, 46.25, 45.71, 46.45, 45.78, 45.35, 44.03, 44.18, 44.22, 44.57,
      43.42, 42.66, 43.13,
    ];
    // StockCharts ChartSchool RSI spreadsheet, column "14-day RSI", from the 15th close on.
    const published = [
      70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87,
      45.46, 37.3, 33.08, 37.77,
    ];
    const result = rsi(closes, 14);
    expect(result.slice(0, 14)).toEqual(new Array(14).fill(null));
    // The spreadsheet shows closes rounded to cents but computes with the unrounded ones (its change
    // column says 0.33 where 45.42 - 45.10 = 0.32), so the published RSI is matched to within 0.1.
    published.forEach((value, i) => expect(Math.abs((result[14 + i] as number) - value)).toBeLessThan(0.1));
    // Exactly, from the rounded closes: gains 3.34 / 14, losses 1.40 / 14 -> 100 - 100 / (1 + 3.34 / 1.40)
    expect(result[14]).toBeCloseTo(100 - 100 / (1 + 3.34 / 1.4), 8);
  });

  it('reads 100 when every change is a gain and then follows the Wilder average', () => {
    // n = 2, changes +1 +1 -1: avg gain 1, avg loss 0 -> 100; then gain 1 + (0-1)/2 = 0.5,
    // loss 0 + (1-0)/2 = 0.5 -> RS 1 -> 50
    expect(rsi([1, 2, 3, 2], 2)).toEqual([null, null, 100, 50]);
  });

  it('reads a neutral 50 on a flat price', () => {
    expect(rsi([10, 10, 10, 10], 2)).toEqual([null, null, 50, 50]);
  });
});

describe('MACD', () => {
  it('settles at the constant lag gap on a straight-line price', () => {
    // On x_t = t an SMA-seeded EMA(n) lags by exactly (n-1)/2: EMA12 = t - 5.5, EMA26 = t - 12.5,
    // so the line is 7 from bar 25, the signal 7 from bar 33 (9th line value), histogram 0.
    const closes = Array.from({ length: 60 }, (_, i) => 100 + i);
    const result = macd(closes);
    expect(result[24]).toEqual({ macd: null, signal: null, histogram: null });
    expect(result[25]?.macd).toBeCloseTo(7, 10);
    expect(result[32]?.signal).toBeNull();
    expect(result[33]?.signal).toBeCloseTo(7, 10);
    expect(result[59]?.histogram).toBeCloseTo(0, 10);
  });

  it('seeds the signal with the SMA of the first defined line values', () => {
    // fast 2 (alpha 2/3): 10, 10, 14, 11.3333; slow 3 (alpha 1/2): 10, 13, 11.5
    // line: bar 2 = 0, bar 3 = 1, bar 4 = -0.16667
    // signal 2: seed (0 + 1)/2 = 0.5; 0.5 + 2/3(-0.16667 - 0.5) = 0.05556
    const result = macd([10, 10, 10, 16, 10], { fast: 2, slow: 3, signal: 2 });
    expect(result[2]).toEqual({ macd: 0, signal: null, histogram: null });
    expect(result[3]).toEqual({ macd: 1, signal: 0.5, histogram: 0.5 });
    expect(result[4]?.macd).toBeCloseTo(-1 / 6, 10);
    expect(result[4]?.signal).toBeCloseTo(1 / 18, 10);
    expect(result[4]?.histogram).toBeCloseTo(-2 / 9, 10);
  });

  it('refuses a fast period that is not shorter than the slow one', () => {
    expect(() => macd([1, 2, 3], { fast: 26, slow: 12 })).toThrow(RangeError);
  });
});

describe('stochastic', () => {
  it('smooths raw %K and averages it into %D', () => {
    const bars = [
      { high: 10, low: 8, close: 9 },
      { high: 12, low: 9, close: 11 },
      { high: 13, low: 10, close: 12 },
      { high: 11, low: 9, close: 10 },
      { high: 14, low: 10, close: 14 },
    ];
    // raw %K (n=3): bar 2 100(12-8)/(13-8) = 80; bar 3 100(10-9)/(13-9) = 25; bar 4 100(14-9)/(14-9) = 100
    // %K (smooth 2): (80+25)/2 = 52.5, (25+100)/2 = 62.5; %D (2): (52.5+62.5)/2 = 57.5
    expect(stochastic(bars, { period: 3, smooth: 2, dPeriod: 2 })).toEqual([
      { k: null, d: null },
      { k: null, d: null },
      { k: null, d: null },
      { k: 52.5, d: null },
      { k: 62.5, d: 57.5 },
    ]);
  });

  it('reads 50 when the range is flat', () => {
    const flat = [1, 2, 3].map(() => ({ high: 10, low: 10, close: 10 }));
    expect(stochastic(flat, { period: 2, smooth: 1, dPeriod: 1 })[2]).toEqual({ k: 50, d: 50 });
  });
});

describe('volume and buy/sell frequency', () => {
  it('colours a volume bar up when the candle closes at or above its open', () => {
    expect(volumeBarDirection({ open: 100, close: 100 })).toBe('up');
    expect(volumeBarDirection({ open: 100, close: 99 })).toBe('down');
  });

  it('splits the rolling window into buy and sell shares', () => {
    const bars = [
      { buy: 3, sell: 1 },
      { buy: 1, sell: 1 },
      { buy: 0, sell: 0 },
      { buy: 0, sell: 0 },
    ];
    // n = 2: bars 0-1 buy 4 sell 2 -> 66.67%; bars 1-2 buy 1 sell 1 -> 50%; bars 2-3 nothing -> null
    const result = buySellFrequency(bars, 2);
    expect(result[0]).toEqual({ buyRatio: null, sellRatio: null, net: null });
    expect(result[1]?.buyRatio).toBeCloseTo(200 / 3, 10);
    expect(result[1]?.net).toBe(2);
    expect(result[2]).toEqual({ buyRatio: 50, sellRatio: 50, net: 0 });
    expect(result[3]).toEqual({ buyRatio: null, sellRatio: null, net: 0 });
  });
});
