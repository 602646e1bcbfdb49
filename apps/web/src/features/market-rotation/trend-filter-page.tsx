import { useId } from 'react';
import { formatNumber } from '@/lib/format';
import { useUrlParams } from '@/lib/use-url-params';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { useSectors, useTrend, type TrendChoice, type TrendTimeframe } from './rotation-api';
import { MARKET_ROTATION_VIEWS } from './sub-views';
import { TREND_TITLES, TrendTable, type Trend } from './trend-table';

const TIMEFRAMES: { value: TrendTimeframe; label: string }[] = [
  { value: '3D', label: '3D' },
  { value: '5D', label: '5D' },
  { value: '2W', label: '2W' },
  { value: '1M', label: '1M' },
];
const TREND_OPTIONS: { value: TrendChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'Up', label: 'Up' },
  { value: 'Side', label: 'Side' },
  { value: 'Down', label: 'Down' },
];
const TRENDS: Trend[] = ['Up', 'Side', 'Down'];
const CARD_TONES: Record<Trend, string> = { Up: 'text-up', Side: 'text-accent', Down: 'text-down' };
/** Per-table URL keys: `upQ`/`upPage`, `sideQ`/`sidePage`, `downQ`/`downPage`. */
const searchKey = (trend: Trend) => `${trend.toLowerCase()}Q`;
const pageKey = (trend: Trend) => `${trend.toLowerCase()}Page`;
const PAGE_KEYS = TRENDS.map(pageKey);

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Trend filter: timeframe, sector, trend; summary shares and one paged table per trend. */
export function TrendFilterPage() {
  const header = MARKET_ROTATION_VIEWS['trend-filter'];
  const sectorId = useId();
  const [params, update] = useUrlParams();
  const timeframe = oneOf(params.get('timeframe'), ['3D', '5D', '2W', '1M'] as const, '5D');
  const trend = oneOf(params.get('trend'), ['all', 'Up', 'Side', 'Down'] as const, 'all');
  const sectors = useSectors();
  const rawSector = params.get('sector') ?? 'all';
  const sector = /^[A-K]$/.test(rawSector) ? rawSector : 'all';
  const result = useTrend({ timeframe, sector, trend });
  const data = result.data;

  // Another timeframe, sector or trend gives other lists: every table starts again at page 1.
  const resetPages = Object.fromEntries(PAGE_KEYS.map((key) => [key, null]));
  const shownTrends = trend === 'all' ? TRENDS : [trend];

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <Card>
        <CardContent className="flex flex-wrap items-end gap-x-6 gap-y-4">
          <SegmentedControl
            label="Timeframe"
            value={timeframe}
            options={TIMEFRAMES}
            onChange={(next) => update({ timeframe: next, ...resetPages })}
          />
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={sectorId}>Sector</Label>
            <select
              id={sectorId}
              className={`${inputClasses} sm:w-60`}
              value={sector}
              onChange={(event) => update({ sector: event.target.value, ...resetPages })}
            >
              <option value="all">All sectors</option>
              {sectors.data?.sectors.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.shortName}
                </option>
              ))}
            </select>
          </div>
          <SegmentedControl
            label="Trend"
            value={trend}
            options={TREND_OPTIONS}
            onChange={(next) => update({ trend: next, ...resetPages })}
          />
        </CardContent>
      </Card>

      {result.isError ? (
        <QueryError error={result.error} onRetry={() => void result.refetch()} />
      ) : !data ? (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-3">
            {TRENDS.map((item) => (
              <div key={item} aria-busy="true" className="h-28 animate-pulse rounded-xl bg-surface-muted" />
            ))}
          </div>
          <TableSkeleton rows={5} />
        </div>
      ) : (
        <>
          <section aria-label="Trend summary" className="grid gap-4 sm:grid-cols-3">
            {TRENDS.map((item) => (
              <Card key={item} data-testid={`trend-card-${item}`}>
                <CardHeader>
                  <CardTitle className="text-sm font-medium text-muted">{TREND_TITLES[item]}</CardTitle>
                </CardHeader>
                <CardContent className="pt-2">
                  <p className={cn('text-3xl font-semibold tabular-nums', CARD_TONES[item])}>
                    {formatNumber(data.summary.shares[item], 1)}%
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {formatNumber(data.summary.counts[item])} of {formatNumber(data.summary.total)} stocks
                  </p>
                </CardContent>
              </Card>
            ))}
          </section>
          <div className="space-y-1">
            <AsOfLine asOf={data.asOf} />
            <p className="text-xs text-muted">{data.rule}</p>
          </div>
          <div className="min-w-0 space-y-6">
            {shownTrends.map((item) => (
              <TrendTable
                key={item}
                trend={item}
                rows={data.rows.filter((row) => row.trend === item)}
                search={params.get(searchKey(item)) ?? ''}
                page={Number(params.get(pageKey(item)) ?? '1')}
                onSearch={(text) => update({ [searchKey(item)]: text || null, [pageKey(item)]: null })}
                onPage={(page) => update({ [pageKey(item)]: page === 1 ? null : String(page) })}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
