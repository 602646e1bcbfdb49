import type { IsoDate } from '../types.ts';
import type { ForeignFlowPoint } from './foreign-flow.ts';

export type ForeignFlowSum = {
  /** Trading days actually added (fewer than asked when the series is shorter). */
  days: number;
  /** Shares. */
  netBuy: number;
  /** Rupiah. */
  netValue: number;
};

export type ForeignFlowStreak = ForeignFlowSum & {
  /** 'buy' when the latest day was a net foreign buy, 'sell' for a net sell, 'none' when flat or empty. */
  side: 'buy' | 'sell' | 'none';
  /** First day of the streak; null when there is none. */
  since: IsoDate | null;
};

export type ForeignFlowSummary = {
  streak: ForeignFlowStreak;
  last5: ForeignFlowSum;
  last20: ForeignFlowSum;
};

/**
 * Net foreign streak and 5-/20-day sums of ONE stock's daily foreign flow. The streak counts the
 * latest days in a row whose net buy has the latest day's sign; a flat day (net 0) ends it, and a
 * flat latest day means no streak. Points need not be sorted.
 */
export function summarizeForeignFlow(points: readonly ForeignFlowPoint[]): ForeignFlowSummary {
  const ordered = points.slice().sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  return {
    streak: streakOf(ordered),
    last5: sumOfLast(ordered, 5),
    last20: sumOfLast(ordered, 20),
  };
}

function streakOf(ordered: readonly ForeignFlowPoint[]): ForeignFlowStreak {
  const latest = ordered[ordered.length - 1];
  const sign = latest ? Math.sign(latest.netBuy) : 0;
  if (!latest || sign === 0) return { side: 'none', since: null, days: 0, netBuy: 0, netValue: 0 };
  let first = ordered.length - 1;
  while (first > 0 && Math.sign(ordered[first - 1]!.netBuy) === sign) first -= 1;
  return {
    side: sign > 0 ? 'buy' : 'sell',
    since: ordered[first]!.time,
    ...sumOf(ordered.slice(first)),
  };
}

function sumOfLast(ordered: readonly ForeignFlowPoint[], days: number): ForeignFlowSum {
  return sumOf(ordered.slice(Math.max(0, ordered.length - days)));
}

function sumOf(points: readonly ForeignFlowPoint[]): ForeignFlowSum {
  let netBuy = 0;
  let netValue = 0;
  for (const point of points) {
    netBuy += point.netBuy;
    netValue += point.netValue;
  }
  return { days: points.length, netBuy, netValue };
}
