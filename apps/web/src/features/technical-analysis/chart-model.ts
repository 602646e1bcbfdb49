import type { TGetCandlesData } from '@pantau/contracts';
import { PERIOD_LIMITS } from '@pantau/market/charts';

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

export const INDICATOR_NAMES: Record<IndicatorType, string> = {
  sma: 'SMA',
  ema: 'EMA',
  rsi: 'RSI',
  macd: 'MACD',
  stochastic: 'Stochastic',
  volume_histogram: 'Volume',
  buy_sell_frequency: 'Buy/Sell Frequency',
};

/**
 * Editable period range and default per type (spec §5 and §9). MACD is fixed at 12/26/9 and the
 * volume histogram has no period, so neither has a range.
 */
export const PERIOD_RANGES: Partial<Record<IndicatorType, { min: number; max: number; default: number }>> = {
  sma: PERIOD_LIMITS.sma,
  ema: PERIOD_LIMITS.ema,
  rsi: PERIOD_LIMITS.rsi,
  stochastic: PERIOD_LIMITS.stochastic,
  buy_sell_frequency: PERIOD_LIMITS.buySellFrequency,
};

/** Oscillators and volume have their own scale; moving averages sit on the price. */
const SEPARATE_BY_DEFAULT: Record<IndicatorType, boolean> = {
  sma: false,
  ema: false,
  rsi: true,
  macd: true,
  stochastic: true,
  volume_histogram: true,
  buy_sell_frequency: true,
};

export const MACD_PERIODS = { fast: 12, slow: 26, signal: 9 } as const;
export const STOCHASTIC_SMOOTHING = 3;
export const STOCHASTIC_LEVELS = { overbought: 80, oversold: 20 } as const;

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

const INDICATOR_COLORS: Record<IndicatorType, string> = {
  sma: '#2563eb',
  ema: '#ea580c',
  rsi: '#7c3aed',
  macd: '#0891b2',
  stochastic: '#db2777',
  volume_histogram: '#16a34a',
  buy_sell_frequency: '#ca8a04',
};

export function defaultPeriod(type: IndicatorType): number {
  if (type === 'macd') return MACD_PERIODS.slow;
  return PERIOD_RANGES[type]?.default ?? 0;
}

/** A new indicator of `type` with the spec's defaults, switched on. */
export function createIndicator(type: IndicatorType, id: string): Indicator {
  return {
    id,
    name: INDICATOR_NAMES[type],
    type,
    period: defaultPeriod(type),
    color: INDICATOR_COLORS[type],
    enabled: true,
    separateScale: SEPARATE_BY_DEFAULT[type],
  };
}

/** The period editor's message for a value outside the type's range, or null when it is valid. */
export function periodError(type: IndicatorType, period: number): string | null {
  const range = PERIOD_RANGES[type];
  if (!range) return null;
  if (!Number.isInteger(period) || period < range.min || period > range.max) {
    return `Period must be a whole number from ${range.min} to ${range.max}`;
  }
  return null;
}

/** Only SMA and EMA can move between the price pane and a pane of their own. */
export function canChooseScale(type: IndicatorType): boolean {
  return type === 'sma' || type === 'ema';
}

export function indicatorLabel(indicator: Indicator): string {
  if (indicator.type === 'macd') {
    return `MACD (${MACD_PERIODS.fast}, ${MACD_PERIODS.slow}, ${MACD_PERIODS.signal})`;
  }
  if (indicator.type === 'stochastic') return `Stochastic (${indicator.period}, ${STOCHASTIC_SMOOTHING})`;
  if (indicator.type === 'volume_histogram') return 'Volume';
  return `${indicator.name} (${indicator.period})`;
}

/** Stock prices back-adjusted for splits, bonus shares, rights and dividends, or as traded. */
export type PriceAdjust = TGetCandlesData['adjust'];
export const DEFAULT_PRICE_ADJUST: PriceAdjust = 'adjusted';

export const DEFAULT_INDICATORS: Indicator[] = [createIndicator('volume_histogram', 'volume')];

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
