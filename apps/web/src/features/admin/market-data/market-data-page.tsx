import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { TImportRun } from '@pantau/contracts';
import { useSession } from '@/app/session';
import { errorMessage } from '@/lib/api';
import { Card } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Spinner } from '@/ui/spinner';
import { AccessDenied } from '../access-denied';
import { PanelError } from '../panel-error';
import { BrokersCard } from './brokers-card';
import { CorporateActionsCard } from './corporate-actions-card';
import { CoverageCalendarCard } from './coverage-calendar-card';
import { currentExchangeMonth, latestDataMonth, monthOf, monthRange, type Month } from './coverage-month';
import { FeedsPanel } from './feeds-panel';
import { FreshnessCards } from './freshness-cards';
import { holidaysKeys } from './holidays-api';
import { HolidaysCard } from './holidays-card';
import { LiveFeedCard } from './live-feed-card';
import { marketDataKeys, useCoverage } from './market-data-api';
import { RunsHistoryCard } from './runs-history-card';
import { stocksKeys } from './stocks-api';
import { StocksCard } from './stocks-card';
import { UploadCard } from './upload-card';

function MarketData() {
  const queryClient = useQueryClient();
  const thisMonth = useMemo(() => currentExchangeMonth(), []);
  const { from, to } = monthRange(thisMonth);
  // This month's coverage also answers how fresh each dataset is, whatever month the calendar shows.
  const current = useCoverage(from, to);
  const [chosenMonth, setChosenMonth] = useState<Month | null>(null);
  const defaultMonth = current.data
    ? (latestDataMonth(current.data.freshness) ?? thisMonth)
    : current.isError
      ? thisMonth
      : null;
  const month = chosenMonth ?? defaultMonth;

  const refreshRuns = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: marketDataKeys.runs }),
    [queryClient],
  );
  const onFinished = useCallback(
    (run: TImportRun) => {
      void queryClient.invalidateQueries({ queryKey: marketDataKeys.runs });
      void queryClient.invalidateQueries({ queryKey: marketDataKeys.coverage });
      if (run.kind === 'holidays') void queryClient.invalidateQueries({ queryKey: holidaysKeys.all });
      if (run.kind === 'stocks') void queryClient.invalidateQueries({ queryKey: stocksKeys.all });
      // Show what the import just stored.
      const latest = run.days
        .map((day) => day.date)
        .sort()
        .at(-1);
      if (latest) setChosenMonth(monthOf(latest));
    },
    [queryClient],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Market data"
        description="Import IDX and KSEI files, follow each import, see which data every trading day holds, record corporate actions, maintain the stock list, classify brokers, keep the exchange's trading calendar and issue keys to the feeds that push trades live."
      />
      {current.isPending ? (
        <div aria-busy="true" className="grid min-h-24 place-items-center">
          <Spinner className="size-6" label="Loading freshness" />
        </div>
      ) : current.isError ? (
        <Card>
          <PanelError
            what="freshness"
            message={errorMessage(current.error)}
            onRetry={() => void current.refetch()}
          />
        </Card>
      ) : (
        <FreshnessCards freshness={current.data.freshness} />
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0">
          <UploadCard onAccepted={refreshRuns} onFinished={onFinished} />
        </div>
        <div className="min-w-0">
          <CoverageCalendarCard month={month} onMonthChange={setChosenMonth} />
        </div>
      </div>
      <RunsHistoryCard />
      <CorporateActionsCard />
      <StocksCard />
      <BrokersCard />
      <HolidaysCard />
      <FeedsPanel />
      <LiveFeedCard />
    </div>
  );
}

/** /admin/market-data: like /admin, drawn for admins only so a member fires none of its calls. */
export function MarketDataPage() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <AccessDenied role={user?.role ?? 'user'} />;
  return <MarketData />;
}
