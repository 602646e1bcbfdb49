import { Card, CardContent } from '@/ui/card';
import { ApiError } from '@/lib/api';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { useMarketAnalysis, useParticipants } from './market-participant-api';
import { MarketAnalysisCharts } from './market-participant-charts';
import { useMarketParticipantParams, type ChartLayout } from './market-participant-params';
import { ParticipantsBars } from './participants-bars';
import { STORY_VIEWS } from './sub-views';

const LAYOUT_OPTIONS: { value: ChartLayout; label: string }[] = [
  { value: 'combine', label: 'Combine' },
  { value: 'split', label: 'Split' },
];

/** An unknown ticker (typed into the URL) is an empty result, not a failure worth a retry. */
const isUnknownTicker = (error: unknown) => error instanceof ApiError && error.status === 404;

function ChartSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading"
      className="h-[500px] animate-pulse rounded-xl bg-surface-muted"
    />
  );
}

export function MarketParticipantPage() {
  const header = STORY_VIEWS['market-participant'];
  const { ticker, layout, update } = useMarketParticipantParams();
  const analysis = useMarketAnalysis(ticker);
  const participants = useParticipants(ticker);

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-end sm:justify-start">
          <StockPicker ticker={ticker} onChange={(next) => update({ ticker: next })} />
          <SegmentedControl
            label="Chart"
            value={layout}
            options={LAYOUT_OPTIONS}
            onChange={(next) => update({ layout: next })}
          />
        </CardContent>
      </Card>

      {isUnknownTicker(analysis.error) || isUnknownTicker(participants.error) ? (
        <EmptyState>No tickers found</EmptyState>
      ) : (
        <>
          <section aria-label="Market Analysis" className="min-w-0 space-y-3">
            {analysis.isError ? (
              <QueryError error={analysis.error} onRetry={() => void analysis.refetch()} />
            ) : analysis.isPending ? (
              <ChartSkeleton />
            ) : analysis.data.candles.length === 0 ? (
              <EmptyState>No trading days for {ticker}.</EmptyState>
            ) : (
              <>
                <AsOfLine asOf={analysis.data.asOf} />
                <MarketAnalysisCharts data={analysis.data} layout={layout} />
              </>
            )}
          </section>

          <section aria-label="Market participants" className="min-w-0 space-y-3">
            {participants.isError ? (
              <QueryError error={participants.error} onRetry={() => void participants.refetch()} />
            ) : participants.isPending ? (
              <TableSkeleton rows={10} />
            ) : (
              <ParticipantsBars data={participants.data} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
