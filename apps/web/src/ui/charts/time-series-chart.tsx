import {
  AreaSeries,
  BaselineSeries,
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  type AreaData,
  type AreaSeriesPartialOptions,
  type BaselineData,
  type BaselineSeriesPartialOptions,
  type CandlestickData,
  type CandlestickSeriesPartialOptions,
  type ChartOptions,
  type DeepPartial,
  type HistogramData,
  type HistogramSeriesPartialOptions,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type LineData,
  type LineSeriesPartialOptions,
  type MouseEventParams,
  type CreatePriceLineOptions,
  type SeriesMarker,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { cn } from '../cn';
import { useChartPalette, type ChartPalette } from './chart-palette';

type Common = {
  /** Stable key: a series keeps its place (and the user's zoom) while its data changes. */
  id: string;
  /** 0 is the main pane; higher numbers stack below it. */
  pane?: number;
  /** Horizontal lines such as RSI 70/30 or an average cost. */
  priceLines?: CreatePriceLineOptions[];
  /** Flags on bars, such as ex-dates; a time between bars goes on the nearest bar. */
  markers?: SeriesMarker<Time>[];
};

export type ChartSeries = Common &
  (
    | { type: 'candles'; data: CandlestickData<Time>[]; options?: CandlestickSeriesPartialOptions }
    | { type: 'line'; data: LineData<Time>[]; options?: LineSeriesPartialOptions }
    | { type: 'area'; data: AreaData<Time>[]; options?: AreaSeriesPartialOptions }
    | { type: 'histogram'; data: HistogramData<Time>[]; options?: HistogramSeriesPartialOptions }
    | { type: 'baseline'; data: BaselineData<Time>[]; options?: BaselineSeriesPartialOptions }
  );

const DEFINITIONS = {
  candles: CandlestickSeries,
  line: LineSeries,
  area: AreaSeries,
  histogram: HistogramSeries,
  baseline: BaselineSeries,
} as const;

type Mounted = {
  spec: ChartSeries;
  api: ISeriesApi<SeriesType>;
  priceLines: IPriceLine[];
  /** Made on the first markers only: most series never have any. */
  markers: ISeriesMarkersPluginApi<Time> | null;
};

function themeOptions(palette: ChartPalette): DeepPartial<ChartOptions> {
  return {
    layout: {
      background: { color: 'transparent' },
      textColor: palette.muted,
      fontSize: 11,
      panes: { separatorColor: palette.border, separatorHoverColor: palette.border },
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.border },
    timeScale: { borderColor: palette.border },
    crosshair: {
      vertLine: { labelBackgroundColor: palette.primary },
      horzLine: { labelBackgroundColor: palette.primary },
    },
  };
}

function candleDefaults(palette: ChartPalette): CandlestickSeriesPartialOptions {
  return {
    upColor: palette.up,
    downColor: palette.down,
    borderUpColor: palette.up,
    borderDownColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
  };
}

function seriesOptions(spec: ChartSeries, palette: ChartPalette) {
  return spec.type === 'candles' ? { ...candleDefaults(palette), ...spec.options } : (spec.options ?? {});
}

/**
 * Price, volume and indicator panes on one time axis (lightweight-charts). The chart is created
 * once; series are matched by `id` on every render, so new data keeps the user's zoom and pan.
 * Give `paneHeights` in pixels (main pane first); the chart's height is their sum.
 * `resetKey` refits the time axis when it changes (a new ticker or range, not new data).
 */
export function TimeSeriesChart({
  series,
  paneHeights,
  resetKey,
  options,
  onCrosshairMove,
  onChart,
  className,
  ariaLabel,
}: {
  series: ChartSeries[];
  paneHeights: number[];
  resetKey?: string;
  options?: DeepPartial<ChartOptions>;
  onCrosshairMove?: (param: MouseEventParams<Time>) => void;
  /** The chart API for what the props do not cover (time-scale sync, screenshots); null on unmount. */
  onChart?: (chart: IChartApi | null) => void;
  className?: string;
  ariaLabel: string;
}) {
  const palette = useChartPalette();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const mountedRef = useRef(new Map<string, Mounted>());
  const crosshairRef = useRef(onCrosshairMove);
  const totalHeight = paneHeights.reduce((sum, height) => sum + height, 0);

  useEffect(() => {
    crosshairRef.current = onCrosshairMove;
  }, [onCrosshairMove]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, { autoSize: true });
    chartRef.current = chart;
    const mounted = mountedRef.current;
    const forward = (param: MouseEventParams<Time>) => crosshairRef.current?.(param);
    chart.subscribeCrosshairMove(forward);
    onChart?.(chart);
    return () => {
      chart.unsubscribeCrosshairMove(forward);
      mounted.clear();
      chart.remove();
      chartRef.current = null;
      onChart?.(null);
    };
    // The chart lives as long as the component; onChart is read once on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chartRef.current?.applyOptions({ ...themeOptions(palette), ...options });
  }, [palette, options]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const mounted = mountedRef.current;
    const wanted = new Map(series.map((spec) => [spec.id, spec]));

    for (const [id, entry] of mounted) {
      const next = wanted.get(id);
      if (!next || next.type !== entry.spec.type || (next.pane ?? 0) !== (entry.spec.pane ?? 0)) {
        chart.removeSeries(entry.api);
        mounted.delete(id);
      }
    }
    // Adding in prop order keeps pane indexes and drawing order as the caller listed them.
    for (const spec of series) {
      let entry = mounted.get(spec.id);
      if (!entry) {
        const api = chart.addSeries(
          DEFINITIONS[spec.type] as (typeof DEFINITIONS)['line'],
          seriesOptions(spec, palette) as LineSeriesPartialOptions,
          spec.pane ?? 0,
        ) as ISeriesApi<SeriesType>;
        entry = { spec, api, priceLines: [], markers: null };
        mounted.set(spec.id, entry);
        api.setData(spec.data);
      } else {
        entry.api.applyOptions(seriesOptions(spec, palette));
        if (entry.spec.data !== spec.data) entry.api.setData(spec.data);
        entry.spec = spec;
      }
      for (const line of entry.priceLines) entry.api.removePriceLine(line);
      entry.priceLines = (spec.priceLines ?? []).map((line) => entry.api.createPriceLine(line));
      if (spec.markers?.length) {
        entry.markers ??= createSeriesMarkers(entry.api);
        entry.markers.setMarkers(spec.markers);
      } else {
        entry.markers?.setMarkers([]);
      }
    }
    // Stretch factors, not setHeight: they hold before autoSize has measured the container.
    chart.panes().forEach((pane, index) => {
      const height = paneHeights[index];
      if (height !== undefined) pane.setStretchFactor(height);
    });
  }, [series, paneHeights, palette]);

  useEffect(() => {
    chartRef.current?.timeScale().fitContent();
  }, [resetKey]);

  // A figure, not an img: lightweight-charts puts its attribution link inside the container, and
  // an img's content is presentational, which would hide a focusable link from assistive tech.
  return (
    <div
      ref={containerRef}
      role="figure"
      aria-label={ariaLabel}
      className={cn('w-full', className)}
      style={{ height: totalHeight }}
    />
  );
}
