import { GridSimpleComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { cn } from '../cn';
import { useChartPalette, type ChartPalette } from './chart-palette';

// What every chart here shares: cartesian grids (without the axis pointer, which only the
// tooltip of './echart' uses and which brings its own) and the canvas renderer. Chart types and extra
// components (mark areas, ...) are registered by the module that draws them, with
// `registerChartParts` at its top level, so a screen downloads only the ECharts code it draws
// with; an unregistered series type or component renders nothing. Legends and tooltips (with their
// axis pointer, a fifth of ECharts) come with './echart'; a chart that draws its own imports this
// module instead. Imported by lazy routes alone, so the landing page never pays for it.
echarts.use([GridSimpleComponent, CanvasRenderer]);

export const registerChartParts = echarts.use;

export type EChartOption = echarts.EChartsCoreOption;
export type EChartEvents = Record<string, (params: unknown) => void>;

/** Axis styling in the theme's colours, for `xAxis: { ...axisStyle(palette), type: 'value' }`. */
export function axisStyle(palette: ChartPalette) {
  return {
    axisLine: { lineStyle: { color: palette.border } },
    axisTick: { lineStyle: { color: palette.border } },
    axisLabel: { color: palette.muted },
    splitLine: { lineStyle: { color: palette.grid } },
    nameTextStyle: { color: palette.muted },
  };
}

function themeDefaults(palette: ChartPalette): EChartOption {
  return {
    backgroundColor: 'transparent',
    color: [...palette.series],
    textStyle: { color: palette.text, fontFamily: 'inherit' },
    legend: { textStyle: { color: palette.muted } },
    tooltip: {
      backgroundColor: palette.surface,
      borderColor: palette.border,
      textStyle: { color: palette.text },
    },
  };
}

/**
 * One ECharts canvas (RRG trails, donuts, stacked bars). `option` is applied whole on
 * every change (no merging with the previous one), over theme defaults for text, legend and
 * tooltip colours; per-axis colours come from `axisStyle`.
 */
export function EChart({
  option,
  height,
  onEvents,
  className,
  ariaLabel,
}: {
  option: EChartOption;
  height: number;
  onEvents?: EChartEvents;
  className?: string;
  ariaLabel: string;
}) {
  const palette = useChartPalette();
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = echarts.init(container, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const defaults = themeDefaults(palette);
    const merged: EChartOption = { ...defaults, ...option };
    for (const key of ['legend', 'tooltip'] as const) {
      if (option[key] && !Array.isArray(option[key])) {
        merged[key] = { ...(defaults[key] as object), ...(option[key] as object) };
      }
    }
    chart.setOption(merged, { notMerge: true });
  }, [option, palette]);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !onEvents) return;
    const entries = Object.entries(onEvents);
    for (const [name, handler] of entries) chart.on(name, handler);
    return () => {
      for (const [name, handler] of entries) chart.off(name, handler);
    };
  }, [onEvents]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={ariaLabel}
      className={cn('w-full', className)}
      style={{ height }}
    />
  );
}
