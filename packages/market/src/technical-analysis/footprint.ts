import type { MinuteBar, MinutePriceLevel } from '../types.ts';
import { aggregateMinuteBars, bucketOf, type Timeframe } from './candles.ts';

export type FootprintLevel = { price: number; bidVolume: number; askVolume: number; totalVolume: number };

export type FootprintCandle = {
  /** Epoch seconds of the bucket start, as Candle.time. */
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Highest price first. */
  volumeLevels: FootprintLevel[];
  /** Σask − Σbid: positive when buyers lifted the offer more than sellers hit the bid. */
  delta: number;
  /** Point of control; `null` when the candle has no level data. */
  poc: number | null;
  pocBid: number;
  pocAsk: number;
  totalVolume: number;
};

/**
 * Footprint candles of one symbol: OHLC from the minute bars, bid/ask volume per price from the
 * minute price levels, both bucketed by `timeframe` like aggregateMinuteBars. Candles follow the
 * bars: levels in a bucket without any bar are dropped. The point of control is the level with the
 * most total volume; ties go to the level nearest the close, then to the higher price.
 */
export function buildFootprint(
  levels: readonly MinutePriceLevel[],
  bars: readonly MinuteBar[],
  timeframe: Timeframe,
): FootprintCandle[] {
  const levelsByBucket = new Map<number, Map<number, FootprintLevel>>();
  for (const level of levels) {
    const bucket = bucketOf(timeframe, level.date, level.minute);
    // Keyed by bucket, not time: a daily or longer bucket is timed at its first bar's date.
    let prices = levelsByBucket.get(bucket.key);
    if (prices === undefined) {
      prices = new Map();
      levelsByBucket.set(bucket.key, prices);
    }
    const entry = prices.get(level.price);
    if (entry === undefined) {
      prices.set(level.price, {
        price: level.price,
        bidVolume: level.bidVolume,
        askVolume: level.askVolume,
        totalVolume: level.bidVolume + level.askVolume,
      });
    } else {
      entry.bidVolume += level.bidVolume;
      entry.askVolume += level.askVolume;
      entry.totalVolume += level.bidVolume + level.askVolume;
    }
  }

  const bucketKeys = bucketKeysOfBars(bars, timeframe);
  return aggregateMinuteBars(bars, timeframe).map((candle, i) => {
    const prices = levelsByBucket.get(bucketKeys[i] as number);
    const volumeLevels = prices === undefined ? [] : [...prices.values()].sort((a, b) => b.price - a.price);
    let delta = 0;
    let totalVolume = 0;
    let poc: FootprintLevel | null = null;
    for (const level of volumeLevels) {
      delta += level.askVolume - level.bidVolume;
      totalVolume += level.totalVolume;
      if (poc === null || beatsPoc(level, poc, candle.close)) poc = level;
    }
    return {
      timestamp: candle.time,
      open: candle.open,
      high: candle.high,
      low: candle.low,
      close: candle.close,
      volumeLevels,
      delta,
      poc: poc?.price ?? null,
      pocBid: poc?.bidVolume ?? 0,
      pocAsk: poc?.askVolume ?? 0,
      totalVolume,
    };
  });
}

function beatsPoc(level: FootprintLevel, poc: FootprintLevel, close: number): boolean {
  if (level.totalVolume !== poc.totalVolume) return level.totalVolume > poc.totalVolume;
  const distance = Math.abs(level.price - close);
  const pocDistance = Math.abs(poc.price - close);
  if (distance !== pocDistance) return distance < pocDistance;
  return level.price > poc.price;
}

/** Distinct bucket keys of the bars in time order, one per candle aggregateMinuteBars makes. */
function bucketKeysOfBars(bars: readonly MinuteBar[], timeframe: Timeframe): number[] {
  const keys = [...new Set(bars.map((bar) => bucketOf(timeframe, bar.date, bar.minute).key))];
  return keys.sort((a, b) => a - b);
}
