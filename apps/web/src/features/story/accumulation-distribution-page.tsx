import { RotateCcw } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { Label } from '@/ui/label';
import { CoverageNote } from '@/ui/coverage-note';
import { PageHeader } from '@/ui/page-header';
import { AsOfLine, EmptyState, QueryError, TableSkeleton } from '@/ui/result-states';
import { useScreener } from './screener-api';
import { buildEntries, cellValue, screenerColumns, type ScreenerEntry } from './screener-model';
import { useScreenerParams } from './screener-params';
import { filterRows, nextSort, sortRows } from './screener-rules';
import { ScreenerLegend } from './screener-legend';
import { ScreenerTable } from './screener-table';
import { ScreenerTickerFilter } from './screener-ticker-filter';
import { STORY_VIEWS } from './sub-views';

const ALL_COLUMN_IDS: ReadonlySet<string> = new Set(
  screenerColumns({ volumeChange: true, movingAverage: true }).map((column) => column.id),
);
const NO_ENTRIES: ScreenerEntry[] = [];

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex h-10 items-center gap-2">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id} className="cursor-pointer">
        {label}
      </Label>
    </div>
  );
}

export function AccumulationDistributionPage() {
  const header = STORY_VIEWS['accumulation-distribution'];
  const screener = useScreener();
  const settings = useScreenerParams(ALL_COLUMN_IDS);
  const { filter, normalize, movingAverage, volumeChange, update } = settings;

  const columns = useMemo(
    () => screenerColumns({ volumeChange, movingAverage }),
    [volumeChange, movingAverage],
  );
  // A sort on a column that a checkbox has hidden would order rows by something not on screen.
  const sort =
    settings.sort && columns.some((column) => column.id === settings.sort?.column) ? settings.sort : null;

  const entries = useMemo(
    () => (screener.data ? buildEntries(screener.data.rows) : NO_ENTRIES),
    [screener.data],
  );
  const symbols = useMemo(() => entries.map((entry) => entry.row.symbol), [entries]);
  const visible = useMemo(() => {
    const filtered = filterRows(
      entries.map((entry) => ({ symbol: entry.row.symbol, entry })),
      filter,
    );
    const byColumn = new Map(columns.map((column) => [column.id, column]));
    return sortRows(filtered, sort, (item, columnId) => {
      const column = byColumn.get(columnId);
      return column ? cellValue(item.entry, column, normalize) : null;
    }).map((item) => item.entry);
  }, [entries, filter, sort, columns, normalize]);

  const data = screener.data;

  return (
    <div className="min-w-0 space-y-6">
      <PageHeader
        title={header.title}
        description={header.description}
        note={<CoverageNote symbol={null} />}
      />
      <Card>
        <CardContent className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <ScreenerTickerFilter
            value={filter}
            symbols={symbols}
            onChange={(next) => update({ filter: next })}
          />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <Toggle label="Normalize" checked={normalize} onChange={(on) => update({ normalize: on })} />
            <Toggle
              label="Moving Average"
              checked={movingAverage}
              onChange={(on) => update({ movingAverage: on })}
            />
            <Toggle
              label="Volume Change"
              checked={volumeChange}
              onChange={(on) => update({ volumeChange: on })}
            />
          </div>
          <Button variant="outline" onClick={settings.reset}>
            <RotateCcw className="size-4" aria-hidden="true" /> Reset Settings
          </Button>
        </CardContent>
      </Card>

      <section aria-label="Screener results" className="min-w-0 space-y-3">
        {screener.isError ? (
          <QueryError error={screener.error} onRetry={() => void screener.refetch()} />
        ) : screener.isPending ? (
          <TableSkeleton rows={12} />
        ) : data ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="text-sm font-semibold" data-testid="screener-count">
                {filter ? `Filtered: ${visible.length} tickers` : 'Showing all tickers'}
              </h2>
              <AsOfLine asOf={data.asOf} />
            </div>
            {data.rows.length === 0 ? (
              <EmptyState>No tickers have price history yet.</EmptyState>
            ) : visible.length === 0 ? (
              <EmptyState>No tickers found</EmptyState>
            ) : (
              <ScreenerTable
                entries={visible}
                columns={columns}
                normalize={normalize}
                sort={sort}
                onSort={(column) => update({ sort: nextSort(sort, column) })}
              />
            )}
            <ScreenerLegend />
          </>
        ) : null}
      </section>
    </div>
  );
}
