import { useMemo } from 'react';
import { BarChart } from 'echarts/charts';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { axisStyle, EChart, registerChartParts, type EChartOption } from '@/ui/charts/echart';
import { formatMonth, formatShare, type Row, type Series } from './participants-format';

registerChartParts([BarChart]);

function stackedOption(rows: readonly Row[], series: readonly Series[], palette: ChartPalette): EChartOption {
  return {
    grid: { left: 8, right: 8, top: series.length > 2 ? 72 : 40, bottom: 8, containLabel: true },
    legend: { top: 0, itemWidth: 12, itemHeight: 10 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => (typeof value === 'number' ? formatShare(value) : ''),
    },
    xAxis: { ...axisStyle(palette), type: 'category', data: rows.map((row) => formatMonth(row.date)) },
    yAxis: {
      ...axisStyle(palette),
      type: 'value',
      max: 100,
      axisLabel: { ...axisStyle(palette).axisLabel, formatter: '{value}%' },
    },
    series: series.map((item) => ({
      name: item.label,
      type: 'bar',
      stack: 'share',
      barMaxWidth: 36,
      emphasis: { focus: 'series' },
      data: rows.map((row) => row[item.key]),
    })),
  };
}

/** One card's stacked bars; its own module so ECharts loads only when the card scrolls into view. */
export default function ParticipantsBarsChart({
  title,
  rows,
  series,
}: {
  title: string;
  rows: readonly Row[];
  series: readonly Series[];
}) {
  const palette = useChartPalette();
  const option = useMemo(() => stackedOption(rows, series, palette), [rows, series, palette]);
  return <EChart option={option} height={320} ariaLabel={title} />;
}
