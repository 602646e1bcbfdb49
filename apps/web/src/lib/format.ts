/** Number and date formatting in the Indonesian locale (thousands '.', decimals ','). */
const LOCALE = 'id-ID';

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function formatNumber(value: number, fractionDigits = 0): string {
  if (fractionDigits === 0) return integerFormat.format(value);
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Whole rupiah written the way Indonesian price lists do: 'Rp35.000'. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp${integerFormat.format(Math.abs(Math.round(amount)))}`;
}

/** A signed percentage, e.g. '+1,25%' or '-0,50%'. */
export function formatPercent(value: number, fractionDigits = 2): string {
  const sign = value > 0 ? '+' : '';
  return `${sign}${formatNumber(value, fractionDigits)}%`;
}

/** A long Indonesian date, e.g. '17 Agustus 2025'. */
export function formatDate(date: Date | string | number): string {
  return new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(date),
  );
}

/** A short Indonesian date and time, e.g. '17 Agu 2025, 14.30'. */
export function formatDateTime(date: Date | string | number): string {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(date));
}

const shortDate = new Intl.DateTimeFormat(LOCALE, {
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

const dayMonth = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An exchange date in a tight space, e.g. '20 Nov'. */
export function formatDayMonth(isoDate: string): string {
  return dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Lots and counts: whole numbers, or two decimals for odd-lot negotiated trades. */
export function formatLot(value: number): string {
  return Number.isInteger(value) ? formatNumber(value) : formatNumber(value, 2);
}

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * HHMMSS trade time as 'HH:MM:SS': 93015 → '09:30:15'. The market package has the same helper, but
 * importing it brings that whole package (~300 kB) into this screen.
 */
export function formatTradeTime(time: number): string {
  return `${pad(Math.floor(time / 10_000))}:${pad(Math.floor(time / 100) % 100)}:${pad(time % 100)}`;
}
