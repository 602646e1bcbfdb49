import { ArrowDown, ArrowUp, ArrowUpDown, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TGetRrgData } from '@pantau/contracts';
import { formatNumber, formatPercent } from '@/lib/format';
import { Badge, type BadgeTone } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { nextSort, sortRows, type SortState } from './rotation-selection';

type ScreenerRow = TGetRrgData['screener'][number];
type SortKey = 'symbol' | 'sector' | 'rsRatio' | 'rsMomentum' | 'performance' | 'trend';

const TREND_TONES: Record<ScreenerRow['trend'], BadgeTone> = {
  STRONG: 'up',
  IMPROVING: 'info',
  WEAKENING: 'pending',
  WEAK: 'down',
};

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'symbol', label: 'Symbol' },
  { key: 'sector', label: 'Sector' },
  { key: 'rsRatio', label: 'RS-Ratio', numeric: true },
  { key: 'rsMomentum', label: 'RS-Momentum', numeric: true },
  { key: 'performance', label: 'Performance', numeric: true },
  { key: 'trend', label: 'Trend' },
];

/** Sector rows are named by their screen label; stock rows by ticker. */
export const screenerSymbol = (row: ScreenerRow, kind: 'sector' | 'stock') =>
  kind === 'sector' ? row.sector : row.symbol;

function sortValue(row: ScreenerRow, key: SortKey, kind: 'sector' | 'stock') {
  if (key === 'symbol') return screenerSymbol(row, kind);
  if (key === 'sector') return kind === 'sector' ? row.name : row.sector;
  return row[key];
}

/** 'Relative Momentum Screener': the API's rows with an Add / Remove action per item. */
export function MomentumScreener({
  rows,
  kind,
  selected,
  colourOf,
  onAdd,
  onRemove,
}: {
  rows: ScreenerRow[];
  kind: 'sector' | 'stock';
  selected: string[];
  colourOf: (code: string) => string;
  onAdd: (code: string) => void;
  onRemove: (code: string) => void;
}) {
  const [sort, setSort] = useState<SortState<SortKey>>(null);
  const sorted = sortRows(rows, sort, (row, key) => sortValue(row, key, kind));

  return (
    <div className="relative max-h-[500px] overflow-auto rounded-lg border border-border">
      <table className="w-full min-w-[720px] text-sm" aria-label="Relative Momentum Screener">
        <thead className="sticky top-0 z-10 bg-surface-muted text-xs text-muted">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort?.key === column.key ? sort.direction : null;
              const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  className={cn('px-3 py-2 font-medium', column.numeric ? 'text-right' : 'text-left')}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 whitespace-nowrap hover:text-fg"
                    onClick={() => setSort((current) => nextSort(current, column.key))}
                  >
                    {column.label}
                    <Icon className="size-3" aria-hidden="true" />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const isSelected = selected.includes(row.symbol);
            const label = screenerSymbol(row, kind);
            return (
              <tr key={row.symbol} data-testid="screener-row" className="border-t border-border">
                <td className="px-3 py-2 font-semibold whitespace-nowrap">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-2.5 rounded-full"
                      style={{ background: isSelected ? colourOf(row.symbol) : 'transparent' }}
                    />
                    <span className={kind === 'stock' ? 'font-mono' : undefined}>{label}</span>
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-muted">
                  {kind === 'sector' ? row.name : row.sector}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.rsRatio, 2)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.rsMomentum, 2)}</td>
                <td
                  className={cn(
                    'px-3 py-2 text-right tabular-nums',
                    row.performance !== null && row.performance > 0 && 'text-up',
                    row.performance !== null && row.performance < 0 && 'text-down',
                  )}
                >
                  {row.performance === null ? '–' : formatPercent(row.performance)}
                </td>
                <td className="px-3 py-2">
                  <Badge tone={TREND_TONES[row.trend]}>{row.trend}</Badge>
                </td>
                <td className="px-3 py-2 text-right">
                  {isSelected ? (
                    <Button variant="outline" size="sm" onClick={() => onRemove(row.symbol)}>
                      <Minus className="size-3.5" aria-hidden="true" /> Remove
                      <span className="sr-only"> {label}</span>
                    </Button>
                  ) : (
                    <Button variant="outline" size="sm" onClick={() => onAdd(row.symbol)}>
                      <Plus className="size-3.5" aria-hidden="true" /> Add
                      <span className="sr-only"> {label}</span>
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
