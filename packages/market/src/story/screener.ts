import { dayNumber, isoWeekStart } from '../jakarta-time.ts';
import type { DailyBar } from '../types.ts';

export const SCREENER_DATE_KEYS = ['W-4', 'W-3', 'W-2', 'W-1', 'D-4', 'D-3', 'D-2', 'D-1', 'D0'] as const;
export type ScreenerDateKey = (typeof SCREENER_DATE_KEYS)[number];
export const VOLUME_CHANGE_DAYS = {
  vol1d: 1,
  vol3d: 3,
  vol5d: 5,
  vol10d: 10,
  vol20d: 20,
  vol50d: 50,
  vol100d: 100,
} as const;
export type VolumeChangeKey = keyof typeof VOLUME_CHANGE_DAYS;
export const MOVING_AVERAGE_DAYS = { ma5: 5, ma10: 10, ma20: 20, ma50: 50, ma100: 100, ma200: 200 } as const;
export type MovingAverageKey = keyof typeof MOVING_AVERAGE_DAYS;

export type ScreenerRow = {
  symbol: string;
  price: number;
  volume: number;
  dates: Record<ScreenerDateKey, number | null>;
  percent1d: number | null;
  volumeChanges: Record<VolumeChangeKey, number | null>;
  maIndicators: Record<MovingAverageKey, 'v' | 'x' | null>;
  movingAverage: Record<MovingAverageKey, number | null>;
};

function percentChange(now: number | undefined, before: number | undefined): number | null {
  return now === undefined || before === undefined || before === 0 ? null : 100 * (now / before - 1);
}

/**
 * One heat-map screener row from a ticker's daily bars (oldest first). All changes are percent;
 * anything without enough history is null.
 * - D0 = latest close vs the close before; D-k = the same change k trading days earlier.
 *   percent1d = D0.
 * - W-k = change of the k-th completed ISO week before the current (latest bar's) week, last close
 *   of that week vs last close of the week before it.
 * - volN = latest volume vs the average volume of the N trading days before it.
 * - maN = SMA of the last N closes (including today); the flag is 'v' when the close is above it,
 *   'x' otherwise (at or below).
 */
export function buildScreenerRow(symbol: string, bars: readonly DailyBar[]): ScreenerRow | null {
  const n = bars.length;
  const last = bars[n - 1];
  if (last === undefined) return null;
  const close = (i: number) => bars[i]?.close;

  const weekCloses: number[] = [];
  let currentWeek = Number.NaN;
  for (const bar of bars) {
    const week = isoWeekStart(dayNumber(bar.date));
    if (week === currentWeek) weekCloses[weekCloses.length - 1] = bar.close;
    else {
      weekCloses.push(bar.close);
      currentWeek = week;
    }
  }
  const weeks = weekCloses.length;

  const dates = {} as Record<ScreenerDateKey, number | null>;
  for (let k = 4; k >= 1; k--)
    dates[`W-${k}` as ScreenerDateKey] = percentChange(weekCloses[weeks - 1 - k], weekCloses[weeks - 2 - k]);
  for (let k = 4; k >= 1; k--)
    dates[`D-${k}` as ScreenerDateKey] = percentChange(close(n - 1 - k), close(n - 2 - k));
  dates.D0 = percentChange(last.close, close(n - 2));

  const volumeChanges = {} as Record<VolumeChangeKey, number | null>;
  for (const [key, days] of Object.entries(VOLUME_CHANGE_DAYS) as [VolumeChangeKey, number][]) {
    if (n - 1 < days) {
      volumeChanges[key] = null;
      continue;
    }
    let sum = 0;
    for (let i = n - 1 - days; i < n - 1; i++) sum += (bars[i] as DailyBar).volume;
    volumeChanges[key] = percentChange(last.volume, sum / days);
  }

  const movingAverage = {} as Record<MovingAverageKey, number | null>;
  const maIndicators = {} as Record<MovingAverageKey, 'v' | 'x' | null>;
  for (const [key, days] of Object.entries(MOVING_AVERAGE_DAYS) as [MovingAverageKey, number][]) {
    if (n < days) {
      movingAverage[key] = null;
      maIndicators[key] = null;
      continue;
    }
    let sum = 0;
    for (let i = n - days; i < n; i++) sum += (bars[i] as DailyBar).close;
    const average = sum / days;
    movingAverage[key] = average;
    maIndicators[key] = last.close > average ? 'v' : 'x';
  }

  return {
    symbol,
    price: last.close,
    volume: last.volume,
    dates,
    percent1d: dates.D0,
    volumeChanges,
    maIndicators,
    movingAverage,
  };
}

/** Spec §5 Normalize: min-max scale a row to 0-100; 50 when all values are equal; null stays null. */
export function normalizeRow(values: readonly (number | null)[]): (number | null)[] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return values.map((value) => {
    if (value === null) return null;
    return max === min ? 50 : (100 * (value - min)) / (max - min);
  });
}

export type HeatBand = 80 | 60 | 40 | 20 | 0;

/** Spec §9 band of a normalized value: the lower edge of ≥80, ≥60, ≥40, ≥20 or <20 (0). */
export function heatBand(normalized: number): HeatBand {
  if (normalized >= 80) return 80;
  if (normalized >= 60) return 60;
  if (normalized >= 40) return 40;
  if (normalized >= 20) return 20;
  return 0;
}

/** Spec §9 sign rule on the raw (un-normalized) value: non-negative green, negative red. */
export function heatTone(value: number): 'positive' | 'negative' {
  return value >= 0 ? 'positive' : 'negative';
}
