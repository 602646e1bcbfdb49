import type { TGetBrokerTransactionData } from '@pantau/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { BrokerBook } from './broker-transaction-table';
import { BrokerCategoryBadge } from '@/ui/broker-category-badge';
import { BrokerPicker } from './shared/broker-picker';
import { BrokerSelectionCard } from './shared/broker-selection-card';
import {
  useBrokerDirectory,
  useBrokerTransaction,
  useBrokerTransactionByDate,
  type BrokerTransactionQuery,
} from './shared/broker-activity-api';
import { useBrokerSelection } from './shared/use-broker-selection';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

function boardWords(board: TGetBrokerTransactionData['board']): string {
  return board === 'ALL' ? '' : `${board} `;
}

/** Skeleton, error with Retry, or the book; an answer without rows is an empty state. */
function TransactionResult({
  query,
  label,
}: {
  query: UseQueryResult<TGetBrokerTransactionData>;
  label: string;
}) {
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <TableSkeleton />;
  const data = query.data;
  if (data.buySide.length === 0 && data.sellSide.length === 0) {
    return (
      <EmptyState>
        No {boardWords(data.board)}trades by {data.broker} on the selected dates.
      </EmptyState>
    );
  }
  return <BrokerBook label={label} buySide={data.buySide} sellSide={data.sellSide} />;
}

/** Horizontal: the whole selection in one book. */
function CombinedBook({ params }: { params: BrokerTransactionQuery }) {
  const query = useBrokerTransaction(params);
  const label = `${params.broker} (${params.dates[0]} – ${params.dates.at(-1)})`;
  return (
    <>
      {query.data ? <AsOfLine asOf={query.data.asOf} /> : null}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Broker Transaction - {label}</CardTitle>
        </CardHeader>
        <CardContent className="p-3 sm:p-4">
          <TransactionResult query={query} label={label} />
        </CardContent>
      </Card>
    </>
  );
}

/** Vertical: a card per date, like Done Summary's vertical layout. */
function BooksByDate({ params }: { params: BrokerTransactionQuery }) {
  const queries = useBrokerTransactionByDate(params);
  const asOf = queries.find((query) => query.data)?.data?.asOf;
  return (
    <>
      {asOf ? <AsOfLine asOf={asOf} /> : null}
      <div className="space-y-4">
        {params.dates.map((date, index) => {
          const query = queries[index];
          const label = `${params.broker} (${date})`;
          return query ? (
            <Card key={date}>
              <CardHeader>
                <CardTitle className="text-base">Broker Transaction - {label}</CardTitle>
              </CardHeader>
              <CardContent className="p-3 sm:p-4">
                <TransactionResult query={query} label={label} />
              </CardContent>
            </Card>
          ) : null;
        })}
      </div>
    </>
  );
}

export function BrokerTransactionPage() {
  const header = BROKER_ACTIVITY_VIEWS.transaction;
  const selection = useBrokerSelection('transaction');
  const { code: broker, dates, layout, board, tradeDatesQuery } = selection;
  const directory = useBrokerDirectory();
  const known = directory.byCode.get(broker);

  if (isSubscriptionRequired(tradeDatesQuery.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const params = { broker, dates, board };
  const waitingForDates = dates.length === 0 && tradeDatesQuery.isPending;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <BrokerSelectionCard
        title="Broker Selection & Date Range (Max 7 Days)"
        selection={selection}
        picker={<BrokerPicker broker={broker} onChange={selection.setCode} />}
      />

      <section aria-label="Broker Transaction results" className="min-w-0 space-y-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-mono font-semibold">{broker}</span>
          {known ? <span className="text-muted">{known.name}</span> : null}
          <BrokerCategoryBadge category={known?.category} />
        </p>
        {tradeDatesQuery.isError ? (
          <QueryError error={tradeDatesQuery.error} onRetry={() => void tradeDatesQuery.refetch()} />
        ) : waitingForDates ? (
          <TableSkeleton />
        ) : dates.length === 0 ? (
          <EmptyState>No trading dates yet.</EmptyState>
        ) : layout === 'horizontal' ? (
          <CombinedBook params={params} />
        ) : (
          <BooksByDate params={params} />
        )}
      </section>
    </div>
  );
}
