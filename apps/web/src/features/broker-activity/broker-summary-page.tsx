import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Alert } from '@/ui/alert';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { StockPicker } from '@/ui/stock-picker';
import { LiveStatus } from '@/ui/live-status';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { marketKeys } from '@/lib/market-api';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import { BrokerSummaryFlow } from './broker-summary-flow';
import { BrokerSummaryTable } from './broker-summary-table';
import { brokerActivityKeys, useBrokerDirectory, useBrokerSummary } from './shared/broker-activity-api';
import { BrokerSelectionCard } from './shared/broker-selection-card';
import { useBrokerSelection } from './shared/use-broker-selection';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

export function BrokerSummaryPage() {
  const header = BROKER_ACTIVITY_VIEWS.summary;
  const selection = useBrokerSelection('summary');
  const { code: ticker, dates, explicitDates, layout, board, tradeDates, tradeDatesQuery } = selection;
  const vertical = layout === 'vertical';
  const summaryQuery = { symbol: ticker, dates, board };
  const summary = useBrokerSummary(summaryQuery, vertical);
  const directory = useBrokerDirectory();
  // The server sums the days asked for, not the calendar between them: a batch matters when its day
  // is one of them. Showing the latest days, a day newer than the trade-date list is the new latest,
  // so the list is asked again and the selection moves on to it.
  const followsLatest = explicitDates.length === 0;
  const newest = tradeDates[0];
  const live = useLiveRefresh({
    symbols: [ticker],
    queryKeys: [
      brokerActivityKeys.summary(summaryQuery),
      ...(followsLatest ? [marketKeys.tradeDates(ticker)] : []),
    ],
    accepts: (date) => dates.includes(date) || (followsLatest && (newest === undefined || date > newest)),
    // Only the vertical layout shows an answer.
    enabled: vertical,
    on: 'broker-summary',
  });
  const isLive = live.liveDate !== null && dates.includes(live.liveDate);

  if (isSubscriptionRequired(tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const waitingForDates = dates.length === 0 && tradeDatesQuery.isPending;
  const data = summary.data;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <BrokerSelectionCard
        title="Stock Selection & Date Range (Max 7 Days)"
        selection={selection}
        picker={<StockPicker ticker={ticker} onChange={selection.setCode} />}
      />

      <section aria-label="Broker Summary results" className="min-w-0 space-y-3">
        {!vertical ? (
          <Alert tone="info" title="Horizontal view is not available in this version" />
        ) : tradeDatesQuery.isError ? (
          <QueryError error={tradeDatesQuery.error} onRetry={() => void tradeDatesQuery.refetch()} />
        ) : summary.isError ? (
          <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : waitingForDates ? (
          <TableSkeleton />
        ) : dates.length === 0 ? (
          <EmptyState>No trading dates for {ticker}.</EmptyState>
        ) : summary.isPending || !data ? (
          <TableSkeleton />
        ) : (
          <>
            {isLive ? (
              <LiveStatus
                subject="Broker Summary"
                status={live.status}
                lastTradeTime={live.lastTradeTime}
                error={live.error}
              />
            ) : (
              <AsOfLine asOf={data.asOf} />
            )}
            {data.netBuyers.length === 0 && data.netSellers.length === 0 ? (
              <EmptyState>
                No {board === 'ALL' ? '' : `${board} `}trades for {data.symbol} on the selected dates.
              </EmptyState>
            ) : (
              <Card>
                <CardHeader className="gap-3">
                  <CardTitle className="text-base">
                    Broker Summary - {data.symbol} ({data.from} – {data.to})
                  </CardTitle>
                  <BrokerSummaryFlow data={data} />
                </CardHeader>
                <CardContent className="p-3 sm:p-4">
                  <BrokerSummaryTable data={data} directory={directory.byCode} />
                </CardContent>
              </Card>
            )}
          </>
        )}
      </section>
    </div>
  );
}
