import type { TGetForeignFlowData } from '@pantau/contracts';
import type { DeepPartial, ChartOptions, IChartApi, MouseEventParams, Time } from 'lightweight-charts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { formatNumber, formatShortDate } from '@/lib/format';
import { formatShortRupiah, formatShortShares } from './ownership-format';
import type { FlowMode } from './foreign-flow-params';

/** Spec §9: price 450 over two 75 px panes in Combine; 300 and 200 px charts in Split. */
const COMBINE_PANES = [450, 75, 75];
const SPLIT_HEIGHTS = { price: [300], flow: [200], volume: [200] };
const PANE_TITLES = ['Price', 'Foreign Net Flow', 'Volume'] as const;

/** '#15803d' with an alpha byte; other colour forms are returned as they are. */
function withAlpha(colour: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}${alpha}` : colour;
}

function buildSeries(data: TGetForeignFlowData, palette: ChartPalette) {
  const shares = {
    type: 'custom' as const,
    formatter: (value: number) => formatShortShares(value),
    minMove: 1,
  };
  const price: ChartSeries = {
    id: 'price',
    type: 'candles',
    data: data.candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })),
    options: {
      priceFormat: { type: 'custom', formatter: (value: number) => formatNumber(value), minMove: 1 },
    },
  };
  const flow: ChartSeries = {
    id: 'foreign-net',
    type: 'histogram',
    data: data.flows.map((point) => ({
      time: point.time,
      value: point.netBuy,
      color: point.netBuy >= 0 ? palette.up : palette.down,
    })),
    options: { priceFormat: shares, priceLineVisible: false, lastValueVisible: false },
  };
  const volume: ChartSeries = {
    id: 'volume',
    type: 'histogram',
    data: data.candles.map((candle) => ({
      time: candle.time,
      value: candle.volume,
      color: withAlpha(candle.close >= candle.open ? palette.up : palette.down, '80'),
    })),
    options: { priceFormat: shares, priceLineVisible: false, lastValueVisible: false },
  };
  return { price, flow, volume };
}

type Readout = { time: string; close: number; netBuy: number; netValue: number; volume: number };

function readoutAt(data: TGetForeignFlowData, time: string | undefined): Readout | null {
  const index = time === undefined ? data.candles.length - 1 : data.candles.findIndex((c) => c.time === time);
  const candle = data.candles[index];
  const flow = data.flows.find((point) => point.time === candle?.time);
  if (!candle) return null;
  return {
    time: candle.time,
    close: candle.close,
    netBuy: flow?.netBuy ?? 0,
    netValue: flow?.netValue ?? 0,
    volume: candle.volume,
  };
}

function ReadoutLine({ readout }: { readout: Readout | null }) {
  if (!readout) return null;
  return (
    <p data-testid="flow-readout" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted tabular-nums">
      <span className="font-medium text-fg">{formatShortDate(readout.time)}</span>
      <span>Close {formatNumber(readout.close)}</span>
      <span className={readout.netBuy > 0 ? 'text-up' : readout.netBuy < 0 ? 'text-down' : undefined}>
        Net Foreign {formatShortShares(readout.netBuy, { signed: true })} ·{' '}
        {formatShortRupiah(readout.netValue, { signed: true })}
      </span>
      <span>Volume {formatShortShares(readout.volume)}</span>
    </p>
  );
}

/**
 * Scrolling or zooming one Split chart moves the others: the days share logical indexes. Only a
 * range the user made is passed on; the ranges the charts set themselves while they size and fit
 * their content on mount would otherwise bounce between them half-measured.
 */
function useLinkedTimeScales(count: number) {
  const charts = useRef<(IChartApi | null)[]>([]);
  const syncing = useRef(false);
  const touched = useRef(false);
  return useMemo(
    () =>
      Array.from({ length: count }, (_, index) => (chart: IChartApi | null) => {
        charts.current[index] = chart;
        if (!chart) return;
        const markTouched = () => {
          touched.current = true;
        };
        for (const type of ['pointerdown', 'wheel', 'touchstart', 'keydown']) {
          chart.chartElement().addEventListener(type, markTouched, { passive: true });
        }
        chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
          if (syncing.current || !touched.current || !range) return;
          syncing.current = true;
          charts.current.forEach((other, otherIndex) => {
            if (other && otherIndex !== index) other.timeScale().setVisibleLogicalRange(range);
          });
          syncing.current = false;
        });
      }),
    [count],
  );
}

/**
 * Where each pane of a chart starts, measured from the chart's own DOM: the library shares the
 * height out after the time axis, so the pane heights asked for are not the pixels drawn.
 */
function usePaneTops() {
  const chartRef = useRef<IChartApi | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [tops, setTops] = useState<number[]>([]);
  const measure = useCallback(() => {
    const wrapper = wrapperRef.current;
    const chart = chartRef.current;
    if (!wrapper || !chart) return;
    const origin = wrapper.getBoundingClientRect().top;
    setTops(
      chart.panes().map((pane) => (pane.getHTMLElement()?.getBoundingClientRect().top ?? origin) - origin),
    );
  }, []);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper) return;
    let frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(wrapper);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [measure]);
  const onChart = useCallback((chart: IChartApi | null) => {
    chartRef.current = chart;
  }, []);
  return { wrapperRef, tops, onChart };
}

/**
 * Price, foreign net flow and volume of one stock: Combine stacks them as panes of one chart,
 * Split draws three charts whose time axes move together.
 */
export function ForeignFlowCharts({ data, mode }: { data: TGetForeignFlowData; mode: FlowMode }) {
  const palette = useChartPalette();
  const series = useMemo(() => buildSeries(data, palette), [data, palette]);
  const [hovered, setHovered] = useState<string | undefined>();
  const linked = useLinkedTimeScales(3);
  const panes = usePaneTops();
  const options = useMemo<DeepPartial<ChartOptions>>(
    () => ({
      localization: { locale: 'id-ID' },
      // One width for every price axis keeps the Split charts' days lined up.
      rightPriceScale: { minimumWidth: 72 },
      timeScale: { rightOffset: 2 },
    }),
    [],
  );
  const resetKey = `${data.symbol}-${data.flows.length}-${mode}`;
  const onCrosshairMove = (param: MouseEventParams<Time>) =>
    setHovered(typeof param.time === 'string' ? param.time : undefined);
  const readout = readoutAt(data, hovered);

  if (mode === 'combine') {
    const combined = [series.price, { ...series.flow, pane: 1 }, { ...series.volume, pane: 2 }];
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Foreign Flow - {data.symbol}</CardTitle>
          <ReadoutLine readout={readout} />
        </CardHeader>
        <CardContent className="p-3 sm:p-4">
          <div ref={panes.wrapperRef} className="relative" data-testid="flow-chart-combine">
            <TimeSeriesChart
              series={combined}
              paneHeights={COMBINE_PANES}
              resetKey={resetKey}
              options={options}
              onCrosshairMove={onCrosshairMove}
              onChart={panes.onChart}
              ariaLabel={`Price, foreign net flow and volume of ${data.symbol}`}
            />
            {PANE_TITLES.map((title, index) =>
              panes.tops[index] === undefined ? null : (
                <span
                  key={title}
                  data-testid="flow-pane-title"
                  className="pointer-events-none absolute left-2 z-[3] rounded bg-surface/80 px-1.5 text-xs font-medium text-muted"
                  style={{ top: panes.tops[index] + 4 }}
                >
                  {title}
                </span>
              ),
            )}
          </div>
        </CardContent>
      </Card>
    );
  }

  const charts = [
    { title: PANE_TITLES[0], spec: series.price, heights: SPLIT_HEIGHTS.price },
    { title: PANE_TITLES[1], spec: series.flow, heights: SPLIT_HEIGHTS.flow },
    { title: PANE_TITLES[2], spec: series.volume, heights: SPLIT_HEIGHTS.volume },
  ];
  return (
    <div className="space-y-4" data-testid="flow-chart-split">
      <ReadoutLine readout={readout} />
      {charts.map((chart, index) => (
        <Card key={chart.title}>
          <CardHeader>
            <CardTitle className="text-base">
              {chart.title} - {data.symbol}
            </CardTitle>
          </CardHeader>
          <CardContent className="p-3 sm:p-4">
            <TimeSeriesChart
              series={[chart.spec]}
              paneHeights={chart.heights}
              resetKey={resetKey}
              options={options}
              onCrosshairMove={onCrosshairMove}
              onChart={linked[index]}
              ariaLabel={`${chart.title} of ${data.symbol}`}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
