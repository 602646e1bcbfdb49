import { formatNumber } from '@/lib/format';

const shortDate = new Intl.DateTimeFormat('id-ID', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An exchange date as a chip shows it, e.g. 'Jum, 20 Nov 2026'. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Lots and counts: whole numbers, or two decimals for odd-lot negotiated trades. */
export function formatLot(value: number): string {
  return Number.isInteger(value) ? formatNumber(value) : formatNumber(value, 2);
}
