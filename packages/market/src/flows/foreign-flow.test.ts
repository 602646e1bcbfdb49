import { describe, expect, it } from 'vitest';
import type { DailyBar, MinuteBar } from '../types.ts';
import { foreignFlowOf, moneyFlowOfDays, moneyFlowOfMinutes, volumeBarsOf } from './foreign-flow.ts';

function daily(
  date: string,
  high: number,
  low: number,
  close: number,
  volume: number,
  value: number,
  fb: number,
  fs: number,
): DailyBar {
  return {
    symbol: 'BMRI',
    date,
    open: close,
    high,
    low,
    close,
    volume,
    value,
    frequency: 1,
    foreignBuy: fb,
    foreignSell: fs,
  };
}

function minute(
  date: string,
  minuteOfDay: number,
  high: number,
  low: number,
  close: number,
  buy: number,
  sell: number,
): MinuteBar {
  return {
    symbol: 'BMRI',
    date,
    minute: minuteOfDay,
    open: close,
    high,
    low,
    close,
    volume: buy + sell,
    buyVolume: buy,
    sellVolume: sell,
    frequency: 1,
  };
}

describe('foreignFlowOf', () => {
  it('nets foreign shares, values them at the VWAP and relates them to volume', () => {
    const flow = foreignFlowOf([
      // volume 1,000,000 shares for 6,050,000,000 rupiah → VWAP 6,050
      daily('2025-01-03', 6_100, 6_000, 6_050, 1_000_000, 6_050_000_000, 300_000, 100_000),
      daily('2025-01-02', 6_000, 5_900, 6_000, 0, 0, 0, 0),
    ]);
    expect(flow[0]).toEqual({
      time: '2025-01-02',
      netBuy: 0,
      netValue: 0,
      buyVolume: 0,
      sellVolume: 0,
      flowStrength: 0,
    });
    expect(flow[1]).toEqual({
      time: '2025-01-03',
      netBuy: 200_000, // 300,000 − 100,000
      netValue: 1_210_000_000, // 200,000 × 6,050
      buyVolume: 300_000,
      sellVolume: 100_000,
      flowStrength: 20, // 200,000 / 1,000,000 × 100
    });
  });
});

describe('moneyFlowOfMinutes', () => {
  const bars = [
    minute('2025-01-02', 541, 6_030, 6_000, 6_000, 100, 400), // typical (6,030 + 6,000 + 6,000) / 3 = 6,010
    minute('2025-01-02', 540, 6_010, 5_990, 6_000, 300, 100), // typical (6,010 + 5,990 + 6,000) / 3 = 6,000
  ];

  it('values aggressor volume at each minute typical price', () => {
    expect(moneyFlowOfMinutes(bars)).toEqual([
      // 09:00 Jakarta on 2 Jan 2025 = 02:00 UTC: 1,735,776,000 (midnight UTC) + 7,200
      // 300 × 6,000 = 1,800,000 in; 100 × 6,000 = 600,000 out
      {
        time: 1_735_783_200,
        inflow: 1_800_000,
        outflow: 600_000,
        moneyFlow: 1_200_000,
      },
      // 100 × 6,010 = 601,000; 400 × 6,010 = 2,404,000
      {
        time: 1_735_783_260, // one minute later
        inflow: 601_000,
        outflow: 2_404_000,
        moneyFlow: -1_803_000,
      },
    ]);
  });

  it('adds a date minutes together on the daily interval', () => {
    // inflow 1,800,000 + 601,000; outflow 600,000 + 2,404,000
    expect(moneyFlowOfMinutes(bars, 'day')).toEqual([
      { time: '2025-01-02', inflow: 2_401_000, outflow: 3_004_000, moneyFlow: -603_000 },
    ]);
  });
});

describe('moneyFlowOfDays', () => {
  it('counts a day as inflow when its typical price rose, outflow when it fell', () => {
    const flow = moneyFlowOfDays([
      daily('2025-01-02', 110, 90, 100, 1_000, 0, 0, 0), // typical 100
      daily('2025-01-03', 120, 100, 110, 2_000, 0, 0, 0), // typical 110 > 100: inflow 110 × 2,000 = 220,000
      daily('2025-01-06', 105, 95, 100, 500, 0, 0, 0), // typical 100 < 110: outflow 100 × 500 = 50,000
      daily('2025-01-07', 110, 90, 100, 700, 0, 0, 0), // typical 100 unchanged: neither
    ]);
    expect(flow).toEqual([
      { time: '2025-01-02', moneyFlow: 0, inflow: 0, outflow: 0 },
      { time: '2025-01-03', moneyFlow: 220_000, inflow: 220_000, outflow: 0 },
      { time: '2025-01-06', moneyFlow: -50_000, inflow: 0, outflow: 50_000 },
      { time: '2025-01-07', moneyFlow: 0, inflow: 0, outflow: 0 },
    ]);
  });
});

describe('volumeBarsOf', () => {
  it('keeps the buy and sell split per minute and per day', () => {
    const bars = [minute('2025-01-02', 540, 1, 1, 1, 300, 100), minute('2025-01-02', 541, 1, 1, 1, 100, 400)];
    expect(volumeBarsOf(bars).map((bar) => bar.volume)).toEqual([400, 500]);
    expect(volumeBarsOf(bars, 'day')).toEqual([
      { time: '2025-01-02', volume: 900, buyVolume: 400, sellVolume: 500 },
    ]);
  });
});
