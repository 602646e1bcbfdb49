import type { TScreenerRow } from '@pantau/contracts';
// The spec's band rule lives (and is tested) with the server's screener.
import { heatBand } from '@pantau/market/screener';

export type DateKey = keyof TScreenerRow['dates'];
export type VolumeKey = keyof TScreenerRow['volumeChanges'];
export type MaKey = keyof TScreenerRow['maIndicators'];

export const DATE_KEYS: readonly DateKey[] = ['W-4', 'W-3', 'W-2', 'W-1', 'D-4', 'D-3', 'D-2', 'D-1', 'D0'];
export const VOLUME_COLUMNS: readonly { key: VolumeKey; label: string }[] = [
  { key: 'vol1d', label: 'V%1d' },
  { key: 'vol3d', label: 'V%3d' },
  { key: 'vol5d', label: 'V%5d' },
  { key: 'vol10d', label: 'V%10d' },
  { key: 'vol20d', label: 'V%20d' },
  { key: 'vol50d', label: 'V%50d' },
  { key: 'vol100d', label: 'V%100d' },
];
export const MA_COLUMNS: readonly { key: MaKey; label: string }[] = [
  { key: 'ma5', label: '>ma5' },
  { key: 'ma10', label: '>ma10' },
  { key: 'ma20', label: '>ma20' },
  { key: 'ma50', label: '>ma50' },
  { key: 'ma100', label: '>ma100' },
  { key: 'ma200', label: '>ma200' },
];

/** Spec §9 bands as depth levels, 1 (below 20) to 5 (80 and above). */
export type HeatLevel = 1 | 2 | 3 | 4 | 5;

const levelOf = (normalized: number) => (heatBand(normalized) / 20 + 1) as HeatLevel;

export type Heat = { tone: 'positive' | 'negative'; level: HeatLevel };

/**
 * A cell's colour: the tone is the raw value's sign (non-negative green, negative red); the depth
 * is the band of its place in the row. A gain is deeper the higher it ranks, a loss the lower it
 * ranks, so the row's strongest gain and its deepest loss are the two darkest cells.
 */
export function cellHeat(raw: number, normalized: number): Heat {
  return raw >= 0
    ? { tone: 'positive', level: levelOf(normalized) }
    : { tone: 'negative', level: levelOf(100 - normalized) };
}

/** Spec §4: a header click sorts ascending, a repeat click descending, a third click unsorted. */
export type SortDirection = 'asc' | 'desc';
export type SortState = { column: string; direction: SortDirection } | null;

export function nextSort(current: SortState, column: string): SortState {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/**
 * Rows ordered by a column's value; rows without a value stay last in both directions and ties
 * keep the symbol order, so the order never depends on the previous sort.
 */
export function sortRows<T extends { symbol: string }>(
  rows: readonly T[],
  sort: SortState,
  valueOf: (row: T, column: string) => number | string | null,
): T[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a, sort.column);
    const right = valueOf(b, sort.column);
    if (left === null || right === null) {
      if (left === right) return a.symbol.localeCompare(b.symbol);
      return left === null ? 1 : -1;
    }
    const order =
      typeof left === 'string' || typeof right === 'string'
        ? String(left).localeCompare(String(right))
        : left - right;
    return order === 0 ? a.symbol.localeCompare(b.symbol) : factor * order;
  });
}

/** Ticker filter: upper-cased substring of the symbol; empty text keeps every row. */
export function filterRows<T extends { symbol: string }>(rows: readonly T[], text: string): readonly T[] {
  const needle = text.trim().toUpperCase();
  return needle ? rows.filter((row) => row.symbol.includes(needle)) : rows;
}

/** Suggestions for the ticker filter: symbols containing the text, those starting with it first. */
export function tickerSuggestions(symbols: readonly string[], text: string, limit: number): string[] {
  const needle = text.trim().toUpperCase();
  if (!needle) return [];
  const matches = symbols.filter((symbol) => symbol.includes(needle));
  const starts = matches.filter((symbol) => symbol.startsWith(needle));
  const inside = matches.filter((symbol) => !symbol.startsWith(needle));
  return [...starts, ...inside].slice(0, limit);
}
