import { useMemo } from 'react';
import type { TGetOwnershipData } from '@pantau/contracts';
import { formatNumber } from '@/lib/format';
import { PieChart } from 'echarts/charts';
import { EChart, registerChartParts, type EChartOption } from '@/ui/charts/echart';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';

registerChartParts([PieChart]);

type Slices = TGetOwnershipData['distribution'];
const percent = (value: number) => `${formatNumber(value, 2)}%`;

function donutOption(slices: Slices, palette: ChartPalette): EChartOption {
  return {
    // The table beside the donut is its legend.
    legend: { show: false },
    tooltip: {
      trigger: 'item',
      formatter: (item: unknown) => {
        const { name, value } = item as { name: string; value: number };
        return `${name}: ${percent(value)}`;
      },
    },
    series: [
      {
        type: 'pie',
        radius: ['52%', '80%'],
        avoidLabelOverlap: true,
        label: { show: false },
        itemStyle: { borderColor: palette.surface, borderWidth: 2 },
        data: slices.map((slice) => ({ name: slice.name, value: Number(slice.percentage.toFixed(2)) })),
      },
    ],
  };
}

/** The ownership donut; its own module so ECharts loads only when the section opens. */
export default function OwnershipDonut({
  slices,
  height,
  symbol,
}: {
  slices: Slices;
  height: number;
  symbol: string;
}) {
  const palette = useChartPalette();
  const option = useMemo(() => donutOption(slices, palette), [slices, palette]);
  return <EChart option={option} height={height} ariaLabel={`Ownership distribution of ${symbol}`} />;
}
