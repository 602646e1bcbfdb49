import type { TGetOwnershipData } from '@pantau/contracts';
import { useMemo } from 'react';
import { BarChart, PieChart } from 'echarts/charts';
import { axisStyle, EChart, registerChartParts, type EChartOption } from '@/ui/charts/echart';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { formatNumber } from '@/lib/format';
import { formatShareOf, formatShortShares, holdersInOthers } from './ownership-format';

registerChartParts([BarChart, PieChart]);

type Slice = TGetOwnershipData['distribution'][number];
type Detailed = TGetOwnershipData['detailed'];

const OTHERS = 'Others';

function sliceColour(slice: Slice, index: number, palette: ChartPalette): string {
  return slice.name === OTHERS
    ? palette.muted
    : (palette.series[index % palette.series.length] ?? palette.primary);
}

/**
 * Ownership Distribution: the API's slices (holders of 2% or more, then 'Others') as a donut, and
 * the same slices as a legend list that names who 'Others' holds.
 */
export function OwnershipDonut({ slices, detailed }: { slices: Slice[]; detailed: Detailed }) {
  const palette = useChartPalette();
  const option = useMemo<EChartOption>(
    () => ({
      // The HTML list beside the donut is its legend.
      legend: { show: false },
      tooltip: {
        trigger: 'item',
        formatter: (params: { name: string; value: number; data: { shares: number } }) =>
          `${params.name}<br/>${formatShareOf(params.value)} · ${formatShortShares(params.data.shares)}`,
      },
      series: [
        {
          type: 'pie',
          radius: ['52%', '80%'],
          avoidLabelOverlap: true,
          label: { show: false },
          itemStyle: { borderColor: palette.surface, borderWidth: 2 },
          data: slices.map((slice, index) => ({
            name: slice.name,
            value: slice.percentage,
            shares: slice.shares,
            itemStyle: { color: sliceColour(slice, index, palette) },
          })),
        },
      ],
    }),
    [slices, palette],
  );
  const othersMembers = holdersInOthers(detailed, slices);

  return (
    <div className="grid grid-cols-1 items-center gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <EChart option={option} height={220} ariaLabel="Ownership Distribution donut" />
      <ul aria-label="Ownership Distribution" className="min-w-0 space-y-2 text-sm">
        {slices.map((slice, index) => (
          <li key={slice.name} data-testid="ownership-slice" className="flex items-start gap-2">
            <span
              aria-hidden="true"
              className="mt-1 size-3 shrink-0 rounded-sm"
              style={{ backgroundColor: sliceColour(slice, index, palette) }}
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <span data-testid="ownership-slice-name" className="truncate font-medium" title={slice.name}>
                  {slice.name}
                </span>
                <span data-testid="ownership-slice-percent" className="shrink-0 tabular-nums">
                  {formatShareOf(slice.percentage)}
                </span>
              </div>
              {slice.name === OTHERS ? (
                <p data-testid="ownership-others-members" className="text-xs text-muted">
                  {othersMembers.length > 0
                    ? `Under 2%: ${othersMembers
                        .map((row) => `${row.holder} (${formatShareOf(row.percentage)})`)
                        .join(', ')}`
                    : 'Shares outside the shareholder list'}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const TREND_SERIES = [
  { key: 'controlling', name: 'Controlling' },
  { key: 'public', name: 'Public' },
  { key: 'affiliate', name: 'Affiliate' },
  { key: 'others', name: 'Others' },
] as const;

const monthFormat = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Nov 2025'. */
function formatPeriod(period: string): string {
  return monthFormat.format(new Date(`${period}-01T00:00:00Z`));
}

/** Historical Ownership Trends: each list's controlling / public / affiliate / others, stacked to 100%. */
export function OwnershipTrendChart({ history }: { history: TGetOwnershipData['history'] }) {
  const palette = useChartPalette();
  const option = useMemo<EChartOption>(
    () => ({
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, itemWidth: 12, itemHeight: 12 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (value: number) => formatShareOf(value),
      },
      xAxis: {
        ...axisStyle(palette),
        type: 'category',
        data: history.map((row) => formatPeriod(row.period)),
      },
      yAxis: {
        ...axisStyle(palette),
        type: 'value',
        min: 0,
        max: 100,
        axisLabel: { color: palette.muted, formatter: (value: number) => `${formatNumber(value)}%` },
      },
      series: TREND_SERIES.map((series, index) => ({
        type: 'bar',
        name: series.name,
        stack: 'ownership',
        barMaxWidth: 48,
        itemStyle: { color: index === 3 ? palette.muted : palette.series[index] },
        data: history.map((row) => row[series.key]),
      })),
    }),
    [history, palette],
  );
  return (
    <>
      <EChart option={option} height={300} ariaLabel="Historical Ownership Trends chart" />
      <table className="sr-only" data-testid="ownership-trend-table">
        <caption>Historical Ownership Trends</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {TREND_SERIES.map((series) => (
              <th key={series.key} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {history.map((row) => (
            <tr key={row.period}>
              <th scope="row">
                <time dateTime={row.period}>{formatPeriod(row.period)}</time>
              </th>
              {TREND_SERIES.map((series) => (
                <td key={series.key}>{formatShareOf(row[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
