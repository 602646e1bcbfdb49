import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from './screener-rules';

/** Every URL key the screener owns; Reset Settings removes them all. */
const KEYS = ['q', 'sort', 'dir', 'normalize', 'ma', 'vol'] as const;
const TICKER_TEXT = /^[A-Z0-9-]{0,12}$/;

/**
 * The screener's settings kept in the URL (?q=&sort=&dir=&normalize=1&ma=1&vol=1) so a view can be
 * shared and survives a reload. Unknown or malformed values fall back to the defaults.
 */
export function useScreenerParams(columnIds: ReadonlySet<string>) {
  const [params, setParams] = useSearchParams();
  const rawFilter = (params.get('q') ?? '').toUpperCase();
  const filter = TICKER_TEXT.test(rawFilter) ? rawFilter : '';
  const normalize = params.get('normalize') === '1';
  const movingAverage = params.get('ma') === '1';
  const volumeChange = params.get('vol') === '1';
  const sortColumn = params.get('sort');
  const direction = params.get('dir');
  const sort: SortState =
    sortColumn && columnIds.has(sortColumn) && (direction === 'asc' || direction === 'desc')
      ? { column: sortColumn, direction }
      : null;

  const update = useCallback(
    (changes: Partial<Record<(typeof KEYS)[number], string | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setSort = useCallback(
    (next: SortState) => update({ sort: next?.column ?? null, dir: next?.direction ?? null }),
    [update],
  );
  const reset = useCallback(() => update(Object.fromEntries(KEYS.map((key) => [key, null]))), [update]);

  return { filter, normalize, movingAverage, volumeChange, sort, update, setSort, reset };
}
