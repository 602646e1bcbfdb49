import type { IsoDate } from '../types.ts';
import type { PricePoint } from './rrg.ts';

/**
 * Relative Rotation Chart line: 100 × (item / item₀) / (benchmark / benchmark₀) on the dates both
 * series share, over the last `window` shared dates (all of them when omitted). Above 100 the item
 * has beaten the index since the window began; below 100 it has lagged.
 */
export function relativePerformance(
  item: readonly PricePoint[],
  benchmark: readonly PricePoint[],
  window?: number,
): { date: IsoDate; value: number }[] {
  const benchmarkByDate = new Map(benchmark.map((point) => [point.date, point.close]));
  const shared: { date: IsoDate; item: number; bench: number }[] = [];
  for (const point of item) {
    const bench = benchmarkByDate.get(point.date);
    if (bench !== undefined) shared.push({ date: point.date, item: point.close, bench });
  }
  const inWindow = window === undefined ? shared : shared.slice(Math.max(0, shared.length - window));
  const first = inWindow[0];
  if (first === undefined) return [];
  return inWindow.map((point) => ({
    date: point.date,
    value: (100 * (point.item / first.item)) / (point.bench / first.bench),
  }));
}
