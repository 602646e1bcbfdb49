import type { TGetParticipantsData } from '@pantau/contracts';
import { lazy } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { WhenVisible } from '@/ui/charts/when-visible';
import { EmptyState } from '@/ui/result-states';
import { ScrollRegion } from '@/ui/scroll-region';
import { formatMonth, formatShare, type Row, type Series } from './participants-format';

// The cards sit below the price panes, under the fold at 1440x900: ECharts loads when one scrolls
// into view, and the data tables are there from the start.
const ParticipantsBarsChart = lazy(() => import('./participants-bars-chart'));

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
            <WhenVisible fallback={<div aria-hidden="true" className="h-[320px]" />}>
              <ParticipantsBarsChart title={title} rows={rows} series={series} />
            </WhenVisible>
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
