import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TRunScreenData } from '@pantau/contracts';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDate, formatNumber } from '@/lib/format';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { csvFileName, downloadCsv, resultsCsv } from './results-csv';
import { DEFAULT_SORT, nextSort, sortResults, TEXT_COLUMNS, type ResultSort } from './results-sort';
import { ResultsTable } from './results-table';

const dayOf = (asOf: string) => formatDate(`${asOf}T00:00:00`);

function Results({ data, stale }: { data: TRunScreenData; stale: boolean }) {
  const [chosen, setChosen] = useState<ResultSort>(DEFAULT_SORT);
  // A column the new run no longer has cannot order its rows.
  const sort =
    data.columns.includes(chosen.column) || (TEXT_COLUMNS as readonly string[]).includes(chosen.column)
      ? chosen
      : DEFAULT_SORT;
  const rows = useMemo(() => sortResults(data.rows, sort), [data.rows, sort]);
  const count = data.rows.length;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium" data-testid="results-summary">
            {`${formatNumber(count)} ${count === 1 ? 'stock' : 'stocks'} of ${formatNumber(data.universe)} · as of ${dayOf(data.asOf)}`}
          </p>
          {data.live ? <Badge tone="up">LIVE</Badge> : null}
        </div>
        {count > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadCsv(csvFileName(data.asOf), resultsCsv(data.columns, rows))}
          >
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </Button>
        ) : null}
      </div>
      {stale ? (
        <p className="text-xs text-muted">The rules have changed since this run: Run shows their stocks.</p>
      ) : null}
      {count === 0 ? (
        <EmptyState>No stock passes this screen on {dayOf(data.asOf)}.</EmptyState>
      ) : (
        <ResultsTable
          columns={data.columns}
          rows={rows}
          sort={sort}
          onSort={(column) => setChosen(nextSort(sort, column))}
        />
      )}
    </>
  );
}

/**
 * The last run's stocks. A refused screen (400) shows the server's reason without Retry, which
 * could not help; other failures (no plan, the market being prepared) show as on every screen.
 */
export function ScreenResults({
  data,
  error,
  pending,
  stale,
  onRetry,
}: {
  data: TRunScreenData | undefined;
  error: unknown;
  pending: boolean;
  stale: boolean;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="screen-results-title" className="min-w-0 space-y-3">
      <h2 id="screen-results-title" className="text-lg font-semibold tracking-tight">
        Results
      </h2>
      {pending ? (
        <TableSkeleton rows={8} />
      ) : error ? (
        error instanceof ApiError && error.status === 400 ? (
          <Alert tone="danger" title="The screen cannot run">
            <p>{errorMessage(error)}</p>
          </Alert>
        ) : (
          <QueryError error={error} onRetry={onRetry} />
        )
      ) : data ? (
        <Results data={data} stale={stale} />
      ) : (
        <EmptyState>Run the screen to see which stocks pass it.</EmptyState>
      )}
    </section>
  );
}
