import type { TGetCandlesData } from '@pantau/contracts';
import { indicatorModule } from './indicators/registry';

/** Spec §3 Indicator types. */
export const INDICATOR_TYPES = [
  'sma',
  'ema',
  'rsi',
  'macd',
  'stochastic',
  'volume_histogram',
  'buy_sell_frequency',
] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

/** Spec §3 Indicator: id, name, type, period, color, enabled, separateScale. */
export type Indicator = {
  id: string;
  name: string;
  type: IndicatorType;
  period: number;
  color: string;
  enabled: boolean;
  /** Drawn in its own pane below the price instead of over it. */
  separateScale: boolean;
};

export const RSI_LIMITS = {
  overbought: { min: 60, max: 90, default: 70 },
  oversold: { min: 10, max: 40, default: 30 },
} as const;
export type RsiSettings = {
  overbought: number;
  oversold: number;
  showOverbought: boolean;
  showOversold: boolean;
};
export const DEFAULT_RSI_SETTINGS: RsiSettings = {
  overbought: RSI_LIMITS.overbought.default,
  oversold: RSI_LIMITS.oversold.default,
  showOverbought: true,
  showOversold: true,
};

export const PANE_HEIGHT_LIMITS = { min: 50, max: 200, default: 125 } as const;
/** Spec §9: the price pane is 450 px. */
export const PRICE_PANE_HEIGHT = 450;

export type VolumeHistogramSettings = { upColor: string; downColor: string };
export const DEFAULT_VOLUME_SETTINGS: VolumeHistogramSettings = { upColor: '#16a34a', downColor: '#dc2626' };

export type ChartColors = { bullish: string; bearish: string };
/** Spec §3 user_chart_preferences defaults. */
export const DEFAULT_CHART_COLORS: ChartColors = { bullish: '#16a34a', bearish: '#dc2626' };
/** Browser-stored chartColors: the colour of the Line style. */
export type LineColors = { line: string };
export const DEFAULT_LINE_COLORS: LineColors = { line: '#2563eb' };

/** A new indicator of `type` with the spec's defaults, switched on. */
export function createIndicator(type: IndicatorType, id: string): Indicator {
  const entry = indicatorModule(type);
  return {
    id,
    name: entry.name,
    type,
    period: entry.periodRange?.default ?? entry.fixedPeriod ?? 0,
    color: entry.color,
    enabled: true,
    separateScale: entry.separateByDefault,
  };
}

/** The period editor's message for a value outside the type's range, or null when it is valid. */
export function periodError(type: IndicatorType, period: number): string | null {
  const range = indicatorModule(type).periodRange;
  if (!range) return null;
  if (!Number.isInteger(period) || period < range.min || period > range.max) {
    return `Period must be a whole number from ${range.min} to ${range.max}`;
  }
  return null;
}

export function indicatorLabel(indicator: Indicator): string {
  return indicatorModule(indicator.type).label(indicator);
}

/** Stock prices back-adjusted for splits, bonus shares, rights and dividends, or as traded. */
export type PriceAdjust = TGetCandlesData['adjust'];
export const DEFAULT_PRICE_ADJUST: PriceAdjust = 'adjusted';

export const DEFAULT_INDICATORS: Indicator[] = [createIndicator('volume_histogram', 'volume')];

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
