import { describe, expect, it } from 'vitest';
import type { DailyBar } from '../types.ts';
import { buildTrendFilter, classifyTrend } from './trend.ts';

function bars(symbol: string, closes: readonly number[]): DailyBar[] {
  return closes.map((close, i) => ({
    symbol,
    date: `2024-01-${String(i + 2).padStart(2, '0')}`,
    open: close,
    high: close,
    low: close,
    close,
    volume: 0,
    value: 0,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  }));
}

describe('trend classification', () => {
  it('calls a 3-day rise of 3% holding above its average Up', () => {
    // 100 -> 103 over 3 days = +3% >= 2%; SMA3 of 101, 102, 103 = 102 < 103
    expect(classifyTrend([100, 101, 102, 103], '3D')).toEqual({ change: expect.closeTo(3, 10), trend: 'Up' });
  });

  it('calls a spike that already faded below its average Side', () => {
    // 100 -> 102.5 = +2.5% but SMA3 of 110, 110, 102.5 = 107.5 > 102.5
    expect(classifyTrend([100, 110, 110, 102.5], '3D')?.trend).toBe('Side');
  });

  it('needs a bigger move on longer windows', () => {
    // 5D: -2.4% is inside ±2.5%
    expect(classifyTrend([1_000, 995, 990, 985, 980, 976], '5D')?.trend).toBe('Side');
    // 5D: -3% with the close under SMA5 (985.4) is Down
    expect(classifyTrend([1_000, 995, 990, 985, 980, 970], '5D')?.trend).toBe('Down');
  });

  it('has no verdict without N + 1 closes', () => {
    expect(classifyTrend(new Array(21).fill(100), '1M')).toBeNull();
    expect(classifyTrend(new Array(22).fill(100), '1M')?.trend).toBe('Side');
  });
});

describe('trend filter table', () => {
  it('lists classified stocks and the share of each trend', () => {
    const result = buildTrendFilter(
      [
        {
          symbol: 'BBCA',
          name: 'Bank Central Asia',
          sector: 'Financials',
          bars: bars('BBCA', [100, 101, 102, 103]),
        },
        {
          symbol: 'TLKM',
          name: 'Telkom',
          sector: 'Infrastructures',
          bars: bars('TLKM', [100, 100, 100, 100]),
        },
        { symbol: 'GOTO', name: 'GoTo', sector: 'Technology', bars: bars('GOTO', [100, 99, 98, 95]) },
        { symbol: 'ADRO', name: 'Adaro', sector: 'Energy', bars: bars('ADRO', [100, 101, 102, 103]) },
        { symbol: 'NEW', name: 'New listing', sector: 'Energy', bars: bars('NEW', [100]) },
      ],
      '3D',
    );
    expect(result.rows.map((row) => [row.symbol, row.trend])).toEqual([
      ['BBCA', 'Up'],
      ['TLKM', 'Side'],
      ['GOTO', 'Down'],
      ['ADRO', 'Up'],
    ]);
    expect(result.rows[2]).toMatchObject({ price: 95, change: expect.closeTo(-5, 10), sector: 'Technology' });
    expect(result.summary).toEqual({ total: 4, shares: { Up: 50, Side: 25, Down: 25 } });
  });
});
