import { useId } from 'react';
import type { TGetBrokerRankingData } from '@pantau/contracts';
import { ChevronLeft, ChevronRight, Info } from 'lucide-react';
import { formatDate, formatLot, formatNumber, formatRupiah } from '@/lib/format';
import { isSubscriptionRequired } from '@/lib/subscription-required';
import { useUrlParams } from '@/lib/use-url-params';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { UpgradePanel } from '@/ui/upgrade-panel';
import { BrokerRankingTable, toLots } from './broker-ranking-table';
import { useBrokerRanking } from './shared/broker-activity-api';
import { formatCompactValue } from './shared/broker-values';
import { BROKER_ACTIVITY_VIEWS } from './sub-views';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const SOURCE_LINES = {
  'broker-summary': 'From the IDX Broker Summary',
  'trade-records': 'Computed from trade records',
} as const;

const longDate = (isoDate: string) => formatDate(`${isoDate}T00:00:00`);

/**
 * Brokers ranked by market-wide value on one day, kept in the URL (?date=) so a view can be shared;
 * without a date the server answers its latest day, and the picker then shows that day.
 */
export function BrokerRankingPage() {
  const header = BROKER_ACTIVITY_VIEWS.ranking;
  const [params, update] = useUrlParams();
  const asked = params.get('date');
  const date = asked && ISO_DATE.test(asked) ? asked : null;
  const ranking = useBrokerRanking(date);
  const data = ranking.data;
  const dateId = useId();

  if (isSubscriptionRequired(ranking.error)) {
    return (
      <div className="space-y-6">
        <PageHeader title={header.title} description={header.description} />
        <UpgradePanel />
      </div>
    );
  }

  const showLatest = () => update({ date: null });

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Trading Day</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-3">
          <div className="min-w-40 flex-1 space-y-1.5 sm:w-48 sm:flex-none">
            <Label htmlFor={dateId}>Date</Label>
            <Input
              id={dateId}
              type="date"
              value={date ?? data?.date ?? ''}
              max={data?.latestDate ?? undefined}
              // A half-typed or cleared date is not a day to ask for; keep the one shown.
              onChange={(event) => ISO_DATE.test(event.target.value) && update({ date: event.target.value })}
            />
          </div>
          {/* Days without data (holidays, days never imported) are skipped: the picker cannot mark them. */}
          <div className="flex gap-2">
            <StepButton
              direction="previous"
              date={data?.previousDate ?? null}
              onStep={(day) => update({ date: day })}
            />
            <StepButton
              direction="next"
              date={data?.nextDate ?? null}
              onStep={(day) => update({ date: day })}
            />
          </div>
          {/* An empty day offers the latest day in its own message instead. */}
          {data?.source && data.latestDate && date && date !== data.latestDate ? (
            <Button variant="outline" onClick={showLatest}>
              Latest day
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <section aria-label="Broker Ranking results" className="min-w-0 space-y-3">
        {ranking.isError ? (
          <QueryError error={ranking.error} onRetry={() => void ranking.refetch()} />
        ) : ranking.isPending ? (
          <TableSkeleton />
        ) : (
          <>
            <AsOfLine asOf={ranking.data.asOf} />
            <RankingResult data={ranking.data} onShowLatest={showLatest} />
          </>
        )}
      </section>
    </div>
  );
}

function StepButton({
  direction,
  date,
  onStep,
}: {
  direction: 'previous' | 'next';
  date: string | null;
  onStep: (date: string) => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const label = date
    ? `${direction === 'previous' ? 'Previous' : 'Next'} day with data, ${longDate(date)}`
    : `No ${direction === 'previous' ? 'earlier' : 'later'} day with data`;
  return (
    <Button
      variant="outline"
      size="icon"
      // As tall as the date input beside it.
      className="size-10"
      aria-label={label}
      title={label}
      disabled={!date}
      onClick={() => date && onStep(date)}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}

function RankingResult({ data, onShowLatest }: { data: TGetBrokerRankingData; onShowLatest: () => void }) {
  if (!data.date || !data.source) {
    return (
      <EmptyState>
        {data.date ? (
          <>No Broker Summary or trade records for {longDate(data.date)}.</>
        ) : (
          <>No Broker Summary or trade records are stored yet.</>
        )}
        {data.latestDate && data.latestDate !== data.date ? (
          <span className="mt-3 block">
            <Button variant="outline" size="sm" onClick={onShowLatest}>
              Show the latest day, {longDate(data.latestDate)}
            </Button>
          </span>
        ) : null}
      </EmptyState>
    );
  }
  const lots = data.brokers.reduce((sum, row) => sum + toLots(row.volume), 0);
  const frequency = data.brokers.reduce((sum, row) => sum + row.frequency, 0);
  return (
    <Card>
      <CardHeader className="gap-1">
        <CardTitle className="text-base">Broker Ranking - {longDate(data.date)}</CardTitle>
        <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="ranking-source">
          <Info className="size-3.5 shrink-0" aria-hidden="true" />
          {SOURCE_LINES[data.source]}
        </p>
      </CardHeader>
      <CardContent className="space-y-3 p-3 sm:p-4">
        <BrokerRankingTable data={data} />
        <p className="text-sm text-fg/80" data-testid="ranking-totals">
          <span className="font-medium text-fg">Total</span> {formatNumber(data.brokers.length)} brokers ·
          Value <span title={formatRupiah(data.totalValue)}>{formatCompactValue(data.totalValue)}</span> ·{' '}
          {formatLot(lots)} lot · {formatNumber(frequency)} freq
        </p>
        {/* Without this a reader compares the total with the exchange's turnover and finds it doubled. */}
        <p className="text-xs text-muted">
          Each trade counts for its buying and its selling broker, so the totals are twice the market’s
          turnover.
        </p>
      </CardContent>
    </Card>
  );
}
