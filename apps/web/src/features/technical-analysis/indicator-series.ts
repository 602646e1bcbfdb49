import type { Time } from 'lightweight-charts';
import type { TChartMarker, TCorporateActionType } from '@pantau/contracts';
import type { ChartSeries } from '@/ui/charts/time-series-chart';
import {
  PRICE_PANE_HEIGHT,
  type ChartColors,
  type Indicator,
  type LineColors,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';
import type { SeriesContext } from './indicators/indicator-module';
import { indicatorModule } from './indicators/registry';
import { PRICE_FORMAT } from './indicators/series-parts';

export type ChartCandle = {
  time: Time;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  buyVolume?: number;
  sellVolume?: number;
};

export type PriceStyle = 'line' | 'candles';

/** A corporate action's ex-date, at the chart time of the candle holding it. */
export type ExDateMarker = Omit<TChartMarker, 'time'> & { time: Time };

/** The letter on the chart's flag; the ex-date list repeats it beside the full label. */
export const EX_DATE_CODES: Record<TCorporateActionType, string> = {
  split: 'S',
  'reverse-split': 'S',
  bonus: 'B',
  rights: 'R',
  dividend: 'D',
};

export type ChartLayoutInput = {
  candles: readonly ChartCandle[];
  style: PriceStyle;
  indicators: readonly Indicator[];
  colors: ChartColors;
  lineColors: LineColors;
  rsiSettings: RsiSettings;
  volumeSettings: VolumeHistogramSettings;
  paneHeight: number;
  /** Second colour for two-line indicators (MACD signal, %D, sell share). */
  secondaryColor: string;
  exDates: readonly ExDateMarker[];
  /** Flags sit over candles of either colour, so they need a theme colour that is neither. */
  exDateColor: string;
};

/** One pane below the price: which indicator it shows, for the pane's legend. */
export type IndicatorPane = { pane: number; indicator: Indicator; label: string; note: string | null };

export type ChartLayout = { series: ChartSeries[]; paneHeights: number[]; panes: IndicatorPane[] };

/**
 * Everything the chart draws: the price series, overlays on the price pane, and one pane per
 * enabled indicator with a separate scale, in list order. Pure, so the pane layout is testable.
 */
export function buildChartLayout(input: ChartLayoutInput): ChartLayout {
  const { candles, paneHeight } = input;
  const context: SeriesContext = {
    candles,
    closes: candles.map((candle) => candle.close),
    colors: input.colors,
    rsiSettings: input.rsiSettings,
    volumeSettings: input.volumeSettings,
    secondaryColor: input.secondaryColor,
  };
  const series: ChartSeries[] = [buildPriceSeries(input)];
  const panes: IndicatorPane[] = [];

  for (const indicator of input.indicators) {
    if (!indicator.enabled) continue;
    const pane = indicator.separateScale ? panes.length + 1 : 0;
    const entry = indicatorModule(indicator.type);
    const drawn = entry.buildSeries(indicator, { id: `indicator-${indicator.id}`, pane }, context);
    series.push(...drawn.series);
    if (pane > 0) panes.push({ pane, indicator, label: entry.label(indicator), note: drawn.note ?? null });
  }

  return {
    series,
    paneHeights: [PRICE_PANE_HEIGHT, ...panes.map(() => paneHeight)],
    panes,
  };
}

function buildPriceSeries({
  candles,
  style,
  colors,
  lineColors,
  exDates,
  exDateColor,
}: ChartLayoutInput): ChartSeries {
  const markers = exDates.map((exDate) => ({
    time: exDate.time,
    position: 'aboveBar' as const,
    shape: 'arrowDown' as const,
    color: exDateColor,
    text: EX_DATE_CODES[exDate.type],
  }));
  if (style === 'line') {
    return {
      id: 'price',
      type: 'line',
      data: candles.map(({ time, close }) => ({ time, value: close })),
      markers,
      options: { color: lineColors.line, lineWidth: 2, priceFormat: PRICE_FORMAT },
    };
  }
  return {
    id: 'price',
    type: 'candles',
    data: candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })),
    markers,
    options: {
      upColor: colors.bullish,
      downColor: colors.bearish,
      borderUpColor: colors.bullish,
      borderDownColor: colors.bearish,
      wickUpColor: colors.bullish,
      wickDownColor: colors.bearish,
      priceFormat: PRICE_FORMAT,
    },
  };
}
