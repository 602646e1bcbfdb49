import type { Time } from 'lightweight-charts';
import { formatNumber } from '@/lib/format';
import type { Indicator } from '../chart-model';
import type { ChartCandle } from '../indicator-series';

/** Indonesian-locale prices on the axis and crosshair label (1.234,5). */
export const PRICE_FORMAT = {
  type: 'custom' as const,
  minMove: 0.01,
  formatter: (price: number) => formatNumber(price, Number.isInteger(price) ? 0 : 2),
};

/** One point per candle that has a value; warm-up bars (null) draw nothing. */
export const points = (candles: readonly ChartCandle[], values: readonly (number | null)[]) => {
  const out: { time: Time; value: number }[] = [];
  values.forEach((value, i) => {
    if (value !== null) out.push({ time: (candles[i] as ChartCandle).time, value });
  });
  return out;
};

export const lineOptions = (color: string, lineWidth: 1 | 2) => ({
  color,
  lineWidth,
  priceLineVisible: false,
  priceFormat: PRICE_FORMAT,
});

/** A dashed horizontal level, such as an oscillator's overbought line. */
export const level = (price: number, color: string, title: string) => ({
  price,
  color,
  lineWidth: 1 as const,
  lineStyle: 2,
  axisLabelVisible: true,
  title,
});

export const periodLabel = (indicator: Indicator) => `${indicator.name} (${indicator.period})`;
