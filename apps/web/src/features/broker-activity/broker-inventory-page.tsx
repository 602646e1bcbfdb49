import type { TBroker } from '@pantau/contracts';
import { useMemo, type ReactNode } from 'react';
import type { QuickSelect } from '@/lib/date-selection';
import { marketKeys, useTradeDates } from '@/lib/market-api';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { LiveStatus } from '@/ui/live-status';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { inventoryKeys, useBrokerDirectory, useInventory } from './inventory-api';
import { InventoryBigFive } from './inventory-big-five';
import { InventoryChart } from './inventory-chart';
import { InventoryControls } from './inventory-controls';
import { checkInventoryRange, defaultRange, presetRange, type DateRange } from './inventory-dates';
import { InventoryHoldings } from './inventory-holdings';
import { useInventoryParams } from './inventory-params';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';
import { formatDayMonth } from '@/lib/format';

function ChartSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="h-[450px] animate-pulse rounded-lg bg-surface-muted"
    />
  );
}

export function BrokerInventoryPage() {
  const header = BROKER_ACTIVITY_VIEWS.inventory;
  const state = useInventoryParams();
  const { ticker, brokers, board, mode, quick, update, setBrokers } = state;
  const tradeDatesQuery = useTradeDates(ticker);
  const tradeDates = useMemo(() => tradeDatesQuery.data?.dates ?? [], [tradeDatesQuery.data]);
  const range = state.explicitRange ?? defaultRange(tradeDates);
  // A window typed into the URL can be invalid too: it gets the same warning as the date inputs.
  const rangeWarning = range ? checkInventoryRange(range) : null;
  const inventory = useInventory(
    range && !rangeWarning ? { symbol: ticker, brokers, from: range.from, to: range.to, board } : null,
  );
  // A window that holds the live day moves its last point; the default window (no dates in the URL)
  // ends at the newest trade date, so a new live day joins it with the trade-date list.
  const live = useLiveRefresh({
    symbols: [ticker],
    queryKeys: [inventoryKeys.stockInventories(ticker), marketKeys.tradeDates(ticker)],
    accepts: (date) =>
      state.explicitRange === null || (state.explicitRange.from <= date && date <= state.explicitRange.to),
    enabled: !rangeWarning,
  });
  const directoryQuery = useBrokerDirectory();
  const directory = useMemo(
    () =>
      new Map<string, TBroker>((directoryQuery.data?.brokers ?? []).map((broker) => [broker.code, broker])),
    [directoryQuery.data],
  );

  const applyRange = (next: DateRange) => update({ from: next.from, to: next.to, quick: 'custom' });
  const chooseQuick = (next: QuickSelect) => {
    if (next === 'custom') {
      update({ quick: 'custom', ...(range ?? {}) });
      return;
    }
    const preset = presetRange(next, tradeDates);
    if (preset) update({ quick: next, from: preset.from, to: preset.to });
  };

  if (isSubscriptionRequired(tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const data = inventory.data;
  const waiting = !data && (inventory.isPending || (!range && tradeDatesQuery.isPending));
  const noDates = !range && tradeDatesQuery.isSuccess && tradeDates.length === 0;
  const failed = inventory.isError ? inventory : tradeDatesQuery.isError ? tradeDatesQuery : null;
  const liveShown =
    data?.symbol === ticker &&
    live.liveDate !== null &&
    data.from <= live.liveDate &&
    live.liveDate <= data.to;

  const panel = (title: string, description: string | null, body: ReactNode, skeleton: ReactNode) => (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="p-3 sm:p-4 md:p-6">
        {failed ? (
          <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
        ) : noDates ? (
          <EmptyState>No trading dates for {ticker}.</EmptyState>
        ) : rangeWarning && !data ? (
          <EmptyState>
            {rangeWarning.title}: {rangeWarning.message}
          </EmptyState>
        ) : waiting || !data ? (
          skeleton
        ) : data.candles.length === 0 ? (
          <EmptyState>No trades for {data.symbol} in this date range.</EmptyState>
        ) : (
          body
        )}
      </CardContent>
    </Card>
  );

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <InventoryControls
        ticker={ticker}
        onTicker={state.setTicker}
        brokers={brokers}
        directory={directory}
        onAddBroker={(code) => setBrokers([...brokers, code])}
        onRemoveBroker={(code) => setBrokers(brokers.filter((candidate) => candidate !== code))}
        range={range}
        newestDate={tradeDates[0]}
        onRange={applyRange}
        quick={quick}
        onQuick={chooseQuick}
        mode={mode}
        onMode={(next) => update({ mode: next })}
        board={board}
        onBoard={(next) => update({ board: next })}
        summary={
          data && range
            ? [
                ticker,
                brokers.join(', '),
                `${formatDayMonth(range.from)} – ${formatDayMonth(range.to)}`,
                mode === 'split' ? 'Split' : 'Combined',
                board,
              ].join(' · ')
            : undefined
        }
      />

      <section aria-label="Broker Inventory results" className="min-w-0 space-y-6">
        {panel(
          `${data?.symbol ?? ticker} · Price & Cumulative Net Flow`,
          null,
          data ? (
            <div className="space-y-3">
              {liveShown ? (
                <LiveStatus
                  subject="Broker Inventory"
                  status={live.status}
                  lastTradeTime={live.lastTradeTime}
                  error={live.error}
                />
              ) : (
                <AsOfLine asOf={data.asOf} />
              )}
              <InventoryChart data={data} mode={mode} />
            </div>
          ) : null,
          <ChartSkeleton />,
        )}
        {panel(
          'Average Cost & Unrealised Gain',
          data ? `Each broker's position since the window start, valued at the last close.` : null,
          data ? <InventoryHoldings lines={data.brokers} lastClose={data.lastClose} /> : null,
          <TableSkeleton rows={3} />,
        )}
        {panel(
          'Big 5 Gross & Net Analysis',
          'Top 5 brokers by gross lots (buy + sell) in the window.',
          data ? <InventoryBigFive rows={data.bigFive} directory={directory} /> : null,
          <TableSkeleton rows={5} />,
        )}
      </section>
    </div>
  );
}
