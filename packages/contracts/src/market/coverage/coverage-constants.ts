// Plain values only (no zod), so the web app can import them without pulling in the schema library.

/** The longest range a coverage request may span, member or admin. */
export const MAX_COVERAGE_RANGE_DAYS = 400;

export const COVERAGE_MESSAGES = {
  rangeTooLong: `Coverage covers at most ${MAX_COVERAGE_RANGE_DAYS} days`,
} as const;

const shortMarketDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An exchange date the way coverage messages write it, e.g. '12 Jun 2026' or '17 Agu 2025'. */
export function formatMarketDate(date: string): string {
  return shortMarketDate.format(new Date(`${date}T00:00:00Z`));
}

/** '12 Jun 2026', or '8 Jun 2026 – 12 Jun 2026' for two different dates. */
export function formatMarketDateRange(first: string, last: string): string {
  return first === last ? formatMarketDate(first) : `${formatMarketDate(first)} – ${formatMarketDate(last)}`;
}
