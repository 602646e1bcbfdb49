/**
 * The page numbers a pager shows: at most `max` consecutive pages, the current one centred
 * where it can be, clamped to the first and last page. Pages are 1-based.
 */
export function pageWindow(current: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(max, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export function pageCount(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}
