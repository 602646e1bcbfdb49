import { describe, expect, it } from 'vitest';
import type { DailyBar, MinuteBar } from '../types.ts';
import {
  aggregateCandles,
  aggregateDailyBars,
  aggregateMinuteBars,
  allowedTimeframes,
  detectFrequency,
  pickTimeframe,
} from './candles.ts';
import { toTradingDay } from '../jakarta-time.ts';

// 2024-01-02 00:00 UTC = 1,704,153,600 s; Jakarta midnight is 7 h (25,200 s) earlier.
const JAN_2_MIDNIGHT_WIB = 1_704_153_600 - 25_200;

function minute(date: string, at: number, close: number, volume = 100): MinuteBar {
  return {
    symbol: 'BBCA',
    date,
    minute: at,
    open: close,
    high: close + 5,
    low: close - 5,
    close,
    volume,
    buyVolume: volume * 0.6,
    sellVolume: volume * 0.4,
    frequency: 1,
  };
}

function day(date: string, close: number, volume = 1_000): DailyBar {
  return {
    symbol: 'BBCA',
    date,
    open: close - 10,
    high: close + 20,
    low: close - 20,
    close,
    volume,
    value: close * volume,
    frequency: 10,
    foreignBuy: 0,
    foreignSell: 0,
  };
}

describe('intraday candles from minute bars', () => {
  it('buckets 09:00-09:04 and 09:05-09:06 into two 5-minute candles', () => {
    const bars = [540, 541, 542, 543, 544, 545, 546].map((m, i) => minute('2024-01-02', m, 9_000 + i * 25));
    const candles = aggregateMinuteBars(bars, '5M');
    expect(candles).toHaveLength(2);
    // 09:00 WIB on Jan 2 = midnight WIB + 540 min
    expect(candles[0]).toEqual({
      time: JAN_2_MIDNIGHT_WIB + 540 * 60,
      open: 9_000,
      high: 9_100 + 5,
      low: 9_000 - 5,
      close: 9_100,
      volume: 500,
      buyVolume: 300,
      sellVolume: 200,
    });
    expect(candles[1]).toMatchObject({
      time: JAN_2_MIDNIGHT_WIB + 545 * 60,
      open: 9_125,
      close: 9_150,
      volume: 200,
    });
  });

  it('never lets an hourly candle cross into the next day, even from unsorted input', () => {
    const bars = [minute('2024-01-03', 540, 9_100), minute('2024-01-02', 935, 9_000)];
    const candles = aggregateMinuteBars(bars, '1H');
    // 15:35 falls in the 15:00 bucket (minute 900); Jan 3 09:00 starts its own candle
    expect(candles.map((candle) => candle.time)).toEqual([
      JAN_2_MIDNIGHT_WIB + 900 * 60,
      JAN_2_MIDNIGHT_WIB + 86_400 + 540 * 60,
    ]);
  });
});

describe('daily and longer candles from daily bars', () => {
  it('groups an ISO week from Monday and times it at its first trading date', () => {
    const bars = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'].map((d, i) =>
      day(d, 9_000 + i * 25),
    );
    const weeks = aggregateDailyBars(bars, '1W');
    expect(weeks).toHaveLength(2);
    // week of Mon 1 Jan (a holiday): first trading date Tue 2 Jan
    expect(weeks[0]).toEqual({
      time: JAN_2_MIDNIGHT_WIB,
      open: 8_990,
      high: 9_095,
      low: 8_980,
      close: 9_075,
      volume: 4_000,
    });
    expect(weeks[1]?.time).toBe(JAN_2_MIDNIGHT_WIB + 6 * 86_400);
  });

  it('keeps an ISO week that spans New Year together but splits months, quarters, halves and years', () => {
    const bars = [
      day('2024-06-28', 100),
      day('2024-07-01', 101),
      day('2024-12-30', 102),
      day('2025-01-02', 103),
    ];
    // weeks: 24 Jun, 1 Jul, 30 Dec (with 2 Jan); months Jun/Jul/Dec/Jan; quarters Q2/Q3/Q4/Q1;
    // halves H1/H2 (Jul + Dec)/H1 2025
    expect(aggregateDailyBars(bars, '1W')).toHaveLength(3);
    expect(aggregateDailyBars(bars, '1MO')).toHaveLength(4);
    expect(aggregateDailyBars(bars, '3M')).toHaveLength(4);
    expect(aggregateDailyBars(bars, '6M')).toHaveLength(3);
    expect(aggregateDailyBars(bars, '1Y').map((candle) => candle.close)).toEqual([102, 103]);
    expect(aggregateDailyBars(bars, '1D')).toHaveLength(4);
  });

  it('refuses to make intraday candles from daily bars', () => {
    expect(() => aggregateDailyBars([day('2024-01-02', 100)], '5M')).toThrow(RangeError);
  });
});

describe('timeframes limited by the data frequency', () => {
  it('takes the median spacing, ignoring the overnight gap', () => {
    // gaps 60, 60, 60, 17,820 -> median of an even count = (60 + 60) / 2
    expect(detectFrequency([0, 60, 120, 180, 18_000])).toBe(60);
    expect(detectFrequency([5])).toBeNull();
  });

  it('allows only daily and coarser timeframes for daily data and falls back to the first', () => {
    const allowed = allowedTimeframes(86_400);
    expect(allowed).toEqual(['1D', '1W', '1MO', '3M', '6M', '1Y']);
    expect(pickTimeframe('5M', allowed)).toBe('1D');
    expect(pickTimeframe('1W', allowed)).toBe('1W');
  });

  it('still allows 1MO for monthly data with a 31-day median gap', () => {
    expect(allowedTimeframes(31 * 86_400)).toEqual(['1MO', '3M', '6M', '1Y']);
  });
});

describe('trading day of an instant', () => {
  it('counts hours before 07:00 Jakarta time to the previous day', () => {
    expect(toTradingDay(JAN_2_MIDNIGHT_WIB + 6 * 3_600 + 59 * 60)).toBe('2024-01-01');
    expect(toTradingDay(JAN_2_MIDNIGHT_WIB + 7 * 3_600)).toBe('2024-01-02');
  });

  it('puts a 06:30 print into the previous daily candle', () => {
    const candles = [
      { time: JAN_2_MIDNIGHT_WIB + 6.5 * 3_600, open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { time: JAN_2_MIDNIGHT_WIB + 9 * 3_600, open: 2, high: 3, low: 2, close: 3, volume: 5 },
      { time: JAN_2_MIDNIGHT_WIB + 15 * 3_600, open: 3, high: 4, low: 1, close: 2, volume: 5 },
    ];
    const daily = aggregateCandles(candles, '1D');
    expect(daily).toEqual([
      { time: JAN_2_MIDNIGHT_WIB - 86_400, open: 1, high: 1, low: 1, close: 1, volume: 1 },
      { time: JAN_2_MIDNIGHT_WIB, open: 2, high: 4, low: 1, close: 2, volume: 10 },
    ]);
    // intraday buckets follow the Jakarta clock: 06:30 and 09:00 are separate hours
    expect(aggregateCandles(candles, '1H').map((candle) => candle.time - JAN_2_MIDNIGHT_WIB)).toEqual([
      6 * 3_600,
      9 * 3_600,
      15 * 3_600,
    ]);
  });
});
