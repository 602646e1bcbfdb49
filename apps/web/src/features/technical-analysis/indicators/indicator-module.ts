import type { ChartSeries } from '@/ui/charts/time-series-chart';
import type {
  ChartColors,
  Indicator,
  IndicatorType,
  RsiSettings,
  VolumeHistogramSettings,
} from '../chart-model';
import type { ChartCandle } from '../indicator-series';

export type PeriodRange = { min: number; max: number; default: number };

/** What every indicator's series may draw from: the bars and the chart-wide settings. */
export type SeriesContext = {
  candles: readonly ChartCandle[];
  closes: readonly number[];
  colors: ChartColors;
  rsiSettings: RsiSettings;
  volumeSettings: VolumeHistogramSettings;
  /** Second colour for two-line indicators (MACD signal, %D, sell share). */
  secondaryColor: string;
};

/** Where the indicator's series go: ids start with `id` so each keeps its place across redraws. */
export type SeriesTarget = { id: string; pane: number };

/** The series to draw, and a remark for the pane's legend when they cannot show what was asked. */
export type IndicatorSeries = { series: ChartSeries[]; note?: string };

/** One indicator kind: its defaults, its editable period, its label and its series. */
export type IndicatorModule = {
  type: IndicatorType;
  name: string;
  color: string;
  separateByDefault: boolean;
  /** Only price-like indicators make sense both over the price and in a pane of their own. */
  canChooseScale: boolean;
  /** The editable period; absent when the period is fixed or unused. */
  periodRange?: PeriodRange;
  /** The period stored on an indicator without a range. */
  fixedPeriod?: number;
  /** Parameters the user cannot change, spelled out in the settings dialog. */
  fixedSettings?: string;
  label: (indicator: Indicator) => string;
  buildSeries: (indicator: Indicator, target: SeriesTarget, context: SeriesContext) => IndicatorSeries;
};
