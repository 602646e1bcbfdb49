import type { TGetMarketAnalysisData } from '@pantau/contracts';
import type { ChartOptions, DeepPartial, IChartApi, MouseEventParams, Time } from 'lightweight-charts';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { formatNumber, formatShortDate } from '@/lib/format';
import type { ChartLayout } from './market-participant-params';

// Spec §9: price 450 over two lower panes of 125 (700 in all); split charts 300 and 200.
const COMBINED_PANES = [450, 125, 125];
const SPLIT_PRICE = [300];
const SPLIT_LOWER = [200];

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 2 });
// Indonesian month names and number separators on the axes and the crosshair labels.
const CHART_OPTIONS: DeepPartial<ChartOptions> = { localization: { locale: 'id-ID' } };
const SPLIT_CHARTS = 3;

/**
 * Split charts move together: scrolling or zooming one sets the same bar range on the others. A
 * common price-axis width keeps each day's bars above one another. Syncing starts with the first
 * pointer or wheel use: while the charts are still being sized, one chart's interim range would
 * otherwise overwrite the others' fitted view.
 */
function useSyncedTimeScales() {
  const charts = useRef<(IChartApi | null)[]>(Array.from({ length: SPLIT_CHARTS }, () => null));
  const syncing = useRef(false);
  const armed = useRef(false);
  const register = useMemo(
    () =>
      Array.from({ length: SPLIT_CHARTS }, (_, index) => (chart: IChartApi | null) => {
        charts.current[index] = chart;
        chart?.timeScale().subscribeVisibleLogicalRangeChange((range) => {
          if (!range || syncing.current || !armed.current) return;
          syncing.current = true;
          charts.current.forEach((other, otherIndex) => {
            if (other && otherIndex !== index) other.timeScale().setVisibleLogicalRange(range);
          });
          syncing.current = false;
        });
      }),
    [],
  );
  const arm = useCallback(() => {
    armed.current = true;
  }, []);
  return { register, arm };
}

/** Money flow of a day, signed: inflow on an up day, minus outflow on a down day. */
const netFlow = (point: TGetMarketAnalysisData['moneyFlow'][number]) => point.inflow - point.outflow;

function buildSeries(data: TGetMarketAnalysisData, palette: ChartPalette) {
  const price: ChartSeries = {
    id: 'price',
    type: 'candles',
    data: data.candles.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })),
    options: {
      priceFormat: { type: 'custom', formatter: (value: number) => formatNumber(value), minMove: 1 },
    },
  };
  const moneyFlow: ChartSeries = {
    id: 'money-flow',
    type: 'histogram',
    data: data.moneyFlow.map((point) => {
      const value = netFlow(point);
      return { time: point.time, value, color: value >= 0 ? palette.up : palette.down };
    }),
    options: { priceFormat: { type: 'custom', formatter: (value: number) => compact.format(value) } },
  };
  const volume: ChartSeries = {
    id: 'volume',
    type: 'histogram',
    data: data.candles.map((candle) => ({
      time: candle.time,
      value: candle.volume,
      color: candle.close >= candle.open ? palette.up : palette.down,
    })),
    options: { priceFormat: { type: 'custom', formatter: (value: number) => compact.format(value) } },
  };
  return { price, moneyFlow, volume };
}

/** The figures of the hovered day (the latest day when the pointer is elsewhere). */
function DayLegend({ data, time }: { data: TGetMarketAnalysisData; time: string | null }) {
  const index = time ? data.candles.findIndex((candle) => candle.time === time) : -1;
  const at = index >= 0 ? index : data.candles.length - 1;
  const candle = data.candles[at];
  const flow = data.moneyFlow[at];
  if (!candle) return null;
  const items: [string, string][] = [
    ['Open', formatNumber(candle.open)],
    ['High', formatNumber(candle.high)],
    ['Low', formatNumber(candle.low)],
    ['Close', formatNumber(candle.close)],
    ['Money Flow', flow ? compact.format(netFlow(flow)) : '–'],
    ['Volume', formatNumber(candle.volume)],
  ];
  // Buyer- and seller-initiated shares exist only for days with trade records.
  const sides = data.volume[at];
  if (sides?.buyVolume != null && sides.sellVolume != null) {
    items.push(
      ['Buy Volume', formatNumber(sides.buyVolume)],
      ['Sell Volume', formatNumber(sides.sellVolume)],
    );
  }
  return (
    <dl data-testid="analysis-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      <div className="flex gap-1">
        <dt className="sr-only">Date</dt>
        <dd className="font-medium">{formatShortDate(candle.time)}</dd>
      </div>
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1" data-label={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Price, money flow and volume of one stock: one chart with three panes, or three charts. */
export function MarketAnalysisCharts({
  data,
  layout,
}: {
  data: TGetMarketAnalysisData;
  layout: ChartLayout;
}) {
  const palette = useChartPalette();
  const [hovered, setHovered] = useState<string | null>(null);
  const series = useMemo(() => buildSeries(data, palette), [data, palette]);
  const combined = useMemo(
    () => [series.price, { ...series.moneyFlow, pane: 1 }, { ...series.volume, pane: 2 }],
    [series],
  );
  const onCrosshairMove = useCallback((param: MouseEventParams<Time>) => {
    setHovered(typeof param.time === 'string' ? param.time : null);
  }, []);
  const resetKey = `${data.symbol}-${layout}`;
  const { register: registerSplit, arm: armSync } = useSyncedTimeScales();
  const splitOptions = useMemo<DeepPartial<ChartOptions>>(
    () => ({ ...CHART_OPTIONS, rightPriceScale: { borderColor: palette.border, minimumWidth: 88 } }),
    [palette],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">
          {data.symbol}: price, money flow and volume ({data.candles.length} trading days)
        </CardTitle>
        <DayLegend data={data} time={hovered} />
      </CardHeader>
      <CardContent className="min-w-0 space-y-4 p-3 sm:p-4">
        {layout === 'combine' ? (
          <TimeSeriesChart
            ariaLabel={`${data.symbol} price, money flow and volume`}
            series={combined}
            paneHeights={COMBINED_PANES}
            resetKey={resetKey}
            onCrosshairMove={onCrosshairMove}
            options={CHART_OPTIONS}
          />
        ) : (
          <div
            className="space-y-4"
            onPointerDownCapture={armSync}
            onWheelCapture={armSync}
            onTouchStartCapture={armSync}
          >
            <SplitPane title="Price">
              <TimeSeriesChart
                ariaLabel={`${data.symbol} price`}
                series={[series.price]}
                paneHeights={SPLIT_PRICE}
                resetKey={resetKey}
                onCrosshairMove={onCrosshairMove}
                options={splitOptions}
                onChart={registerSplit[0]}
              />
            </SplitPane>
            <SplitPane title="Money Flow">
              <TimeSeriesChart
                ariaLabel={`${data.symbol} money flow`}
                series={[series.moneyFlow]}
                paneHeights={SPLIT_LOWER}
                resetKey={resetKey}
                onCrosshairMove={onCrosshairMove}
                options={splitOptions}
                onChart={registerSplit[1]}
              />
            </SplitPane>
            <SplitPane title="Volume">
              <TimeSeriesChart
                ariaLabel={`${data.symbol} volume`}
                series={[series.volume]}
                paneHeights={SPLIT_LOWER}
                resetKey={resetKey}
                onCrosshairMove={onCrosshairMove}
                options={splitOptions}
                onChart={registerSplit[2]}
              />
            </SplitPane>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SplitPane({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="text-xs font-semibold text-muted">{title}</h3>
      {children}
    </div>
  );
}
