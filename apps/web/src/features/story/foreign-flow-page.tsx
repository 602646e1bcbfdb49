import { useCallback } from 'react';
import { Card, CardContent } from '@/ui/card';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { useForeignFlow } from './foreign-flow-api';
import { ForeignFlowCharts } from './foreign-flow-charts';
import { FLOW_PERIODS, useForeignFlowParams, type FlowMode } from './foreign-flow-params';
import { ForeignFlowSummaryCards } from './foreign-flow-summary-cards';
import { STORY_VIEWS } from './sub-views';
import { symbolChange } from '@/lib/symbol-param';

const MODE_OPTIONS: { value: FlowMode; label: string }[] = [
  { value: 'combine', label: 'Combine' },
  { value: 'split', label: 'Split' },
];

export function ForeignFlowPage() {
  const header = STORY_VIEWS['foreign-flow'];
  const { ticker, period, mode, update } = useForeignFlowParams();
  const foreignFlow = useForeignFlow({ symbol: ticker, days: period.days });
  const setTicker = useCallback((next: string) => update(symbolChange(next)), [update]);
  const data = foreignFlow.data;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={ticker} />}
      />
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <div className="w-full sm:w-56">
            <StockPicker ticker={ticker} onChange={setTicker} />
          </div>
          <SegmentedControl
            label="Period"
            value={period.value}
            options={FLOW_PERIODS}
            onChange={(next) => update({ period: next })}
          />
          <SegmentedControl
            label="Mode"
            value={mode}
            options={MODE_OPTIONS}
            onChange={(next) => update({ mode: next })}
          />
        </CardContent>
      </Card>

      <section aria-label="Foreign flow results" className="min-w-0 space-y-4">
        {foreignFlow.isError ? (
          <QueryError error={foreignFlow.error} onRetry={() => void foreignFlow.refetch()} />
        ) : !data ? (
          <TableSkeleton />
        ) : data.flows.length === 0 ? (
          <EmptyState>No trading days for {data.symbol}.</EmptyState>
        ) : (
          <>
            <AsOfLine asOf={data.asOf} />
            <ForeignFlowSummaryCards summary={data.summary} />
            <ForeignFlowCharts data={data} mode={mode} />
          </>
        )}
      </section>
    </div>
  );
}
