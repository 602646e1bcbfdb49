import type { TGetParticipantsData } from '@pantau/contracts';
import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { useChartPalette, type ChartPalette } from '@/ui/charts/chart-palette';
import { BarChart } from 'echarts/charts';
import { axisStyle, EChart, registerChartParts, type EChartOption } from '@/ui/charts/echart';
import { EmptyState } from '@/ui/result-states';
import { formatNumber } from '@/lib/format';
import { ScrollRegion } from '@/ui/scroll-region';

registerChartParts([BarChart]);

type Series = { key: string; label: string };
type Row = { date: string } & Record<string, number | string>;

export const PARTICIPANT_GROUPS: readonly Series[] = [
  { key: 'Corporate', label: 'Corporate' },
  { key: 'FinancialInstitution', label: 'Financial Institution' },
  { key: 'Individual', label: 'Individual' },
  { key: 'Insurance', label: 'Insurance' },
  { key: 'MutualFund', label: 'Mutual Fund' },
  { key: 'Others', label: 'Others' },
  { key: 'PensionFund', label: 'Pension Fund' },
  { key: 'SecuritiesCompany', label: 'Securities Company' },
];
const SIDES: readonly Series[] = [
  { key: 'Local', label: 'Local' },
  { key: 'Foreign', label: 'Foreign' },
];

const monthLabel = new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatMonth = (isoDate: string) => monthLabel.format(new Date(`${isoDate}T00:00:00Z`));
const formatShare = (value: number) => `${formatNumber(value, 2)}%`;

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

/**
 * One stacked-bar card; the same figures sit in a table under "Data table" for screen readers and
 * for anyone who wants the exact numbers the bars are drawn from.
 */
function StackedBars({
  title,
  rows,
  series,
  testId,
}: {
  title: string;
  rows: readonly Row[];
  series: readonly Series[];
  testId: string;
}) {
  const palette = useChartPalette();
  const option = useMemo(() => stackedOption(rows, series, palette), [rows, series, palette]);
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 p-3 sm:p-4">
        {rows.length === 0 ? (
          <EmptyState>No ownership composition for this stock yet.</EmptyState>
        ) : (
          <>
            <EChart option={option} height={320} ariaLabel={title} />
            <details className="text-sm">
              <summary className="cursor-pointer text-muted hover:text-fg">Data table</summary>
              <ScrollRegion label={title} className="mt-2 overflow-x-auto rounded-lg border border-border">
                <table className="w-full border-collapse text-xs">
                  <caption className="sr-only">{title}</caption>
                  <thead className="bg-surface-muted text-muted">
                    <tr>
                      <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                        Month
                      </th>
                      {series.map((item) => (
                        <th key={item.key} scope="col" className="px-2 py-1.5 text-right font-semibold">
                          {item.label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.date} data-date={row.date} className="border-t border-border/60">
                        <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                          {formatMonth(row.date)}
                        </th>
                        {series.map((item) => (
                          <td key={item.key} className="px-2 py-1 text-right tabular-nums">
                            {formatShare(Number(row[item.key]))}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 Market Analysis: the three stacked-bar charts of KSEI participant shares per month. */
export function ParticipantsBars({ data }: { data: TGetParticipantsData }) {
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-2">
      <StackedBars
        title="Local Market Participants Breakdown"
        testId="participants-local"
        rows={data.participantBreakdown.local}
        series={PARTICIPANT_GROUPS}
      />
      <StackedBars
        title="Foreign Market Participants Breakdown"
        testId="participants-foreign"
        rows={data.participantBreakdown.foreign}
        series={PARTICIPANT_GROUPS}
      />
      <div className="xl:col-span-2">
        <StackedBars
          title="Local vs Foreign Market Comparison"
          testId="participants-local-vs-foreign"
          rows={data.localVsForeign}
          series={SIDES}
        />
      </div>
    </div>
  );
}
