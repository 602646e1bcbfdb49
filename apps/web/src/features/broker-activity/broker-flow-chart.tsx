import type { TGetBrokerFlowData } from '@pantau/contracts';
import {
  LineStyle,
  LineType,
  type ChartOptions,
  type DeepPartial,
  type MouseEventParams,
  type PriceFormatCustom,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useCallback, useMemo, useState } from 'react';
import { formatLot, formatNumber } from '@/lib/format';
import { cn } from '@/ui/cn';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { TimeSeriesChart, type ChartSeries } from '@/ui/charts/time-series-chart';
import type { FlowMeasure } from './broker-flow-params';
import { inventoryLineLooks } from './inventory-line-styles';
import { BrokerGroup, LineSwatch } from './inventory-line-swatch';
import { formatCompactValue } from './shared/broker-values';

const PANES = [450];
const DAY_SECONDS = 86_400;

/** 'HH:MM' of minutes after midnight. */
export function formatMinute(minute: number): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Jakarta wall-clock time read as UTC: lightweight-charts labels its axis in UTC, so 09:00 WIB shows 09:00. */
function minuteTime(date: string, minute: number): UTCTimestamp {
  return (Date.parse(`${date}T00:00:00Z`) / 1000 + minute * 60) as UTCTimestamp;
}

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** A net as the legend and the left axis write it: compact rupiah, or lots. */
export function formatNet(value: number, measure: FlowMeasure): string {
  return measure === 'value'
    ? signed(formatCompactValue(value), value)
    : `${signed(formatLot(value), value)} lot`;
}

const customFormat = (formatter: (value: number) => string): PriceFormatCustom => ({
  type: 'custom',
  formatter,
  minMove: 0.01,
});

/**
 * Each chosen broker's cumulative net (left axis, from the zero line) over the minute closes (right
 * axis), one point per minute with trades; the legend gives each broker's net at the end of the day,
 * or at the minute under the crosshair.
 */
export function BrokerFlowChart({ data, measure }: { data: TGetBrokerFlowData; measure: FlowMeasure }) {
  const palette = useChartPalette();
  const [hovered, setHovered] = useState<number | null>(null);
  const looks = useMemo(() => {
    const categories = new Map(data.lines.map((line) => [line.code, line.category ?? undefined]));
    return inventoryLineLooks(
      data.lines.map((line) => line.code),
      (code) => categories.get(code),
      palette.dark,
    );
  }, [data.lines, palette.dark]);
  const times = useMemo(() => data.minutes.map((minute) => minuteTime(data.date, minute)), [data]);

  const series = useMemo<ChartSeries[]>(() => {
    // The text colour over a faint area: the broker lines take every distinct hue, grey included.
    const price: ChartSeries = {
      id: 'price',
      type: 'area',
      data: times.map((time, i) => ({ time, value: data.prices[i]! })),
      options: {
        lineColor: palette.text,
        topColor: `${palette.text}26`,
        bottomColor: `${palette.text}05`,
        lineWidth: 1,
        priceScaleId: 'right',
        title: data.symbol,
        priceLineVisible: false,
        priceFormat: customFormat((value) => formatNumber(value)),
      },
    };
    const lines: ChartSeries[] = data.lines.map((line, index) => ({
      id: `broker-${line.code}`,
      type: 'line',
      data: times.map((time, i) => ({
        time,
        value: (measure === 'value' ? line.netValue : line.netLot)[i]!,
      })),
      options: {
        color: looks.get(line.code)?.colour,
        lineWidth: 2,
        lineStyle: looks.get(line.code)?.pattern.chart,
        // A net holds between a broker's trades: steps, not slopes that suggest trading in between.
        lineType: LineType.WithSteps,
        priceScaleId: 'left',
        lastValueVisible: false,
        priceLineVisible: false,
        priceFormat: customFormat((value) =>
          measure === 'value' ? formatCompactValue(value) : formatLot(Math.round(value)),
        ),
      },
      priceLines:
        index === 0
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
    return [price, ...lines];
  }, [data, times, measure, palette, looks]);

  const options = useMemo<DeepPartial<ChartOptions>>(
    () => ({
      leftPriceScale: { visible: data.lines.length > 0, borderColor: palette.border },
      rightPriceScale: { visible: true, borderColor: palette.border },
      timeScale: { timeVisible: true, secondsVisible: false },
      localization: {
        locale: 'id-ID',
        timeFormatter: (time: Time) => `${formatMinute(((time as number) % DAY_SECONDS) / 60)} WIB`,
      },
    }),
    [data.lines.length, palette],
  );

  const indexOfTime = useMemo(() => new Map<number, number>(times.map((time, i) => [time, i])), [times]);
  const onCrosshairMove = useCallback(
    (param: MouseEventParams<Time>) => setHovered(indexOfTime.get(param.time as number) ?? null),
    [indexOfTime],
  );
  // The hovered index of the day shown; a new day drops it until the crosshair moves again.
  const hoveredMinute = hovered === null ? undefined : data.minutes[hovered];
  const at = hoveredMinute === undefined ? data.minutes.length - 1 : hovered!;

  return (
    <div className="space-y-3" data-testid="broker-flow-chart">
      <TimeSeriesChart
        series={series}
        paneHeights={PANES}
        resetKey={`${data.symbol}|${data.date}`}
        options={options}
        onCrosshairMove={onCrosshairMove}
        ariaLabel={`${data.symbol} price with brokers' cumulative net ${measure === 'value' ? 'value' : 'lots'} by minute, ${data.date}`}
      />
      <ul aria-label="Chart legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs">
        {data.lines.map((line) => {
          const net = (measure === 'value' ? line.netValue : line.netLot)[at] ?? 0;
          return (
            <li key={line.code} data-broker={line.code} className="inline-flex items-center gap-1.5">
              <LineSwatch colour={looks.get(line.code)?.colour} pattern={looks.get(line.code)?.pattern} />
              <span className="font-mono font-semibold">{line.code}</span>
              {line.category && line.colour ? (
                <BrokerGroup category={line.category} colour={line.colour} dark={palette.dark} />
              ) : null}
              <span
                className={cn(
                  'font-medium tabular-nums',
                  net > 0 ? 'text-up' : net < 0 ? 'text-down' : 'text-muted',
                )}
              >
                {formatNet(net, measure)}
              </span>
            </li>
          );
        })}
        <li className="text-muted">
          {hoveredMinute === undefined ? 'at the end of the day' : `at ${formatMinute(hoveredMinute)} WIB`}
        </li>
      </ul>
    </div>
  );
}
