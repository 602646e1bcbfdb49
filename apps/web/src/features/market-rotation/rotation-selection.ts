import { ROTATION_DEFAULT_ITEMS, ROTATION_MESSAGES } from '@pantau/contracts';

/** Spec §5: the toast a user sees when trying to drop the last RRG/RRC item. */
export const LAST_ITEM_WARNING = { title: 'Cannot remove last item', message: ROTATION_MESSAGES.noItems };

/** The API compares at most 30 items at once. */
export const MAX_ROTATION_ITEMS = 30;

export const DEFAULT_SECTORS: readonly string[] = ROTATION_DEFAULT_ITEMS.sector;
export const DEFAULT_STOCKS: readonly string[] = ROTATION_DEFAULT_ITEMS.stock;

const SECTOR_CODE = /^[A-K]$/;
const TICKER = /^[A-Z0-9-]{1,12}$/;

/** A comma-separated list from the URL: upper-cased, de-duplicated, invalid codes dropped; none → fallback. */
export function parseCodes(
  raw: string | null,
  kind: 'sector' | 'stock',
  fallback: readonly string[],
): string[] {
  const pattern = kind === 'sector' ? SECTOR_CODE : TICKER;
  const codes = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => pattern.test(code)),
    ),
  ].slice(0, MAX_ROTATION_ITEMS);
  return codes.length > 0 ? codes : [...fallback];
}

export type RemoveResult = { ok: true; items: string[] } | { ok: false; items: string[] };

/** Removes one item unless it is the last one (spec §5: at least one item stays selected). */
export function removeCode(items: readonly string[], code: string): RemoveResult {
  const remaining = items.filter((item) => item !== code);
  if (remaining.length === 0) return { ok: false, items: [...items] };
  return { ok: true, items: remaining };
}

/** Adds one item at the end; already present or a full list leaves it unchanged. */
export function addCode(items: readonly string[], code: string): string[] {
  if (items.includes(code) || items.length >= MAX_ROTATION_ITEMS) return [...items];
  return [...items, code];
}

export type SortDirection = 'asc' | 'desc';
export type SortState<K extends string> = { key: K; direction: SortDirection } | null;

/** Spec §4: a header click cycles none → ascending → descending → none. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** Rows in the chosen order; null values sort last either way; no sort keeps the API order. */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  sort: SortState<K>,
  value: (row: R, key: K) => number | string | null,
): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a, sort.key);
    const right = value(b, sort.key);
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return left < right ? -sign : left > right ? sign : 0;
  });
}

const DAY_MS = 86_400_000;

/** The calendar day `weeks` weeks before `date` (the replay slider's steps). */
export function weeksBefore(date: string, weeks: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** Whole weeks from `from` to `to` (the slider's length), never negative. */
export function weeksBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (7 * DAY_MS)),
  );
}

/** Like parseCodes, but a list present in the URL may be empty (seasonality's stocks can all go). */
export function parseOptionalCodes(
  raw: string | null,
  kind: 'sector' | 'stock',
  defaults: readonly string[],
  max: number,
): string[] {
  if (raw === null) return [...defaults];
  return raw.trim() === '' ? [] : parseCodes(raw, kind, []).slice(0, max);
}

/** Most stocks one /market/rrg request compares (the API's limit). */
export const RRG_CHUNK = MAX_ROTATION_ITEMS;

/** A list cut into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * The selected stocks that belong to the index, and the ones dropped. Never empty: with no member
 * left it falls back to the spec defaults that are members, else the first `defaults.length` members.
 */
export function keepMembers(
  stocks: readonly string[],
  members: readonly string[],
  defaults: readonly string[],
): { stocks: string[]; dropped: string[] } {
  const inIndex = new Set(members);
  const kept = stocks.filter((code) => inIndex.has(code));
  const dropped = stocks.filter((code) => !inIndex.has(code));
  if (kept.length > 0 || members.length === 0) return { stocks: kept, dropped };
  const fallback = defaults.filter((code) => inIndex.has(code));
  return { stocks: fallback.length > 0 ? fallback : members.slice(0, defaults.length), dropped };
}

/**
 * Replay steps from `first` to `last` (both ends included, oldest first): whole weeks back from
 * `last` on the weekly basis, trading days on the daily basis.
 */
export function replaySteps(
  first: string,
  last: string,
  basis: 'weekly' | 'daily',
  tradingDays: (from: string, to: string) => string[],
): string[] {
  if (basis === 'daily') {
    const days = tradingDays(first, last);
    return days.at(-1) === last ? days : [...days, last];
  }
  const weeks = weeksBetween(first, last);
  return Array.from({ length: weeks + 1 }, (_, step) => weeksBefore(last, weeks - step));
}

/** The step shown for `date`: the last step on or before it (the first step when before all). */
export function stepIndexOf(steps: readonly string[], date: string): number {
  let found = 0;
  for (let i = 0; i < steps.length; i += 1) if ((steps[i] ?? '') <= date) found = i;
  return found;
}
