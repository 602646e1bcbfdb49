import { useMemo, useState } from 'react';
import type { TGetRrgData } from '@pantau/contracts';
import { formatNumber, formatShortDate } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { LineChart } from 'echarts/charts';
import { MarkAreaComponent, MarkLineComponent } from 'echarts/components';
import { LabelLayout } from 'echarts/features';
// The core without ECharts' tooltip and legend: this chart labels its trails and draws its own
// tooltip, which keeps the screen's JS within budget.
import {
  EChart,
  axisStyle,
  registerChartParts,
  type EChartEvents,
  type EChartOption,
} from '@/ui/charts/echart-core';
import { useChartPalette } from '@/ui/charts/chart-palette';
import { rrgExtent, rrgFittedExtent } from './rrg-extent';

// The trails are lines on two value axes; the quadrants are a mark area, the 100-lines mark lines;
// LabelLayout moves head labels that would overlap apart.
registerChartParts([LineChart, MarkAreaComponent, MarkLineComponent, LabelLayout]);

/** 'fit': axes fitted to the points around 100; 'fixed': the spec's 90 to 110. */
export type RrgAxes = 'fit' | 'fixed';

type RrgItem = TGetRrgData['items'][number];

/** Spec §9: the RRG is 600 px tall; phones get a shorter square-ish plot. */
const HEIGHT = 600;
const PHONE_HEIGHT = 420;

/** Quadrant fills and label colours: green leads, yellow weakens, red lags, blue improves. */
const QUADRANTS = [
  { name: 'Improving', x: [-1, 0], y: [0, 1], colour: '#2563eb', position: 'insideTopLeft' },
  { name: 'Leading', x: [0, 1], y: [0, 1], colour: '#16a34a', position: 'insideTopRight' },
  { name: 'Lagging', x: [-1, 0], y: [-1, 0], colour: '#dc2626', position: 'insideBottomLeft' },
  { name: 'Weakening', x: [0, 1], y: [-1, 0], colour: '#ca8a04', position: 'insideBottomRight' },
] as const;

type PointDatum = {
  value: [number, number];
  date: string;
  name: string;
  code: string;
  last: boolean;
  label?: { show: boolean; position: 'left' | 'right' };
};

/**
 * The RRG scatter: each item's last `tail` weeks as a trail ending in a larger dot with its label,
 * quadrant fills around the 100/100 crosshair, axes fitted to the points or fixed at 90 to 110
 * (wider only if a point falls outside). The wrapper's data-axis-min/max tell tests the range.
 */
export function RrgChart({
  items,
  colourOf,
  axes,
}: {
  items: RrgItem[];
  colourOf: (code: string) => string;
  axes: RrgAxes;
}) {
  const palette = useChartPalette();
  const phone = useMediaQuery('(max-width: 639px)');
  const [min, max] = useMemo(() => {
    const points = items.flatMap((item) => item.points);
    return axes === 'fit' ? rrgFittedExtent(points) : rrgExtent(points);
  }, [items, axes]);

  const option = useMemo<EChartOption>(() => {
    const alpha = palette.dark ? '29' : '17';
    const markArea = {
      silent: true,
      data: QUADRANTS.map((quadrant) => [
        {
          name: quadrant.name,
          coord: [quadrant.x[0] < 0 ? min : 100, quadrant.y[0] < 0 ? min : 100],
          itemStyle: { color: `${quadrant.colour}${alpha}` },
          label: {
            show: true,
            position: quadrant.position,
            color: quadrant.colour,
            fontWeight: 600,
            fontSize: phone ? 11 : 13,
          },
        },
        { coord: [quadrant.x[1] > 0 ? max : 100, quadrant.y[1] > 0 ? max : 100] },
      ]),
    };
    const markLine = {
      silent: true,
      symbol: 'none',
      lineStyle: { color: palette.muted, type: 'solid', width: 1 },
      label: { show: false },
      data: [{ xAxis: 100 }, { yAxis: 100 }],
    };
    const series = items.map((item, index) => {
      const colour = colourOf(item.code);
      const data: PointDatum[] = item.points.map((point, i) => ({
        value: [point.rsRatio, point.rsMomentum],
        date: point.date,
        name: item.sector,
        code: item.code,
        last: i === item.points.length - 1,
        // Only the head carries a label, so the overlap layout weighs real labels alone.
        // Heads near the right edge label to their left so the name is not cut off.
        ...(i === item.points.length - 1
          ? { label: { show: true, position: point.rsRatio > 100 + (max - 100) * 0.6 ? 'left' : 'right' } }
          : {}),
      }));
      return {
        type: 'line',
        name: item.code,
        data,
        color: colour,
        lineStyle: { width: 2, color: colour, opacity: 0.7 },
        symbol: 'circle',
        symbolSize: (_: unknown, params: { dataIndex: number }) =>
          params.dataIndex === data.length - 1 ? 12 : 6,
        itemStyle: { color: colour },
        label: {
          show: false,
          position: 'right',
          color: palette.text,
          fontWeight: 600,
          textBorderColor: palette.surface,
          textBorderWidth: 2,
          formatter: () => (item.code.length === 1 ? item.sector : item.code),
        },
        labelLine: { show: true, lineStyle: { color: palette.muted, width: 1 } },
        labelLayout: { moveOverlap: 'shiftY' },
        emphasis: { focus: 'series' },
        z: 3,
        ...(index === 0 ? { markArea, markLine } : {}),
      };
    });
    const interval = (max - min) / 4;
    const axis = { ...axisStyle(palette), type: 'value', min, max, interval };
    const decimals = Number.isInteger(interval) ? 0 : Number.isInteger(interval * 10) ? 1 : 2;
    return {
      animationDuration: 300,
      // Each trail is labelled at its head; a legend would only repeat the names.
      legend: { show: false },
      grid: { left: phone ? 44 : 60, right: phone ? 16 : 32, top: 24, bottom: phone ? 44 : 56 },
      xAxis: {
        ...axis,
        name: 'RS-Ratio',
        nameLocation: 'middle',
        nameGap: 28,
        splitLine: { show: false },
        axisLabel: { color: palette.muted, formatter: (value: number) => formatNumber(value, decimals) },
      },
      yAxis: {
        ...axis,
        name: 'RS-Momentum',
        nameLocation: 'middle',
        nameGap: phone ? 30 : 40,
        splitLine: { show: false },
        axisLabel: { color: palette.muted, formatter: (value: number) => formatNumber(value, decimals) },
      },
      series,
    };
  }, [items, colourOf, palette, phone, min, max]);

  const [hover, setHover] = useState<Hover | null>(null);
  const events = useMemo<EChartEvents>(
    () => ({
      mouseover: (params) => {
        const { data, event } = params as { data?: PointDatum; event?: { offsetX: number; offsetY: number } };
        if (data?.date && event) setHover({ point: data, x: event.offsetX, y: event.offsetY });
      },
      mouseout: () => setHover(null),
      globalout: () => setHover(null),
    }),
    [],
  );

  return (
    <div data-testid="rrg-chart" data-axis-min={min} data-axis-max={max} className="relative">
      <EChart
        option={option}
        height={phone ? PHONE_HEIGHT : HEIGHT}
        onEvents={events}
        ariaLabel="Relative Rotation Graph: RS-Ratio against RS-Momentum"
      />
      {hover ? <PointTooltip hover={hover} /> : null}
    </div>
  );
}

type Hover = { point: PointDatum; x: number; y: number };

/** The hovered point's item, date and coordinates, beside the cursor on the side with more room. */
function PointTooltip({ hover }: { hover: Hover }) {
  const { point, x, y } = hover;
  const label = point.code.length === 1 ? point.name : `${point.code} · ${point.name}`;
  return (
    <div
      role="tooltip"
      data-testid="rrg-tooltip"
      className="pointer-events-none absolute z-10 w-max max-w-56 rounded-md border border-border bg-surface px-2.5 py-1.5 text-xs text-fg shadow-lg"
      style={{
        left: x,
        top: y,
        transform: `translate(${x > 260 ? 'calc(-100% - 12px)' : '12px'}, ${y > 120 ? 'calc(-100% - 12px)' : '12px'})`,
      }}
    >
      <p className="font-semibold">{label}</p>
      <p className="text-muted">{formatShortDate(point.date)}</p>
      <p>RS-Ratio: {formatNumber(point.value[0], 2)}</p>
      <p>RS-Momentum: {formatNumber(point.value[1], 2)}</p>
    </div>
  );
}
