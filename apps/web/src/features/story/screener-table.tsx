import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, useRef } from 'react';
import { cn } from '@/ui/cn';
import { useHeatStyle } from '@/ui/heat-colours';
import { formatNumber } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { cellValue, type ScreenerColumn, type ScreenerEntry } from './screener-model';
import { cellHeat, type SortState } from './screener-rules';

const ROW_HEIGHT = 32;
const WIDTHS: Record<ScreenerColumn['kind'], number> = { symbol: 116, heat: 76, flag: 72, number: 112 };
// On a phone the ticker column drops the notice badge (it stays in the tooltip) so that more heat
// columns fit beside the sticky tickers.
const NARROW_SYMBOL_WIDTH = 76;
// Volume changes reach four digits before the comma (a +1.385,67 % spike).
const widthOf = (column: ScreenerColumn, narrow: boolean) =>
  column.kind === 'heat' && column.group === 'volume'
    ? 88
    : column.kind === 'symbol' && narrow
      ? NARROW_SYMBOL_WIDTH
      : WIDTHS[column.kind];

/** How strongly each spec §9 band (level 1-5) tints its cell. */
export const HEAT_STRENGTHS: readonly number[] = [0.1, 0.25, 0.45, 0.7, 0.9];

// One formatter for every cell: building an Intl.NumberFormat per cell (as formatNumber(value, 2)
// does) costs more than the rest of a row's render while scrolling.
const twoDecimals = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const th = 'h-9 px-2 font-semibold whitespace-nowrap bg-surface-muted';
const td = 'px-2 tabular-nums whitespace-nowrap';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon className={cn('size-3', direction === null && 'opacity-40')} aria-hidden="true" />;
}

function HeaderCell({
  column,
  sort,
  onSort,
}: {
  column: ScreenerColumn;
  sort: SortState;
  onSort: (column: string) => void;
}) {
  const direction = sort?.column === column.id ? sort.direction : null;
  const left = column.kind === 'symbol';
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={cn(th, 'sticky top-0 z-[2]', left ? 'left-0 z-[3] text-left' : 'text-right')}
    >
      <button
        type="button"
        className={cn(
          'inline-flex w-full items-center gap-1 hover:text-fg',
          left ? 'justify-start' : 'justify-end',
          direction && 'text-fg',
        )}
        onClick={() => onSort(column.id)}
      >
        {column.label}
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

function BodyCell({
  entry,
  column,
  normalize,
  narrow,
}: {
  entry: ScreenerEntry;
  column: ScreenerColumn;
  normalize: boolean;
  narrow: boolean;
}) {
  const heatStyle = useHeatStyle();
  const value = cellValue(entry, column, normalize);
  if (column.kind === 'symbol') {
    const { row } = entry;
    return (
      <th
        scope="row"
        title={[
          row.name,
          row.suspend ? `suspended, last traded ${row.lastDate}` : null,
          row.specialNotice !== 'none' ? row.specialNotice : null,
        ]
          .filter(Boolean)
          .join(' — ')}
        className={cn(
          td,
          'sticky left-0 z-[1] text-left font-mono font-semibold',
          row.suspend ? 'bg-accent-soft' : 'bg-surface',
        )}
      >
        {row.symbol}
        {row.specialNotice !== 'none' && !narrow ? (
          <span className="ml-1.5 rounded bg-surface-muted px-1 font-sans text-[10px] font-medium text-muted">
            {row.specialNotice}
          </span>
        ) : null}
      </th>
    );
  }
  if (value === null || typeof value === 'string') {
    return (
      <td data-column={column.id} className={cn(td, 'text-right text-muted')}>
        –
      </td>
    );
  }
  if (column.kind === 'flag') {
    const above = value === 1;
    return (
      <td
        data-column={column.id}
        title={above ? 'Close above the average' : 'Close at or below the average'}
        className={cn(td, 'text-center font-semibold', above ? 'text-up' : 'text-down')}
      >
        {above ? 'v' : 'x'}
      </td>
    );
  }
  if (column.kind === 'number') {
    return (
      <td data-column={column.id} className={cn(td, 'text-right')}>
        {formatNumber(value)}
      </td>
    );
  }
  const raw = entry.raw[column.group][column.index] as number;
  const normalized = entry.normalized[column.group][column.index] as number;
  const heat = cellHeat(raw, normalized);
  return (
    <td
      data-column={column.id}
      className={cn(td, 'text-right')}
      style={heatStyle(heat.tone, HEAT_STRENGTHS[heat.level - 1]!)}
    >
      {normalize ? formatNumber(value) : twoDecimals.format(value)}
    </td>
  );
}

/** Memoised: while scrolling only the rows entering the view render, not the ~30 already shown. */
const ScreenerRow = memo(function ScreenerRow({
  entry,
  columns,
  normalize,
  narrow,
}: {
  entry: ScreenerEntry;
  columns: readonly ScreenerColumn[];
  normalize: boolean;
  narrow: boolean;
}) {
  return (
    <tr
      data-symbol={entry.row.symbol}
      data-suspended={entry.row.suspend || undefined}
      className={cn('[&>*]:border-b [&>*]:border-border/60', entry.row.suspend && 'bg-accent-soft')}
      style={{ height: ROW_HEIGHT }}
    >
      {columns.map((column) => (
        <BodyCell key={column.id} entry={entry} column={column} normalize={normalize} narrow={narrow} />
      ))}
    </tr>
  );
});

/**
 * The heat-map table. Only the rows in view (plus a margin) are in the DOM: the market has about
 * 900 listed stocks, and 900 rows × up to 26 cells would make every sort and toggle slow.
 */
export function ScreenerTable({
  entries,
  columns,
  normalize,
  sort,
  onSort,
}: {
  entries: readonly ScreenerEntry[];
  columns: readonly ScreenerColumn[];
  normalize: boolean;
  sort: SortState;
  onSort: (column: string) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const narrow = !useMediaQuery('(min-width: 640px)');
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // Scroll updates render with the next frame instead of synchronously inside the scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const width = columns.reduce((sum, column) => sum + widthOf(column, narrow), 0);

  return (
    <div
      ref={scrollRef}
      data-testid="screener-scroll"
      className="max-h-[500px] overflow-auto rounded-lg border border-border"
    >
      <table className="table-fixed border-separate border-spacing-0 text-sm" style={{ width }}>
        <caption className="sr-only">Accumulation Distribution heat-map screener</caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} style={{ width: widthOf(column, narrow) }} />
          ))}
        </colgroup>
        <thead className="text-muted">
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const entry = entries[item.index] as ScreenerEntry;
            return (
              <ScreenerRow
                key={entry.row.symbol}
                entry={entry}
                columns={columns}
                normalize={normalize}
                narrow={narrow}
              />
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
