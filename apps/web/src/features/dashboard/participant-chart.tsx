import { useMemo } from 'react';
import type { TGetParticipantsData } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { BarChart } from 'echarts/charts';
import { axisStyle, EChart, registerChartParts, type EChartOption } from '@/ui/charts/echart';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';

registerChartParts([BarChart]);

const monthLabel = new Intl.DateTimeFormat('id-ID', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const percent = (value: number) => `${formatNumber(value, 2)}%`;
type Rows = TGetParticipantsData['localVsForeign'];

function chartOption(rows: Rows, palette: ChartPalette): EChartOption {
  const bar = (name: 'Local' | 'Foreign', color: string) => ({
    name,
    type: 'bar',
    stack: 'holdings',
    barMaxWidth: 36,
    itemStyle: { color },
    data: rows.map((row) => Number(row[name].toFixed(2))),
  });
  return {
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    legend: { top: 0, data: ['Local', 'Foreign'] },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => percent(Number(value)) },
    xAxis: {
      ...axisStyle(palette),
      type: 'category',
      data: rows.map((row) => monthLabel.format(new Date(`${row.date}T00:00:00Z`))),
    },
    yAxis: {
      ...axisStyle(palette),
      type: 'value',
      max: 100,
      axisLabel: { color: palette.muted, formatter: '{value}%' },
    },
    series: [bar('Local', palette.primary), bar('Foreign', palette.accent)],
  };
}

/** Local vs foreign stacked bars; its own module so ECharts loads only when the section opens. */
export default function ParticipantChart({
  rows,
  height,
  symbol,
}: {
  rows: Rows;
  height: number;
  symbol: string;
}) {
  const palette = useChartPalette();
  const option = useMemo(() => chartOption(rows, palette), [rows, palette]);
  return (
    <EChart option={option} height={height} ariaLabel={`Local vs foreign holdings of ${symbol} by month`} />
  );
}
