import { jakartaEpochSeconds } from '../jakarta-time.ts';
import type { DailyBar, IsoDate, MinuteBar } from '../types.ts';

/**
 * Chart time: a 'YYYY-MM-DD' date for daily points, Unix seconds (UTC) for intraday points, the
 * two forms the chart library takes.
 */
export type ChartTime = IsoDate | number;

export type ForeignFlowPoint = {
  time: IsoDate;
  /** Shares: foreign buy − foreign sell. */
  netBuy: number;
  /** Rupiah, ≈ netBuy × the day's VWAP (value / volume); 0 when nothing traded. */
  netValue: number;
  buyVolume: number;
  sellVolume: number;
  /** netBuy as a percentage of the day's volume; 0 when nothing traded. */
  flowStrength: number;
};

export type MoneyFlowPoint = {
  time: ChartTime;
  /** inflow − outflow. */
  moneyFlow: number;
  /** Rupiah bought aggressively. */
  inflow: number;
  /** Rupiah sold aggressively. */
  outflow: number;
};

export type VolumeBarPoint = { time: ChartTime; volume: number; buyVolume: number; sellVolume: number };

export type Interval = 'minute' | 'day';

/** Foreign flow per day of ONE stock, in date order. */
export function foreignFlowOf(bars: readonly DailyBar[]): ForeignFlowPoint[] {
  return sortByDate(bars).map((bar) => {
    const netBuy = bar.foreignBuy - bar.foreignSell;
    const vwap = bar.volume === 0 ? 0 : bar.value / bar.volume;
    return {
      time: bar.date,
      netBuy,
      netValue: netBuy * vwap,
      buyVolume: bar.foreignBuy,
      sellVolume: bar.foreignSell,
      flowStrength: bar.volume === 0 ? 0 : (netBuy * 100) / bar.volume,
    };
  });
}

/**
 * Money flow of ONE stock from minute bars, which carry the aggressor split: inflow = buyer-
 * initiated shares × the minute's typical price (high + low + close) / 3, outflow likewise for
 * seller-initiated shares. Minute bars keep no value, so the typical price stands in for the trade
 * prices. With interval 'day' the minutes of each date are added together (time = the date).
 */
export function moneyFlowOfMinutes(
  bars: readonly MinuteBar[],
  interval: Interval = 'minute',
): MoneyFlowPoint[] {
  const points = new Map<string, MoneyFlowPoint>();
  for (const bar of sortByMinute(bars)) {
    const typical = (bar.high + bar.low + bar.close) / 3;
    const time = interval === 'day' ? bar.date : jakartaEpochSeconds(bar.date, bar.minute);
    const key = String(time);
    let point = points.get(key);
    if (!point) {
      point = { time, moneyFlow: 0, inflow: 0, outflow: 0 };
      points.set(key, point);
    }
    point.inflow += bar.buyVolume * typical;
    point.outflow += bar.sellVolume * typical;
    point.moneyFlow = point.inflow - point.outflow;
  }
  return [...points.values()];
}

/**
 * Money flow of ONE stock from daily bars, which have no aggressor split: the money-flow-index
 * rule. Raw money flow = typical price (high + low + close) / 3 × volume; it is inflow when the
 * typical price rose from the previous day, outflow when it fell, neither when unchanged. The first
 * day has no previous one and shows zero.
 */
export function moneyFlowOfDays(bars: readonly DailyBar[]): MoneyFlowPoint[] {
  let previousTypical: number | undefined;
  return sortByDate(bars).map((bar) => {
    const typical = (bar.high + bar.low + bar.close) / 3;
    const raw = typical * bar.volume;
    const inflow = previousTypical !== undefined && typical > previousTypical ? raw : 0;
    const outflow = previousTypical !== undefined && typical < previousTypical ? raw : 0;
    previousTypical = typical;
    return { time: bar.date, moneyFlow: inflow - outflow, inflow, outflow };
  });
}

/** Volume bars with the aggressor split, per minute or added up per date. */
export function volumeBarsOf(bars: readonly MinuteBar[], interval: Interval = 'minute'): VolumeBarPoint[] {
  const points = new Map<string, VolumeBarPoint>();
  for (const bar of sortByMinute(bars)) {
    const time = interval === 'day' ? bar.date : jakartaEpochSeconds(bar.date, bar.minute);
    const key = String(time);
    let point = points.get(key);
    if (!point) {
      point = { time, volume: 0, buyVolume: 0, sellVolume: 0 };
      points.set(key, point);
    }
    point.volume += bar.volume;
    point.buyVolume += bar.buyVolume;
    point.sellVolume += bar.sellVolume;
  }
  return [...points.values()];
}

function sortByDate<T extends { date: IsoDate }>(bars: readonly T[]): T[] {
  return bars.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function sortByMinute(bars: readonly MinuteBar[]): MinuteBar[] {
  return bars.slice().sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.minute - b.minute));
}
