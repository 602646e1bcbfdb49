import { describe, expect, it } from 'vitest';
import type { DailyBar } from '../types.ts';
import { buildScreenerRow, heatBand, heatTone, normalizeRow } from './screener.ts';

function bar(date: string, close: number, volume: number): DailyBar {
  return {
    symbol: 'BBRI',
    date,
    open: close,
    high: close,
    low: close,
    close,
    volume,
    value: 0,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  };
}

// Five Fridays (weeks of 1, 8, 15, 22, 29 Jan 2024), then Mon-Wed of the current week (5 Feb).
const BARS = [
  bar('2024-01-05', 100, 10),
  bar('2024-01-12', 110, 10),
  bar('2024-01-19', 99, 10),
  bar('2024-01-26', 99, 10),
  bar('2024-02-02', 120, 10),
  bar('2024-02-05', 126, 10),
  bar('2024-02-06', 120, 20),
  bar('2024-02-07', 123, 40),
];

describe('heat-map screener row', () => {
  const row = buildScreenerRow('BBRI', BARS);

  it('measures completed weeks before the current one, close to close', () => {
    // weekly closes 100, 110, 99, 99, 120 | current 123
    // W-1 120/99 = +21.21%, W-2 99/99 = 0, W-3 99/110 = -10%, W-4 110/100 = +10%
    expect(row?.dates['W-1']).toBeCloseTo(2_100 / 99, 10);
    expect(row?.dates['W-2']).toBe(0);
    expect(row?.dates['W-3']).toBeCloseTo(-10, 10);
    expect(row?.dates['W-4']).toBeCloseTo(10, 10);
  });

  it('measures the latest day and the four before it', () => {
    // D0 123/120 = +2.5%, D-1 120/126 = -4.76%, D-2 126/120 = +5%, D-3 120/99 = +21.21%, D-4 99/99 = 0
    expect(row?.dates.D0).toBeCloseTo(2.5, 10);
    expect(row?.percent1d).toBeCloseTo(2.5, 10);
    expect(row?.dates['D-1']).toBeCloseTo(-600 / 126, 10);
    expect(row?.dates['D-2']).toBeCloseTo(5, 10);
    expect(row?.dates['D-3']).toBeCloseTo(2_100 / 99, 10);
    expect(row?.dates['D-4']).toBe(0);
    expect(row).toMatchObject({ symbol: 'BBRI', price: 123, volume: 40 });
  });

  it('compares the latest volume with the average of the days before it', () => {
    // vol1d 40 vs 20 = +100%; vol3d 40 vs (10+10+20)/3 = +200%; vol5d 40 vs 60/5 = 12 -> +233.33%
    expect(row?.volumeChanges.vol1d).toBe(100);
    expect(row?.volumeChanges.vol3d).toBeCloseTo(200, 10);
    expect(row?.volumeChanges.vol5d).toBeCloseTo(700 / 3, 10);
    expect(row?.volumeChanges.vol10d).toBeNull();
  });

  it('flags the close against moving averages it has history for', () => {
    // MA5 = (99 + 120 + 126 + 120 + 123) / 5 = 117.6 < 123
    expect(row?.movingAverage.ma5).toBeCloseTo(117.6, 10);
    expect(row?.maIndicators.ma5).toBe('v');
    expect(row?.movingAverage.ma10).toBeNull();
    expect(row?.maIndicators.ma200).toBeNull();
  });

  it('has a row of nulls for a one-day listing and no row without bars', () => {
    const fresh = buildScreenerRow('NEW', [bar('2024-02-07', 50, 5)]);
    expect(fresh?.dates.D0).toBeNull();
    expect(fresh?.dates['W-1']).toBeNull();
    expect(fresh?.volumeChanges.vol1d).toBeNull();
    expect(buildScreenerRow('NONE', [])).toBeNull();
  });
});

describe('normalize and heat bands', () => {
  it('scales a row to 0-100 between its min and max, keeping nulls', () => {
    expect(normalizeRow([10, null, 20, 15])).toEqual([0, null, 100, 50]);
  });

  it('puts every value of a flat row at 50', () => {
    expect(normalizeRow([5, 5, null])).toEqual([50, 50, null]);
    expect(normalizeRow([null])).toEqual([null]);
  });

  it.each([
    [100, 80],
    [80, 80],
    [79.9, 60],
    [40, 40],
    [20, 20],
    [19.9, 0],
  ] as const)('places %d in the %d band', (value, band) => {
    expect(heatBand(value)).toBe(band);
  });

  it('colours zero and gains green, losses red', () => {
    expect(heatTone(0)).toBe('positive');
    expect(heatTone(-0.01)).toBe('negative');
  });
});
