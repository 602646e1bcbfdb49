import { ACCUMULATION_LABELS, type TMetricValue, type TScreenResultRow } from '@pantau/contracts';

/** The result columns that are not metrics. */
type TextColumn = 'symbol' | 'name' | 'sector';
export const TEXT_COLUMNS: readonly TextColumn[] = ['symbol', 'name', 'sector'];
const isTextColumn = (column: string): column is TextColumn =>
  (TEXT_COLUMNS as readonly string[]).includes(column);

export type ResultSort = { column: string; direction: 'asc' | 'desc' };
export const DEFAULT_SORT: ResultSort = { column: 'symbol', direction: 'asc' };

/**
 * A first click sorts a metric from the largest (the strongest accumulation, a golden cross, yes)
 * and text from A; a repeat click turns it round.
 */
export function nextSort(current: ResultSort, column: string): ResultSort {
  if (current.column === column) {
    return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { column, direction: isTextColumn(column) ? 'asc' : 'desc' };
}

const CROSS_ORDER: Record<string, number> = { golden: 1, none: 0, death: -1 };

/** Labels and crosses order by strength; a label this client does not know orders as text. */
function metricOrder(value: TMetricValue): number | string | null {
  if (value === null || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const label = (ACCUMULATION_LABELS as readonly string[]).indexOf(value);
  if (label >= 0) return ACCUMULATION_LABELS.length - label;
  return CROSS_ORDER[value] ?? value;
}

function orderOf(row: TScreenResultRow, column: string): number | string | null {
  return isTextColumn(column) ? row[column] : metricOrder(row.values[column] ?? null);
}

/** Rows in the sort's order; rows without a value stay last both ways, ties go by symbol. */
export function sortResults(rows: readonly TScreenResultRow[], sort: ResultSort): TScreenResultRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = orderOf(a, sort.column);
    const right = orderOf(b, sort.column);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
      return a.symbol.localeCompare(b.symbol);
    }
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return order === 0 ? a.symbol.localeCompare(b.symbol) : factor * order;
  });
}
