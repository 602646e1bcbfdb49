import type { TGetOwnershipData } from '@pantau/contracts';
import { OWNERSHIP_RANGES } from '@pantau/contracts';
import { useCallback } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { formatDate, formatNumber } from '@/lib/format';
import { useOwnership } from './ownership-api';
import { OwnershipDonut, OwnershipTrendChart } from './ownership-charts';
import { formatShareOf, formatShortShares } from './ownership-format';
import { useOwnershipParams, type OwnershipRange, type OwnershipTab } from './ownership-params';
import { DetailedOwnershipTable, TopShareholdersTable } from './ownership-tables';
import { STORY_VIEWS } from './sub-views';
import { symbolChange } from '@/lib/symbol-param';

const TAB_OPTIONS: { value: OwnershipTab; label: string }[] = [
  { value: 'summary', label: 'Summary' },
  { value: 'detailed', label: 'Detailed' },
];
const RANGE_OPTIONS = OWNERSHIP_RANGES.map((months) => ({
  value: String(months) as `${OwnershipRange}`,
  label: `${months} Months`,
}));

export function OwnershipPage() {
  const header = STORY_VIEWS.ownership;
  const { ticker, tab, months, update } = useOwnershipParams();
  const ownership = useOwnership({ symbol: ticker, months });
  const setTicker = useCallback((next: string) => update(symbolChange(next)), [update]);
  const data = ownership.data;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="w-full sm:w-56">
            <StockPicker ticker={ticker} onChange={setTicker} />
          </div>
          <SegmentedControl
            label="View"
            value={tab}
            options={TAB_OPTIONS}
            onChange={(next) => update({ tab: next })}
          />
        </CardContent>
      </Card>

      <section aria-label="Ownership results" className="min-w-0 space-y-4">
        {ownership.isError ? (
          <QueryError error={ownership.error} onRetry={() => void ownership.refetch()} />
        ) : !data ? (
          <TableSkeleton />
        ) : data.listAsOf === null ? (
          <EmptyState>No shareholder list for {data.symbol}.</EmptyState>
        ) : (
          <>
            <ListDates data={data} />
            {tab === 'summary' ? (
              <OwnershipSummary
                data={data}
                months={months}
                loadingTrend={ownership.isPlaceholderData}
                onMonths={(next) => update({ period: next })}
              />
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle className="text-base">Shareholder Ranking - {data.symbol}</CardTitle>
                  <CardDescription>Change is against the previous shareholder list.</CardDescription>
                </CardHeader>
                <CardContent className="p-3 sm:p-4">
                  <DetailedOwnershipTable rows={data.detailed} />
                </CardContent>
              </Card>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function ListDates({ data }: { data: TGetOwnershipData }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      <AsOfLine asOf={data.asOf} />
      {data.listAsOf ? (
        <p className="text-xs text-muted">
          Shareholder list of <time dateTime={data.listAsOf}>{formatDate(`${data.listAsOf}T00:00:00`)}</time>,
          valued at the last close Rp{formatNumber(data.price)}
        </p>
      ) : null}
    </div>
  );
}

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card>
      <CardContent className="space-y-1 p-4 sm:p-5">
        <p className="text-sm text-muted">{label}</p>
        <p className="truncate text-2xl font-semibold tabular-nums" title={value}>
          {value}
        </p>
        {detail ? (
          <p className="truncate text-xs text-muted" title={detail}>
            {detail}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function OwnershipSummary({
  data,
  months,
  loadingTrend,
  onMonths,
}: {
  data: TGetOwnershipData;
  months: OwnershipRange;
  loadingTrend: boolean;
  onMonths: (months: string) => void;
}) {
  const { summary } = data;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Total Shares"
          value={formatShortShares(summary.totalShares)}
          detail={`${formatNumber(summary.totalShares)} shares`}
        />
        <StatCard
          label="Controlling Shareholder"
          value={summary.controlling ? formatShareOf(summary.controlling.percentage) : '-'}
          detail={summary.controlling?.name ?? 'No controlling shareholder'}
        />
        <StatCard
          label="Public Ownership"
          value={formatShareOf(summary.publicOwnership)}
          detail="Public line and holders under 5%"
        />
      </div>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Ownership Distribution</CardTitle>
            <CardDescription>Holders under 2% are grouped as Others.</CardDescription>
          </CardHeader>
          <CardContent>
            <OwnershipDonut slices={data.distribution} detailed={data.detailed} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Top Shareholders</CardTitle>
          </CardHeader>
          <CardContent className="p-3 sm:p-4">
            {data.topShareholders.length === 0 ? (
              <EmptyState>Only the public holds {data.symbol}.</EmptyState>
            ) : (
              <TopShareholdersTable rows={data.topShareholders} />
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle className="text-base">Historical Ownership Trends</CardTitle>
            <CardDescription>Share of listed shares per shareholder list.</CardDescription>
          </div>
          <SegmentedControl
            label="Data Range"
            value={String(months)}
            options={RANGE_OPTIONS}
            onChange={onMonths}
          />
        </CardHeader>
        <CardContent>
          {loadingTrend ? (
            <TableSkeleton rows={6} />
          ) : data.history.length === 0 ? (
            <EmptyState>No shareholder lists in the last {months} months.</EmptyState>
          ) : (
            <OwnershipTrendChart history={data.history} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
