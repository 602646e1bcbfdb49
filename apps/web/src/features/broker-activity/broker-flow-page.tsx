import type { TBroker, TGetBrokerFlowData } from '@pantau/contracts';
import { useMemo } from 'react';
import { formatShortDate } from '@/lib/format';
import { marketKeys, useTradeDates } from '@/lib/market-api';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { brokerFlowKeys, useBrokerFlow } from './broker-flow-api';
import { BrokerFlowChart } from './broker-flow-chart';
import { BrokerFlowControls } from './broker-flow-controls';
import { useBrokerFlowParams } from './broker-flow-params';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import { LiveStatus } from '@/ui/live-status';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

function ChartSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="h-[450px] animate-pulse rounded-lg bg-surface-muted"
    />
  );
}

/** Name, category and colour group of every broker the answer names, for the chips. */
function brokerDirectory(data: TGetBrokerFlowData | undefined): Map<string, TBroker> {
  const directory = new Map<string, TBroker>();
  for (const broker of [...(data?.brokers ?? []), ...(data?.lines ?? [])]) {
    const { code, name, category, colour } = broker;
    if (name && category && colour) directory.set(code, { code, name, category, colour });
  }
  return directory;
}

export function BrokerFlowPage() {
  const header = BROKER_ACTIVITY_VIEWS.flow;
  const state = useBrokerFlowParams();
  const { ticker, measure } = state;
  const tradeDatesQuery = useTradeDates(ticker);
  const flow = useBrokerFlow({ symbol: ticker, date: state.date, brokers: state.brokers });
  const data = flow.data;
  // The day shown follows the feed: a chosen day while it is fed, or the latest (a new live day
  // joins the date list).
  const live = useLiveRefresh({
    symbols: [ticker],
    queryKeys: [brokerFlowKeys.all, marketKeys.tradeDates(ticker)],
    accepts: (date) => state.date === null || state.date === date,
    on: 'broker-flow',
  });
  const directory = useMemo(() => brokerDirectory(data), [data]);

  if (isSubscriptionRequired(flow.error) || isSubscriptionRequired(tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const measureLabel = measure === 'value' ? 'Value' : 'Volume';

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <BrokerFlowControls
        ticker={ticker}
        onTicker={state.setTicker}
        date={state.date ?? data?.date ?? null}
        tradeDates={tradeDatesQuery.data?.dates ?? []}
        onDate={state.setDate}
        measure={measure}
        onMeasure={state.setMeasure}
        codes={state.brokers ?? data?.preselected ?? []}
        directory={directory}
        active={data?.brokers ?? []}
        custom={state.brokers !== null}
        onBrokers={state.setBrokers}
      />

      <section aria-label="Broker Flow results" className="min-w-0">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">
              {data
                ? `${data.symbol} · Cumulative Net ${measureLabel} · ${formatShortDate(data.date)}`
                : `${ticker} · Cumulative Net ${measureLabel}`}
            </CardTitle>
            <CardDescription>
              Each line adds up a broker&apos;s buys minus sells from the first trade of the day; the price is
              each minute&apos;s close. Time in WIB.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3 p-3 sm:p-4 md:p-6">
            {flow.isError ? (
              <QueryError error={flow.error} onRetry={() => void flow.refetch()} />
            ) : !data ? (
              <ChartSkeleton />
            ) : data.minutes.length === 0 ? (
              <EmptyState>
                No trades for {data.symbol} on {formatShortDate(data.date)}.
              </EmptyState>
            ) : (
              <>
                {live.liveDate === data.date ? (
                  <LiveStatus
                    subject="Broker Flow"
                    status={live.status}
                    lastTradeTime={live.lastTradeTime}
                    error={live.error}
                  />
                ) : (
                  <AsOfLine asOf={data.asOf} />
                )}
                <BrokerFlowChart data={data} measure={measure} />
              </>
            )}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
