import type { DailyBar, MinuteBar } from '../types.ts';
import { dayNumber, isoWeekStart, jakartaEpochSeconds } from '../jakarta-time.ts';

export const TIMEFRAMES = ['1M', '5M', '15M', '30M', '1H', '1D', '1W', '1MO', '3M', '6M', '1Y'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export type IntradayTimeframe = '1M' | '5M' | '15M' | '30M' | '1H';

/** Bucket size in minutes of the intraday timeframes. */
const INTRADAY_MINUTES: Record<IntradayTimeframe, number> = {
  '1M': 1,
  '5M': 5,
  '15M': 15,
  '30M': 30,
  '1H': 60,
};

const DAY = 86_400;
/** Nominal length in seconds; calendar periods use their average length. */
export const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  '1M': 60,
  '5M': 300,
  '15M': 900,
  '30M': 1_800,
  '1H': 3_600,
  '1D': DAY,
  '1W': 7 * DAY,
  '1MO': 30.44 * DAY,
  '3M': 91.31 * DAY,
  '6M': 182.62 * DAY,
  '1Y': 365.25 * DAY,
};

/**
 * Candle.time is epoch seconds (UTC) of the bucket start read as Jakarta time: intraday buckets
 * start at date + bucket minute (UTC+7); daily and longer buckets at 00:00 Jakarta time of the
 * first trading date in the bucket. Charts that label in UTC must add 7 h to show Jakarta dates.
 */
export type Candle = {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  buyVolume?: number;
  sellVolume?: number;
};

export function isIntraday(timeframe: Timeframe): timeframe is IntradayTimeframe {
  return timeframe in INTRADAY_MINUTES;
}

type BucketRow = {
  date: string;
  minute: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  buyVolume?: number;
  sellVolume?: number;
};

/**
 * Numeric bucket key of a row and the minute its bucket starts at. Intraday buckets never cross a
 * day; weeks are ISO weeks (Monday start); months, quarters, half-years and years are calendar ones.
 */
export function bucketOf(
  timeframe: Timeframe,
  date: string,
  minute: number,
): { key: number; minute: number } {
  if (isIntraday(timeframe)) {
    const size = INTRADAY_MINUTES[timeframe];
    const start = Math.floor(minute / size) * size;
    return { key: dayNumber(date) * 1_440 + start, minute: start };
  }
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  switch (timeframe) {
    case '1D':
      return { key: dayNumber(date), minute: 0 };
    case '1W':
      return { key: isoWeekStart(dayNumber(date)), minute: 0 };
    case '1MO':
      return { key: year * 12 + month, minute: 0 };
    case '3M':
      return { key: year * 4 + Math.floor(month / 3), minute: 0 };
    case '6M':
      return { key: year * 2 + Math.floor(month / 6), minute: 0 };
    case '1Y':
      return { key: year, minute: 0 };
  }
}

/** Groups consecutive rows (sorted by time) into candles; rows of one bucket must be adjacent. */
function aggregate(rows: readonly BucketRow[], timeframe: Timeframe, withSides: boolean): Candle[] {
  const candles: Candle[] = [];
  let current: Candle | null = null;
  let currentKey = Number.NaN;
  for (const row of rows) {
    const bucket = bucketOf(timeframe, row.date, row.minute);
    if (current === null || bucket.key !== currentKey) {
      current = {
        time: jakartaEpochSeconds(row.date, bucket.minute),
        open: row.open,
        high: row.high,
        low: row.low,
        close: row.close,
        volume: row.volume,
      };
      if (withSides) {
        current.buyVolume = row.buyVolume ?? 0;
        current.sellVolume = row.sellVolume ?? 0;
      }
      currentKey = bucket.key;
      candles.push(current);
      continue;
    }
    if (row.high > current.high) current.high = row.high;
    if (row.low < current.low) current.low = row.low;
    current.close = row.close;
    current.volume += row.volume;
    if (withSides) {
      current.buyVolume = (current.buyVolume ?? 0) + (row.buyVolume ?? 0);
      current.sellVolume = (current.sellVolume ?? 0) + (row.sellVolume ?? 0);
    }
  }
  return candles;
}

function sortedByTime<T extends { date: string; minute: number }>(rows: readonly T[]): readonly T[] {
  for (let i = 1; i < rows.length; i++) {
    const previous = rows[i - 1] as T;
    const row = rows[i] as T;
    if (row.date < previous.date || (row.date === previous.date && row.minute < previous.minute)) {
      return [...rows].sort((a, b) => (a.date === b.date ? a.minute - b.minute : a.date < b.date ? -1 : 1));
    }
  }
  return rows;
}

/**
 * Minute bars of one symbol into candles of `timeframe`, carrying buy/sell volume. Intraday buckets
 * start at floor(minute / size) · size within the day; daily and longer timeframes group by the
 * bars' trading date. Unsorted input is sorted first.
 */
export function aggregateMinuteBars(bars: readonly MinuteBar[], timeframe: Timeframe): Candle[] {
  return aggregate(sortedByTime(bars), timeframe, true);
}

/** Daily bars of one symbol into 1D..1Y candles, each timed at its first trading date. */
export function aggregateDailyBars(bars: readonly DailyBar[], timeframe: Timeframe): Candle[] {
  if (isIntraday(timeframe)) throw new RangeError(`Daily bars cannot make ${timeframe} candles`);
  const rows = sortedByTime(bars.map((bar) => ({ ...bar, minute: 0 })));
  return aggregate(rows, timeframe, false);
}

/**
 * The data's bar spacing: the median gap in seconds between consecutive distinct times (the median
 * ignores weekends, holidays and lunch breaks). `null` with fewer than two distinct times.
 */
export function detectFrequency(timesEpochSeconds: readonly number[]): number | null {
  const times = [...timesEpochSeconds].sort((a, b) => a - b);
  const gaps: number[] = [];
  for (let i = 1; i < times.length; i++) {
    const gap = (times[i] as number) - (times[i - 1] as number);
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return null;
  gaps.sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1
    ? (gaps[middle] as number)
    : ((gaps[middle - 1] as number) + (gaps[middle] as number)) / 2;
}

/**
 * Timeframes at least as coarse as the data. Calendar months, quarters and years vary in length,
 * so a timeframe is allowed when its nominal length is ≥ 90% of the detected frequency (monthly
 * data with a 31-day median gap still allows 1MO). Unknown frequency allows everything.
 */
export function allowedTimeframes(frequencySeconds: number | null): Timeframe[] {
  if (frequencySeconds === null) return [...TIMEFRAMES];
  return TIMEFRAMES.filter((timeframe) => TIMEFRAME_SECONDS[timeframe] >= 0.9 * frequencySeconds);
}

/** The requested timeframe when allowed, else the first allowed one (spec §4); unchanged if none is. */
export function pickTimeframe(requested: Timeframe, allowed: readonly Timeframe[]): Timeframe {
  return allowed.includes(requested) ? requested : (allowed[0] ?? requested);
}

/**
 * Candles with arbitrary epoch times (e.g. from a CSV) into `timeframe`. Intraday buckets follow
 * the Jakarta clock; daily and longer buckets use the trading day, which counts hours before 07:00
 * Jakarta time to the previous day (spec §9).
 */
export function aggregateCandles(candles: readonly Candle[], timeframe: Timeframe): Candle[] {
  const rows = [...candles]
    .sort((a, b) => a.time - b.time)
    .map((candle) => {
      const local = candle.time + 7 * 3_600;
      const localDay = Math.floor(local / DAY);
      const intraday = isIntraday(timeframe);
      // Trading day = UTC date of the instant (Jakarta date of time − 7 h); see toTradingDay.
      const day = intraday ? localDay : Math.floor(candle.time / DAY);
      return {
        ...candle,
        date: new Date(day * 86_400_000).toISOString().slice(0, 10),
        minute: intraday ? Math.floor((local - localDay * DAY) / 60) : 0,
      };
    });
  const withSides = candles.some(
    (candle) => candle.buyVolume !== undefined || candle.sellVolume !== undefined,
  );
  return aggregate(rows, timeframe, withSides);
}
