import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { SCREEN_METRIC_BY_ID, type TMetricValue, type TScreenResultRow } from '@pantau/contracts';
import { formatMetricValue, metricIdOfKey, metricLabelOfKey } from '@/lib/metric-format';
import { cn } from '@/ui/cn';
import { ScrollRegion } from '@/ui/scroll-region';
import type { ResultSort } from './results-sort';

const th = 'sticky top-0 h-10 bg-surface-muted px-3 font-semibold whitespace-nowrap';
const td = 'border-b border-border/60 px-3 py-2 whitespace-nowrap';

/** Gains, net buying, accumulation and golden crosses read green; their opposites red. */
function toneOf(key: string, value: TMetricValue): string | undefined {
  if (typeof value === 'string') {
    if (value === 'golden' || value.endsWith(' Acc')) return 'text-up';
    if (value === 'death' || value.endsWith(' Dist')) return 'text-down';
    return undefined;
  }
  if (typeof value !== 'number' || value === 0) return undefined;
  const unit = SCREEN_METRIC_BY_ID.get(metricIdOfKey(key))?.unit;
  if (unit !== 'percent' && unit !== 'points' && unit !== 'rupiah') return undefined;
  return value > 0 ? 'text-up' : 'text-down';
}

function SortHeader({
  column,
  label,
  hint,
  numeric,
  sticky,
  sort,
  onSort,
}: {
  column: string;
  label: string;
  hint?: string;
  numeric: boolean;
  sticky?: boolean;
  sort: ResultSort;
  onSort: (column: string) => void;
}) {
  const direction = sort.column === column ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={cn(th, numeric ? 'text-right' : 'text-left', sticky ? 'left-0 z-[3]' : 'z-[2]')}
    >
      <button
        type="button"
        title={hint}
        className={cn(
          'inline-flex w-full items-center gap-1 hover:text-fg',
          numeric ? 'justify-end' : 'justify-start',
          direction && 'text-fg',
        )}
        onClick={() => onSort(column)}
      >
        {label}
        <Icon className={cn('size-3', !direction && 'opacity-40')} aria-hidden="true" />
      </button>
    </th>
  );
}

/** Memoised: a new sort moves the rows without rendering their cells again. */
const ResultRow = memo(function ResultRow({
  row,
  columns,
}: {
  row: TScreenResultRow;
  columns: readonly string[];
}) {
  return (
    <tr data-symbol={row.symbol}>
      <th scope="row" className={cn(td, 'sticky left-0 z-[1] bg-surface text-left font-mono font-semibold')}>
        <Link
          to={`/technical-analysis?symbol=${encodeURIComponent(row.symbol)}`}
          className="text-primary underline-offset-2 hover:underline"
        >
          {row.symbol}
        </Link>
      </th>
      <td className={td} title={row.name}>
        {/* A cell ignores max-width; a block inside it does not. */}
        <span className="block max-w-56 truncate">{row.name}</span>
      </td>
      <td className={td}>{row.sector}</td>
      {columns.map((key) => {
        const value = row.values[key] ?? null;
        return (
          <td
            key={key}
            data-column={key}
            className={cn(
              td,
              typeof value === 'number' ? 'text-right tabular-nums' : 'text-left',
              value === null ? 'text-muted' : toneOf(key, value),
            )}
          >
            {formatMetricValue(key, value)}
          </td>
        );
      })}
    </tr>
  );
});

/** The stocks that pass, one column per metric the server answered, sortable by any column. */
export function ResultsTable({
  columns,
  rows,
  sort,
  onSort,
}: {
  columns: readonly string[];
  rows: readonly TScreenResultRow[];
  sort: ResultSort;
  onSort: (column: string) => void;
}) {
  return (
    <ScrollRegion label="Screen results" className="max-h-[70vh] rounded-lg border border-border">
      <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Stocks that pass the screen</caption>
        <thead className="text-muted">
          <tr>
            <SortHeader column="symbol" label="Symbol" numeric={false} sticky sort={sort} onSort={onSort} />
            <SortHeader column="name" label="Name" numeric={false} sort={sort} onSort={onSort} />
            <SortHeader column="sector" label="Sector" numeric={false} sort={sort} onSort={onSort} />
            {columns.map((key) => {
              const metric = SCREEN_METRIC_BY_ID.get(metricIdOfKey(key));
              return (
                <SortHeader
                  key={key}
                  column={key}
                  label={metricLabelOfKey(key)}
                  hint={metric?.description}
                  numeric={metric?.kind === 'number'}
                  sort={sort}
                  onSort={onSort}
                />
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ResultRow key={row.symbol} row={row} columns={columns} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
