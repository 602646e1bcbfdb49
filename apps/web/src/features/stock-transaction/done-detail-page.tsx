import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { Pagination } from '@/ui/pagination';
import { useLiveSelection } from '@/lib/use-live-selection';
import { LiveStatus } from '@/ui/live-status';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { DateStatsLine, DoneDetailLegend, DoneDetailStatsCards } from './done-detail-stats';
import { DEFAULT_DETAIL_FILTERS, DoneDetailFiltersCard, type DetailFilters } from './done-detail-filters';
import { DoneTradesTable } from './done-trades-table';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { SelectionCard } from './selection-card';
import { stockTransactionKeys, useDoneDetail } from './stock-transaction-api';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';
import { useDateSelection } from './use-date-selection';
import type { Layout } from './use-selection-params';

/** Rows per page: a day can hold tens of thousands of trades. */
export const DETAIL_PAGE_SIZE = 100;

const LAYOUT_OPTIONS: { value: Layout; label: string }[] = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const totalPages = Math.max(1, Math.ceil(total / DETAIL_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * DETAIL_PAGE_SIZE + 1;
  const last = Math.min(total, page * DETAIL_PAGE_SIZE);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm text-muted">
      <span>
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)} trades
      </span>
      <Pagination page={page} totalPages={totalPages} onPageChange={onPage} label="Trades pages" />
    </div>
  );
}

/** Vertical layout: one date's trades, stats and its own pager. */
function DateTradesCard({ symbol, date, filters }: { symbol: string; date: string; filters: DetailFilters }) {
  const [page, setPage] = useState(1);
  const detail = useDoneDetail({
    symbol,
    dates: [date],
    ...filters,
    offset: (page - 1) * DETAIL_PAGE_SIZE,
    limit: DETAIL_PAGE_SIZE,
  });
  const title = `Done Detail - ${symbol} (${date})`;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {detail.isError ? (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : !detail.data ? (
          <TableSkeleton rows={6} />
        ) : (
          <>
            <DateStatsLine stats={detail.data.stats.overall} />
            {detail.data.total === 0 ? (
              <EmptyState>No trades on this date for the chosen filters.</EmptyState>
            ) : (
              <div>
                <DoneTradesTable trades={detail.data.trades} showDate={false} caption={title} />
                <Pager page={page} total={detail.data.total} onPage={setPage} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function DoneDetailPage() {
  const header = STOCK_TRANSACTION_VIEWS['done-detail'];
  const selection = useDateSelection({ limitDates: true });
  const { ticker, dates, layout, params, update } = selection;
  const sortParam = params.get('sort');
  const filters: DetailFilters = {
    sort: sortParam === 'oldest' ? 'oldest' : 'latest',
    broker: params.get('broker')?.toUpperCase() || DEFAULT_DETAIL_FILTERS.broker,
    price: params.get('price') || DEFAULT_DETAIL_FILTERS.price,
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const horizontal = layout === 'horizontal';
  // Vertical cards page on their own; this query then only fetches the stats and filter options.
  const overall = useDoneDetail({
    symbol: ticker,
    dates,
    ...filters,
    offset: horizontal ? (page - 1) * DETAIL_PAGE_SIZE : 0,
    limit: horizontal ? DETAIL_PAGE_SIZE : 1,
  });
  // A vertical card asks for its own day, and of the selected days only the newest can be trading.
  const live = useLiveSelection({
    ticker,
    dates,
    explicitDates: selection.explicitDates,
    tradeDates: selection.tradeDates,
    queryKeys: [
      stockTransactionKeys.doneDetailOf(ticker, dates),
      ...(!horizontal && dates.length > 1
        ? [stockTransactionKeys.doneDetailOf(ticker, dates.slice(-1))]
        : []),
    ],
  });

  if (isSubscriptionRequired(selection.tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const changeFilters = (changes: Partial<DetailFilters>) => {
    const next = { ...filters, ...changes };
    update({
      sort: next.sort === 'latest' ? null : next.sort,
      broker: next.broker === 'ALL' ? null : next.broker,
      price: next.price === 'ALL' ? null : next.price,
      page: null,
    });
  };
  const data = overall.data;
  const waitingForDates = dates.length === 0 && selection.tradeDatesQuery.isPending;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <SelectionCard selection={selection}>
        <SegmentedControl
          label="Layout"
          value={layout}
          options={LAYOUT_OPTIONS}
          onChange={(next) => update({ layout: next, page: null })}
        />
      </SelectionCard>
      <DoneDetailFiltersCard
        filters={filters}
        brokers={data?.filterOptions.brokers ?? []}
        prices={data?.filterOptions.prices ?? []}
        onChange={changeFilters}
      />

      <section aria-label="Done Detail results" className="min-w-0 space-y-4">
        {overall.isError ? (
          <QueryError error={overall.error} onRetry={() => void overall.refetch()} />
        ) : selection.tradeDatesQuery.isError ? (
          <QueryError
            error={selection.tradeDatesQuery.error}
            onRetry={() => void selection.tradeDatesQuery.refetch()}
          />
        ) : dates.length === 0 && !waitingForDates ? (
          <EmptyState>No trading dates for {ticker}.</EmptyState>
        ) : !data ? (
          <TableSkeleton />
        ) : (
          <>
            {live.isLive ? (
              <LiveStatus
                subject="Done Detail"
                status={live.status}
                lastTradeTime={live.lastTradeTime}
                error={live.error}
              />
            ) : (
              <AsOfLine asOf={data.asOf} />
            )}
            <DoneDetailStatsCards stats={data.stats.overall} />
            {horizontal ? (
              data.total === 0 ? (
                <EmptyState>No trades for {data.symbol} on the selected dates and filters.</EmptyState>
              ) : (
                <Card>
                  <CardContent className="p-3 sm:p-4">
                    <DoneTradesTable
                      trades={data.trades}
                      showDate={data.dates.length > 1}
                      caption={`Done Detail - ${data.symbol}`}
                    />
                    <Pager
                      page={page}
                      total={data.total}
                      onPage={(next) => update({ page: next === 1 ? null : String(next) })}
                    />
                  </CardContent>
                </Card>
              )
            ) : (
              dates.map((date) => (
                <DateTradesCard
                  key={`${ticker}-${date}-${filters.sort}-${filters.broker}-${filters.price}`}
                  symbol={ticker}
                  date={date}
                  filters={filters}
                />
              ))
            )}
            <DoneDetailLegend />
          </>
        )}
      </section>
    </div>
  );
}
