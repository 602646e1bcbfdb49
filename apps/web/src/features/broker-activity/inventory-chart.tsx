import type { TGetInventoryData } from '@pantau/contracts';
import {
  LineStyle,
  type ChartOptions,
  type DeepPartial,
  type MouseEventParams,
  type Time,
} from 'lightweight-charts';
import { useCallback, useMemo, useState } from 'react';
import { formatLot, formatNumber, formatShortDate } from '@/lib/format';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import { inventoryLineLooks } from './inventory-line-styles';
import { BrokerGroup, LineSwatch } from './inventory-line-swatch';
import type { InventoryMode } from './inventory-params';

/** Spec §9: price 450 px in the combined chart; split charts 300 px (price) and 200 px (the rest). */
const COMBINED_PANES = [450];
const SPLIT_PANES = [300, 200, 200];

function toTime(date: string): Time {
  return date as Time;
}

/**
 * Combined: candles (right axis) with each broker's cumulative net lots (left axis) and its average
 * cost as a dashed line. Split: candles, the net-lot lines from 0, volume in lots, as three panes.
 */
export function InventoryChart({ data, mode }: { data: TGetInventoryData; mode: InventoryMode }) {
  const palette = useChartPalette();
  const [hovered, setHovered] = useState<string | null>(null);
  const combined = mode === 'combined';
  const looks = useMemo(() => {
    const categories = new Map(data.brokers.map((line) => [line.broker, line.category]));
    return inventoryLineLooks(
      data.brokers.map((line) => line.broker),
      (code) => categories.get(code),
      palette.dark,
    );
  }, [data.brokers, palette.dark]);

  const series = useMemo<ChartSeries[]>(() => {
    const colourOf = (line: TGetInventoryData['brokers'][number]) =>
      looks.get(line.broker)?.colour ?? palette.primary;
    const candles: ChartSeries = {
      id: 'price',
      type: 'candles',
      data: data.candles.map((candle) => ({
        time: toTime(candle.date),
        open: candle.open,
        high: candle.high,
        low: candle.low,
        close: candle.close,
      })),
      options: { priceScaleId: 'right', title: data.symbol },
      priceLines: combined
        ? data.brokers.flatMap((line) =>
            line.holding.avgCost === null
              ? []
              : [
                  {
                    price: line.holding.avgCost,
                    color: colourOf(line),
                    lineStyle: LineStyle.Dashed,
                    lineWidth: 1,
                    axisLabelVisible: false,
                    title: `${line.broker} avg`,
                  },
                ],
          )
        : [],
    };
    const lines: ChartSeries[] = data.brokers.map((line, index) => ({
      id: `broker-${line.broker}`,
      type: 'line',
      pane: combined ? 0 : 1,
      data: line.points.map((point) => ({ time: toTime(point.date), value: point.cumulativeNetLot })),
      options: {
        color: colourOf(line),
        lineWidth: 2,
        lineStyle: looks.get(line.broker)?.pattern.chart,
        priceScaleId: combined ? 'left' : 'right',
        lastValueVisible: false,
        priceLineVisible: false,
      },
      priceLines:
        !combined && index === 0
          ? [
              {
                price: 0,
                color: palette.muted,
                lineStyle: LineStyle.Dotted,
                lineWidth: 1,
                axisLabelVisible: false,
              },
            ]
          : [],
    }));
    if (combined) return [candles, ...lines];
    const volume: ChartSeries = {
      id: 'volume',
      type: 'histogram',
      pane: 2,
      data: data.candles.map((candle) => ({
        time: toTime(candle.date),
        value: candle.volume / 100,
        color: candle.close >= candle.open ? palette.up : palette.down,
      })),
      options: { priceLineVisible: false, title: 'Volume (lot)' },
    };
    return [candles, ...lines, volume];
  }, [data, combined, palette, looks]);

  const options = useMemo<DeepPartial<ChartOptions>>(
    () => ({
      leftPriceScale: { visible: combined, borderColor: palette.border },
      rightPriceScale: { visible: true, borderColor: palette.border },
      localization: { locale: 'id-ID', priceFormatter: (value: number) => formatNumber(value) },
    }),
    [combined, palette],
  );

  const onCrosshairMove = useCallback((param: MouseEventParams<Time>) => {
    setHovered(typeof param.time === 'string' ? param.time : null);
  }, []);

  const legendDate = hovered ?? data.dates.at(-1) ?? null;
  const brokerSeries = series.filter((spec) => spec.id.startsWith('broker-'));
  // What the canvas was given, for tests: the broker series in order and the colour of each line.
  const seriesColours = brokerSeries.map((spec) => String((spec.options as { color?: string }).color));

  return (
    <div
      className="space-y-3"
      data-testid="inventory-chart"
      data-broker-series={brokerSeries.map((spec) => spec.id.slice(7)).join(',')}
      data-broker-colours={seriesColours.join(',')}
    >
      <TimeSeriesChart
        series={series}
        paneHeights={combined ? COMBINED_PANES : SPLIT_PANES}
        resetKey={`${data.symbol}|${data.from}|${data.to}|${mode}`}
        options={options}
        onCrosshairMove={onCrosshairMove}
        ariaLabel={`${data.symbol} price with brokers' cumulative net lots (${combined ? 'Combined' : 'Split'})`}
      />
      <ul aria-label="Chart legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {data.brokers.map((line) => {
          const point = line.points.find((candidate) => candidate.date === legendDate) ?? line.points.at(-1);
          return (
            <li key={line.broker} data-broker={line.broker} className="inline-flex items-center gap-1.5">
              <LineSwatch colour={looks.get(line.broker)?.colour} pattern={looks.get(line.broker)?.pattern} />
              <span className="font-mono font-semibold">{line.broker}</span>
              <BrokerGroup category={line.category} colour={line.colour} dark={palette.dark} />
              <span className="text-muted tabular-nums">
                {point ? `${formatLot(point.cumulativeNetLot)} lot` : '–'}
              </span>
            </li>
          );
        })}
        {legendDate ? <li className="text-muted">per {formatShortDate(legendDate)}</li> : null}
      </ul>
    </div>
  );
}
