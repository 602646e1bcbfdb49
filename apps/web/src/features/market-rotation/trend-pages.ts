/** Spec §9: trend tables show 5 rows per page. */
export const TREND_PAGE_SIZE = 5;

/**
 * One trend table's visible rows: filtered by symbol or name (case-insensitive), then the requested
 * 1-based page, clamped to the pages that exist.
 */
export function pageTrendRows<R extends { symbol: string; name: string }>(
  rows: readonly R[],
  search: string,
  page: number,
  size = TREND_PAGE_SIZE,
): { rows: R[]; matches: number; page: number; totalPages: number } {
  const needle = search.trim().toUpperCase();
  const matching = needle
    ? rows.filter((row) => row.symbol.includes(needle) || row.name.toUpperCase().includes(needle))
    : [...rows];
  const totalPages = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return {
    rows: matching.slice((current - 1) * size, current * size),
    matches: matching.length,
    page: current,
    totalPages,
  };
}
