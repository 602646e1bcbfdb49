import { useCallback, useMemo, useState } from 'react';
import type { ChartOptions, DeepPartial, MouseEventParams, Time } from 'lightweight-charts';
import { formatNumber } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart } from '@/ui/charts/time-series-chart';
import {
  PRICE_PANE_HEIGHT,
  indicatorLabel,
  type ChartColors,
  type Indicator,
  type LineColors,
  type RsiSettings,
  type VolumeHistogramSettings,
} from './chart-model';
import { buildChartLayout, type ChartCandle, type ExDateMarker, type PriceStyle } from './indicator-series';

/** Indonesian-locale dates; prices get an id-ID formatter per series (volume keeps its K/M/B). */
const CHART_OPTIONS: DeepPartial<ChartOptions> = { localization: { locale: 'id-ID' } };

const price = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

/** Price pane plus one pane per separate-scale indicator, with a label on each pane. */
export function PriceChart({
  candles,
  exDates,
  style,
  indicators,
  colors,
  lineColors,
  rsiSettings,
  volumeSettings,
  paneHeight,
  resetKey,
  symbol,
}: {
  candles: readonly ChartCandle[];
  exDates: readonly ExDateMarker[];
  style: PriceStyle;
  indicators: readonly Indicator[];
  colors: ChartColors;
  lineColors: LineColors;
  rsiSettings: RsiSettings;
  volumeSettings: VolumeHistogramSettings;
  paneHeight: number;
  resetKey: string;
  symbol: string;
}) {
  const palette = useChartPalette();
  const layout = useMemo(
    () =>
      buildChartLayout({
        candles,
        style,
        indicators,
        colors,
        lineColors,
        rsiSettings,
        volumeSettings,
        paneHeight,
        secondaryColor: palette.accent,
        exDates,
        exDateColor: palette.accent,
      }),
    [
      candles,
      exDates,
      style,
      indicators,
      colors,
      lineColors,
      rsiSettings,
      volumeSettings,
      paneHeight,
      palette.accent,
    ],
  );
  const overlays = indicators.filter((indicator) => indicator.enabled && !indicator.separateScale);
  const [hoveredIndex, setHoveredIndex] = useState<number | null>(null);
  const onCrosshairMove = useCallback((param: MouseEventParams<Time>) => {
    // Every series shares the price series' bars, so the logical index is the candle's index.
    setHoveredIndex(
      param.time === undefined || param.logical === undefined ? null : Math.round(param.logical),
    );
  }, []);
  const shown = candles[hoveredIndex ?? candles.length - 1];

  return (
    <div className="relative" data-testid="price-chart" data-panes={layout.paneHeights.length}>
      <TimeSeriesChart
        series={layout.series}
        paneHeights={layout.paneHeights}
        resetKey={resetKey}
        options={CHART_OPTIONS}
        onCrosshairMove={onCrosshairMove}
        ariaLabel={`${symbol} price chart`}
      />
      <div className="pointer-events-none absolute top-1 left-2 flex flex-wrap gap-x-3 text-xs">
        {shown ? (
          <span className="font-mono text-muted" data-testid="ohlc-legend">
            O {price(shown.open)} H {price(shown.high)} L {price(shown.low)} C {price(shown.close)} V{' '}
            {formatNumber(shown.volume)}
          </span>
        ) : null}
        {overlays.map((indicator) => (
          <span key={indicator.id} style={{ color: indicator.color }}>
            {indicatorLabel(indicator)}
          </span>
        ))}
      </div>
      {layout.panes.map((pane, index) => (
        <div
          key={pane.indicator.id}
          data-testid="indicator-pane"
          className="pointer-events-none absolute left-2 text-xs font-medium"
          style={{ top: PRICE_PANE_HEIGHT + index * paneHeight + 4, color: pane.indicator.color }}
        >
          {pane.label}
          {pane.note ? <span className="ml-2 font-normal text-muted">{pane.note}</span> : null}
        </div>
      ))}
    </div>
  );
}
