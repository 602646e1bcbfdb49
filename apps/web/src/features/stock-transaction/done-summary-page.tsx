import { formatMarketDate, type TBoardFilter } from '@pantau/contracts';
import { Card, CardContent } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { formatDayMonth } from '@/lib/format';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useLiveSelection } from '@/lib/use-live-selection';
import { LiveStatus } from '@/ui/live-status';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { DoneSummaryCards, DoneSummaryTable } from './done-summary-table';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { SelectionCard } from './selection-card';
import { STOCK_TRANSACTION_VIEWS } from './sub-views';
import { stockTransactionKeys, useDoneSummary } from './stock-transaction-api';
import { useDateSelection } from './use-date-selection';
import { BOARD_OPTIONS, type Layout, type SummaryView } from './use-selection-params';

const VIEW_OPTIONS: { value: SummaryView; label: string }[] = [
  { value: 'summary', label: 'Summary' },
  { value: 'broker', label: 'Broker Breakdown' },
];
const LAYOUT_OPTIONS: { value: Layout; label: string }[] = [
  { value: 'horizontal', label: 'Horizontal' },
  { value: 'vertical', label: 'Vertical' },
];
const BOARD_LABELS: { value: TBoardFilter; label: string }[] = BOARD_OPTIONS.map((board) => ({
  value: board,
  label: board,
}));

export function DoneSummaryPage() {
  const header = STOCK_TRANSACTION_VIEWS['done-summary'];
  const selection = useDateSelection({ limitDates: false });
  const { ticker, dates, view, layout, board, update } = selection;
  const summary = useDoneSummary({ symbol: ticker, dates, board, view });
  const live = useLiveSelection({
    ticker,
    dates,
    explicitDates: selection.explicitDates,
    tradeDates: selection.tradeDates,
    queryKeys: [stockTransactionKeys.doneSummaryOf(ticker, dates)],
  });

  if (isSubscriptionRequired(selection.tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const waitingForDates = dates.length === 0 && selection.tradeDatesQuery.isPending;
  const data = summary.data;
  const summaryLine = data ? describeSelection(ticker, dates, view, layout, board) : undefined;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <SelectionCard selection={selection} summary={summaryLine}>
        <SegmentedControl
          label="View"
          value={view}
          options={VIEW_OPTIONS}
          onChange={(next) => update({ view: next })}
        />
        <SegmentedControl
          label="Layout"
          value={layout}
          options={LAYOUT_OPTIONS}
          onChange={(next) => update({ layout: next })}
        />
        <SegmentedControl
          label="Board"
          value={board}
          options={BOARD_LABELS}
          onChange={(next) => update({ board: next })}
        />
      </SelectionCard>

      <section aria-label="Done Summary results" className="min-w-0 space-y-3">
        {summary.isError ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : selection.tradeDatesQuery.isError ? (
          <QueryError
            error={selection.tradeDatesQuery.error}
            onRetry={() => void selection.tradeDatesQuery.refetch()}
          />
        ) : waitingForDates || summary.isPending ? (
          dates.length === 0 && !waitingForDates ? (
            <EmptyState>No trading dates for {ticker}.</EmptyState>
          ) : (
            <TableSkeleton />
          )
        ) : data ? (
          <>
            {live.isLive ? (
              <LiveStatus
                subject="Done Summary"
                status={live.status}
                lastTradeTime={live.lastTradeTime}
                error={live.error}
              />
            ) : (
              <AsOfLine asOf={data.asOf} />
            )}
            {data.rows.length > 0 && data.datesWithoutData.length > 0 ? (
              <p className="text-xs text-muted">
                No trade records for {data.datesWithoutData.map(formatMarketDate).join(', ')}.
              </p>
            ) : null}
            {data.rows.length === 0 ? (
              <EmptyState>
                No {board === 'ALL' ? '' : `${board} `}trades for {data.symbol} on the selected dates.
              </EmptyState>
            ) : layout === 'horizontal' ? (
              <Card>
                <CardContent className="p-3 sm:p-4">
                  <DoneSummaryTable
                    data={data}
                    dateIndexes={data.dates.map((_, index) => index)}
                    caption={`${data.view === 'broker' ? 'Broker Breakdown' : 'Done Summary'} - ${data.symbol}`}
                  />
                </CardContent>
              </Card>
            ) : (
              <DoneSummaryCards data={data} />
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}

/** The folded selection bar's line, e.g. 'BBCA · 3 dates, 18 Nov – 20 Nov · Summary · Horizontal · RG'. */
function describeSelection(
  ticker: string,
  dates: readonly string[],
  view: SummaryView,
  layout: Layout,
  board: TBoardFilter,
): string {
  const first = dates[0];
  const last = dates[dates.length - 1];
  const span =
    first === undefined || last === undefined
      ? 'no dates'
      : first === last
        ? formatDayMonth(first)
        : `${dates.length} dates, ${formatDayMonth(first)} – ${formatDayMonth(last)}`;
  const viewLabel = VIEW_OPTIONS.find((option) => option.value === view)?.label ?? view;
  const layoutLabel = LAYOUT_OPTIONS.find((option) => option.value === layout)?.label ?? layout;
  return [ticker, span, viewLabel, layoutLabel, board].join(' · ');
}
