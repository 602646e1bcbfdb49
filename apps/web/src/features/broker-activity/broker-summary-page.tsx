import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Alert } from '@/ui/alert';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { StockPicker } from '@/ui/stock-picker';
import { LiveStatus } from '@/ui/live-status';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useLiveSelection } from '@/lib/use-live-selection';
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
  const live = useLiveSelection({
    ticker,
    dates,
    explicitDates,
    tradeDates,
    queryKeys: [brokerActivityKeys.summary(summaryQuery)],
    on: 'broker-summary',
    // Only the vertical layout shows an answer.
    enabled: vertical,
  });

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
            {live.isLive ? (
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
