import { rsi } from '../technical-analysis/indicators.ts';
import { foreignFlowOf } from '../flows/foreign-flow.ts';
import type { DailyBar, IsoDate } from '../types.ts';
import { accumulationLabel, accumulationRatio } from './accumulation.ts';
import type { AccumulationLabel } from './accumulation.ts';
import { foreignOwnChange } from './ownership-change.ts';
import type { OwnershipPair } from './ownership-change.ts';

/**
 * The screen metrics that take no parameters, i.e. the catalogue in @pantau/contracts without
 * brokerNetLots, brokerBuyDays and categoryOwnChange (see broker-metrics.ts, ownership-change.ts).
 */
export const BASE_METRIC_IDS = [
  'close',
  'change1d',
  'change5d',
  'change20d',
  'value',
  'volumeRatio20d',
  'distMa5',
  'distMa10',
  'distMa20',
  'distMa50',
  'distMa100',
  'distMa200',
  'maCross5x20',
  'maCross20x50',
  'maCross50x200',
  'rsi14',
  'newHigh20d',
  'newLow20d',
  'newHigh52w',
  'newLow52w',
  'accTop3',
  'accTop5',
  'accTop10',
  'bandarValue',
  'bandarValueMa10',
  'bandarValueMa20',
  'foreignNet1d',
  'foreignNet5d',
  'foreignNet20d',
  'foreignStreak',
  'foreignNetMa10',
  'foreignNetMa20',
  'foreignOwnChange',
] as const;
export type BaseMetricId = (typeof BASE_METRIC_IDS)[number];

/** A metric's value on a stock: null when the data it needs is missing (too few days, no ownership). */
export type MetricValue = number | string | boolean | null;

export type StockMetrics = Record<BaseMetricId, MetricValue>;

export type MaCross = 'golden' | 'death' | 'none';

/**
 * Top-N broker totals of one stock-day, rupiah: buyN = net value of the N largest net buyers,
 * sellN = net value of the N largest net sellers as a positive number.
 */
export type TopNetDay = {
  date: IsoDate;
  buy3: number;
  sell3: number;
  buy5: number;
  sell5: number;
  buy10: number;
  sell10: number;
};

export type StockMetricsInput = {
  /** One stock's daily bars, oldest first; the last bar is today. */
  bars: readonly DailyBar[];
  /** Broker top-N totals, oldest first; a day without broker rows has no entry. */
  topNet: readonly TopNetDay[];
  ownership: OwnershipPair;
};

/** Bars before today that a 20-day and a 52-week high/low look back over. */
const SHORT_LOOKBACK = 20;
const YEAR_LOOKBACK = 250;

/**
 * Every parameterless metric of one stock on its latest trading day, as the catalogue describes
 * them. The bars are taken in the order given (oldest first) rather than sorted, since the server
 * runs this for every listed stock on each import; apart from RSI, which needs the whole series for
 * Wilder's smoothing, each metric reads only the window it needs.
 *
 * A day without a `topNet` entry counts as no broker activity (bandar value 0, Neutral) when
 * nothing traded, and as unknown (null) when something did: its broker rows were never loaded.
 */
export function computeStockMetrics({ bars, topNet, ownership }: StockMetricsInput): StockMetrics {
  const closes = bars.map((bar) => bar.close);
  const today = bars.at(-1);
  return {
    close: today?.close ?? null,
    change1d: change(closes, 1),
    change5d: change(closes, 5),
    change20d: change(closes, 20),
    value: today?.value ?? null,
    volumeRatio20d: volumeRatio(bars),
    distMa5: distanceFromMa(closes, 5),
    distMa10: distanceFromMa(closes, 10),
    distMa20: distanceFromMa(closes, 20),
    distMa50: distanceFromMa(closes, 50),
    distMa100: distanceFromMa(closes, 100),
    distMa200: distanceFromMa(closes, 200),
    maCross5x20: maCross(closes, 5, 20),
    maCross20x50: maCross(closes, 20, 50),
    maCross50x200: maCross(closes, 50, 200),
    rsi14: rsi(closes, 14).at(-1) ?? null,
    newHigh20d: newExtreme(bars, SHORT_LOOKBACK, 'high'),
    newLow20d: newExtreme(bars, SHORT_LOOKBACK, 'low'),
    newHigh52w: newExtreme(bars, YEAR_LOOKBACK, 'high'),
    newLow52w: newExtreme(bars, YEAR_LOOKBACK, 'low'),
    ...bandarMetrics(bars, topNet),
    ...foreignMetrics(bars),
    foreignOwnChange: foreignOwnChange(ownership),
  };
}

/** Close vs the close n bars back, %. */
function change(closes: readonly number[], n: number): number | null {
  const last = closes.length - 1;
  if (last < n) return null;
  const base = closes[last - n] as number;
  return base === 0 ? null : ((closes[last] as number) / base - 1) * 100;
}

function volumeRatio(bars: readonly DailyBar[]): number | null {
  const last = bars.length - 1;
  const average = meanOf(bars, last - 1, SHORT_LOOKBACK, (bar) => bar.volume);
  if (average === null || average === 0) return null;
  return (bars[last] as DailyBar).volume / average;
}

function distanceFromMa(closes: readonly number[], period: number): number | null {
  const last = closes.length - 1;
  const ma = meanOf(closes, last, period, itself);
  if (ma === null || ma === 0) return null;
  return (((closes[last] as number) - ma) / ma) * 100;
}

/** Whether the fast MA crossed the slow one between yesterday and today. */
function maCross(closes: readonly number[], fast: number, slow: number): MaCross | null {
  const last = closes.length - 1;
  const slowYesterday = meanOf(closes, last - 1, slow, itself);
  if (slowYesterday === null) return null;
  const fastYesterday = meanOf(closes, last - 1, fast, itself) as number;
  const fastToday = meanOf(closes, last, fast, itself) as number;
  const slowToday = meanOf(closes, last, slow, itself) as number;
  if (fastYesterday <= slowYesterday && fastToday > slowToday) return 'golden';
  if (fastYesterday >= slowYesterday && fastToday < slowToday) return 'death';
  return 'none';
}

/**
 * Whether today's high (low) beats every one of up to `lookback` bars before it. Fewer than 20
 * earlier bars say nothing about a high, so the flag is then null; the 52-week flag uses all bars
 * held when there are fewer than 250.
 */
function newExtreme(bars: readonly DailyBar[], lookback: number, side: 'high' | 'low'): boolean | null {
  const last = bars.length - 1;
  if (last < SHORT_LOOKBACK) return null;
  const today = (bars[last] as DailyBar)[side];
  for (let i = Math.max(0, last - lookback); i < last; i++) {
    const earlier = (bars[i] as DailyBar)[side];
    if (side === 'high' ? earlier >= today : earlier <= today) return false;
  }
  return true;
}

function bandarMetrics(
  bars: readonly DailyBar[],
  topNet: readonly TopNetDay[],
): Pick<
  StockMetrics,
  'accTop3' | 'accTop5' | 'accTop10' | 'bandarValue' | 'bandarValueMa10' | 'bandarValueMa20'
> {
  const today = bars.at(-1);
  if (today === undefined) {
    return {
      accTop3: null,
      accTop5: null,
      accTop10: null,
      bandarValue: null,
      bandarValueMa10: null,
      bandarValueMa20: null,
    };
  }
  const byDate = new Map(topNet.map((day) => [day.date, day]));
  // A day that traded yet has no broker rows is a day whose broker summary was never loaded (real
  // files often start later than prices): unknown, not a day of no bandar activity.
  const missing = (bar: DailyBar) => !byDate.has(bar.date) && bar.volume > 0;
  const bandarValueOf = (bar: DailyBar) => {
    const day = byDate.get(bar.date);
    return day === undefined ? 0 : day.buy5 - day.sell5;
  };
  const bandarMean = (period: number) =>
    bars.slice(-period).some(missing) ? null : meanOf(bars, bars.length - 1, period, bandarValueOf);
  const todayNet = byDate.get(today.date);
  const label = (buy: number, sell: number): AccumulationLabel =>
    accumulationLabel(accumulationRatio(buy, sell));
  if (missing(today)) {
    return {
      accTop3: null,
      accTop5: null,
      accTop10: null,
      bandarValue: null,
      bandarValueMa10: null,
      bandarValueMa20: null,
    };
  }
  return {
    accTop3: todayNet ? label(todayNet.buy3, todayNet.sell3) : 'Neutral',
    accTop5: todayNet ? label(todayNet.buy5, todayNet.sell5) : 'Neutral',
    accTop10: todayNet ? label(todayNet.buy10, todayNet.sell10) : 'Neutral',
    bandarValue: bandarValueOf(today),
    bandarValueMa10: bandarMean(10),
    bandarValueMa20: bandarMean(20),
  };
}

function foreignMetrics(
  bars: readonly DailyBar[],
): Pick<
  StockMetrics,
  'foreignNet1d' | 'foreignNet5d' | 'foreignNet20d' | 'foreignStreak' | 'foreignNetMa10' | 'foreignNetMa20'
> {
  const netValues = foreignFlowOf(bars.slice(-20)).map((point) => point.netValue);
  const last = netValues.length - 1;
  return {
    foreignNet1d: netValues.at(-1) ?? null,
    foreignNet5d: sumOf(netValues, last, 5, itself),
    foreignNet20d: sumOf(netValues, last, 20, itself),
    foreignStreak: foreignStreak(bars),
    foreignNetMa10: meanOf(netValues, last, 10, itself),
    foreignNetMa20: meanOf(netValues, last, 20, itself),
  };
}

/** Days in a row up to today on the side of today's net foreign shares: + buying, − selling. */
function foreignStreak(bars: readonly DailyBar[]): number | null {
  const today = bars.at(-1);
  if (today === undefined) return null;
  const side = Math.sign(today.foreignBuy - today.foreignSell);
  if (side === 0) return 0;
  let days = 0;
  for (let i = bars.length - 1; i >= 0; i--) {
    const bar = bars[i] as DailyBar;
    if (Math.sign(bar.foreignBuy - bar.foreignSell) !== side) break;
    days++;
  }
  return side * days;
}

/** Sum of the `period` items ending at index `end` (inclusive); null when the window starts before 0. */
function sumOf<T>(
  items: readonly T[],
  end: number,
  period: number,
  read: (item: T) => number,
): number | null {
  const start = end - period + 1;
  if (start < 0) return null;
  let sum = 0;
  for (let i = start; i <= end; i++) sum += read(items[i] as T);
  return sum;
}

function meanOf<T>(
  items: readonly T[],
  end: number,
  period: number,
  read: (item: T) => number,
): number | null {
  const sum = sumOf(items, end, period, read);
  return sum === null ? null : sum / period;
}

function itself(value: number): number {
  return value;
}
