import { describe, expect, it } from 'vitest';
import { buySellFrequency, ema, macd, rsi, sma, stochastic } from './indicators.ts';

/** Index of the first non-null value: the warm-up length TradingView's definitions give. */
const firstValue = (values: readonly (number | null)[]) => values.findIndex((value) => value !== null);

const closes = Array.from({ length: 60 }, (_, i) => 100 + 10 * Math.sin(i / 3) + i / 4);
const bars = closes.map((close) => ({ high: close + 1, low: close - 1, close }));

describe('warm-up lengths at the spec defaults', () => {
  it('starts each indicator on the first bar with enough history', () => {
    // SMA/EMA n: bar n-1 (the EMA is seeded by the SMA of the first n closes).
    expect(firstValue(sma(closes, 20))).toBe(19);
    expect(firstValue(ema(closes, 12))).toBe(11);
    expect(ema(closes, 12)[11]).toBeCloseTo(closes.slice(0, 12).reduce((a, b) => a + b) / 12, 10);
    // RSI n needs n changes: bar n.
    expect(firstValue(rsi(closes, 14))).toBe(14);
    // MACD line when EMA26 exists (bar 25); signal after 9 line values (bar 33).
    const lines = macd(closes);
    expect(firstValue(lines.map((point) => point.macd))).toBe(25);
    expect(firstValue(lines.map((point) => point.signal))).toBe(33);
    expect(firstValue(lines.map((point) => point.histogram))).toBe(33);
    // Stochastic 14 with 3 smoothing: raw %K at bar 13, %K at 15, %D at 17.
    const stoch = stochastic(bars, { period: 14, smooth: 3 });
    expect(firstValue(stoch.map((point) => point.k))).toBe(15);
    expect(firstValue(stoch.map((point) => point.d))).toBe(17);
    // Buy/sell frequency n: bar n-1.
    const sides = closes.map((_, i) => ({ buy: i % 3, sell: 1 }));
    expect(firstValue(buySellFrequency(sides, 14).map((point) => point.buyRatio))).toBe(13);
  });

  it('seeds the MACD signal with the mean of the first nine line values', () => {
    const lines = macd(closes);
    const firstNine = lines.slice(25, 34).map((point) => point.macd as number);
    expect(lines[33]?.signal).toBeCloseTo(firstNine.reduce((a, b) => a + b) / 9, 10);
    // Then alpha 2/(9+1) = 0.2.
    const signal33 = lines[33]?.signal as number;
    expect(lines[34]?.signal).toBeCloseTo(signal33 + 0.2 * ((lines[34]?.macd as number) - signal33), 10);
  });
});
