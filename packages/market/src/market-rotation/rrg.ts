import type { IsoDate } from '../types.ts';
import { rollingZScore } from './rolling.ts';

export type PricePoint = { date: IsoDate; close: number };
export type RrgPoint = { date: IsoDate; rsRatio: number; rsMomentum: number };
export type Quadrant = 'Leading' | 'Weakening' | 'Lagging' | 'Improving';
export type RrgBasis = 'weekly' | 'daily';

/**
 * Defaults per basis. The reference's p = 52 weeks makes momentum a year-over-year comparison:
 * it needs 2w + p − 2 = 78 weeks before the first point and barely turns within a 6-point tail.
 * p = 10 weeks (about a quarter) needs 36 weeks of warm-up, leaving ~225 points out of 5 years of
 * weekly data, and rotates at the pace the tail shows. Daily: w = 20 (a trading month), p = 10.
 */
export const RRG_DEFAULTS: Record<RrgBasis, { window: number; rocPeriod: number }> = {
  weekly: { window: 14, rocPeriod: 10 },
  daily: { window: 20, rocPeriod: 10 },
};

export const RRG_TAIL_LENGTH = 6;

export type RrgOptions = { basis?: RrgBasis; window?: number; rocPeriod?: number };

/**
 * RRG coordinates of an item against a benchmark (market-reference.md), on the dates both share:
 * RS = 100·close/benchmark; RS-Ratio = 100 + (RS − SMA_w(RS)) / STD_w(RS);
 * ROC = 100·(RS-Ratio / RS-Ratio[t−p] − 1); RS-Momentum = 100 + (ROC − SMA_w(ROC)) / STD_w(ROC).
 * STD is the sample standard deviation (n − 1, as pandas' rolling std in the open implementations);
 * a zero deviation gives 100. Points start once both coordinates exist (after 2w + p − 2 bars).
 */
export function computeRrg(
  item: readonly PricePoint[],
  benchmark: readonly PricePoint[],
  options: RrgOptions = {},
): RrgPoint[] {
  const defaults = RRG_DEFAULTS[options.basis ?? 'weekly'];
  const window = options.window ?? defaults.window;
  const rocPeriod = options.rocPeriod ?? defaults.rocPeriod;
  if (!Number.isInteger(window) || window < 2 || window > 200) {
    throw new RangeError(`RRG window must be a whole number from 2 to 200, got ${window}`);
  }
  if (!Number.isInteger(rocPeriod) || rocPeriod < 1 || rocPeriod > 200) {
    throw new RangeError(`RRG ROC period must be a whole number from 1 to 200, got ${rocPeriod}`);
  }

  const benchmarkByDate = new Map(benchmark.map((point) => [point.date, point.close]));
  const dates: IsoDate[] = [];
  const relativeStrength: number[] = [];
  for (const point of item) {
    const bench = benchmarkByDate.get(point.date);
    if (bench === undefined || bench === 0) continue;
    dates.push(point.date);
    relativeStrength.push((100 * point.close) / bench);
  }

  const rsRatio = rollingZScore(relativeStrength, window).map((z) => (z === null ? null : 100 + z));
  const roc = rsRatio.map((value, i) => {
    const earlier = i >= rocPeriod ? (rsRatio[i - rocPeriod] ?? null) : null;
    return value === null || earlier === null ? null : 100 * (value / earlier - 1);
  });
  const momentum = rollingZScore(roc, window);

  const points: RrgPoint[] = [];
  for (let i = 0; i < dates.length; i++) {
    const x = rsRatio[i] ?? null;
    const z = momentum[i] ?? null;
    if (x !== null && z !== null) points.push({ date: dates[i] as IsoDate, rsRatio: x, rsMomentum: 100 + z });
  }
  return points;
}

/** The last `length` points: the trail drawn behind each item (spec §9: 6). */
export function rrgTail<T>(points: readonly T[], length = RRG_TAIL_LENGTH): T[] {
  return points.slice(Math.max(0, points.length - length));
}

/** Quadrant per market-reference.md; points on the 100 lines count as the lower/left side. */
export function quadrant(rsRatio: number, rsMomentum: number): Quadrant {
  if (rsRatio > 100) return rsMomentum > 100 ? 'Leading' : 'Weakening';
  return rsMomentum > 100 ? 'Improving' : 'Lagging';
}

export type RotationVolume = 'HIGH' | 'MEDIUM' | 'LOW';
export type RotationTrend = 'STRONG' | 'IMPROVING' | 'WEAKENING' | 'WEAK';

const TREND_BY_QUADRANT: Record<Quadrant, RotationTrend> = {
  Leading: 'STRONG',
  Improving: 'IMPROVING',
  Weakening: 'WEAKENING',
  Lagging: 'WEAK',
};

export function trendOfQuadrant(value: Quadrant): RotationTrend {
  return TREND_BY_QUADRANT[value];
}

export type RotationScreenerRow = {
  symbol: string;
  sector: string;
  rsRatio: number;
  rsMomentum: number;
  /** % change of the close over the last `tailLength` periods; null without enough history. */
  performance: number | null;
  volume: RotationVolume;
  trend: RotationTrend;
};

/**
 * The Relative Momentum Screener row of one item from its RRG points and its price/volume series
 * (same basis as the points, e.g. weekly closes with weekly volume sums).
 * - rsRatio / rsMomentum / trend: from the latest point (Leading STRONG, Improving IMPROVING,
 *   Weakening WEAKENING, Lagging WEAK).
 * - performance: close now vs `tailLength` periods ago, in percent.
 * - volume: average volume of the last `tailLength` periods against the average of up to
 *   `volumeBaseline` periods before them: ≥ 1.2× HIGH, ≤ 0.8× LOW, otherwise (or without a
 *   baseline) MEDIUM.
 * Returns null when there is no RRG point yet.
 */
export function buildRotationScreenerRow(
  input: {
    symbol: string;
    sector: string;
    points: readonly RrgPoint[];
    series: readonly { close: number; volume: number }[];
  },
  options: { tailLength?: number; volumeBaseline?: number } = {},
): RotationScreenerRow | null {
  const { tailLength = RRG_TAIL_LENGTH, volumeBaseline = 20 } = options;
  const latest = input.points[input.points.length - 1];
  if (latest === undefined) return null;
  const { series } = input;
  const last = series[series.length - 1];
  const earlier = series[series.length - 1 - tailLength];
  const performance =
    last === undefined || earlier === undefined || earlier.close === 0
      ? null
      : 100 * (last.close / earlier.close - 1);
  return {
    symbol: input.symbol,
    sector: input.sector,
    rsRatio: latest.rsRatio,
    rsMomentum: latest.rsMomentum,
    performance,
    volume: classifyVolume(
      series.map((point) => point.volume),
      tailLength,
      volumeBaseline,
    ),
    trend: trendOfQuadrant(quadrant(latest.rsRatio, latest.rsMomentum)),
  };
}

function classifyVolume(
  volumes: readonly number[],
  recentLength: number,
  baselineLength: number,
): RotationVolume {
  const recent = volumes.slice(Math.max(0, volumes.length - recentLength));
  const baseline = volumes.slice(
    Math.max(0, volumes.length - recentLength - baselineLength),
    Math.max(0, volumes.length - recentLength),
  );
  if (recent.length === 0 || baseline.length === 0) return 'MEDIUM';
  const baselineAverage = baseline.reduce((sum, v) => sum + v, 0) / baseline.length;
  if (baselineAverage <= 0) return 'MEDIUM';
  const ratio = recent.reduce((sum, v) => sum + v, 0) / recent.length / baselineAverage;
  return ratio >= 1.2 ? 'HIGH' : ratio <= 0.8 ? 'LOW' : 'MEDIUM';
}
