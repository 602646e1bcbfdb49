import { DATE_MESSAGES, MAX_DATE_RANGE_DAYS, MAX_SELECTED_DATES } from '@pantau/contracts';

/** Quick Select values of spec §4. */
export type QuickSelect = '1day' | '3days' | '1week' | 'custom';

export const QUICK_SELECT_OPTIONS: { value: QuickSelect; label: string }[] = [
  { value: '1day', label: '1 Day' },
  { value: '3days', label: '3 Days' },
  { value: '1week', label: '1 Week' },
  { value: 'custom', label: 'Custom' },
];

/** Trading days per preset (1 week = 5 trading days, spec §9). */
export const QUICK_SELECT_DAYS: Record<Exclude<QuickSelect, 'custom'>, number> = {
  '1day': 1,
  '3days': 3,
  '1week': 5,
};

export const DEFAULT_QUICK_SELECT = '3days' satisfies QuickSelect;

export type DateWarning = { title: string; message: string };

/** The exact warning texts of spec §5. */
export const DATE_WARNINGS = {
  startAfterEnd: { title: 'Tanggal Tidak Valid', message: DATE_MESSAGES.startAfterEnd },
  rangeTooLong: { title: 'Rentang Tanggal Terlalu Panjang', message: DATE_MESSAGES.rangeTooLong },
  tooManyDates: { title: 'Terlalu Banyak Tanggal', message: DATE_MESSAGES.tooManyDates },
} satisfies Record<string, DateWarning>;

const DAY_MS = 86_400_000;

function toUtc(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`);
}

function toIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function isWeekday(isoDate: string): boolean {
  const day = new Date(toUtc(isoDate)).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Oldest first, duplicates dropped: the order the API answers in. */
export function sortDates(dates: Iterable<string>): string[] {
  return [...new Set(dates)].sort();
}

/**
 * The latest `count` trading dates, oldest first. `tradeDates` is the API's list (newest first);
 * without it nothing can be chosen yet.
 */
export function latestTradeDates(tradeDates: readonly string[], count: number): string[] {
  return sortDates(tradeDates.slice(0, count));
}

/** The dates a preset selects. */
export function datesForQuickSelect(
  preset: Exclude<QuickSelect, 'custom'>,
  tradeDates: readonly string[],
): string[] {
  return latestTradeDates(tradeDates, QUICK_SELECT_DAYS[preset]);
}

/** Inclusive number of calendar days from `from` to `to`. */
export function rangeLengthDays(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
}

/**
 * The trading days from `from` to `to`: the known trade dates in that range, or its weekdays when
 * the trade-date list is not known.
 */
export function datesInRange(from: string, to: string, tradeDates: readonly string[]): string[] {
  if (tradeDates.length > 0) return sortDates(tradeDates.filter((date) => date >= from && date <= to));
  const dates: string[] = [];
  for (let time = toUtc(from); time <= toUtc(to); time += DAY_MS) {
    const date = toIso(time);
    if (isWeekday(date)) dates.push(date);
  }
  return dates;
}

export type AddRangeResult =
  | { kind: 'ignored' }
  | { kind: 'warning'; warning: DateWarning }
  /** `dropped`: the oldest dates left out to stay within 7, to be named to the user. */
  | { kind: 'added'; dates: string[]; dropped?: string[] };

/**
 * Adds the range from–to to the selection (spec §4, §5). Empty input: nothing happens. Start after
 * end, or a range longer than 7 days, is refused with the spec's warning. `limitDates` (Done Detail)
 * refuses a merged selection of more than 7 dates; without it (Done Summary) the latest 7 are kept,
 * the API's limit, and the dates left out are answered as `dropped` so the screen can say so.
 */
export function addDateRange(
  selected: readonly string[],
  from: string,
  to: string,
  tradeDates: readonly string[],
  options: { limitDates: boolean },
): AddRangeResult {
  if (!from || !to) return { kind: 'ignored' };
  if (from > to) return { kind: 'warning', warning: DATE_WARNINGS.startAfterEnd };
  if (rangeLengthDays(from, to) > MAX_DATE_RANGE_DAYS) {
    return { kind: 'warning', warning: DATE_WARNINGS.rangeTooLong };
  }
  const merged = sortDates([...selected, ...datesInRange(from, to, tradeDates)]);
  if (merged.length > MAX_SELECTED_DATES) {
    if (options.limitDates) return { kind: 'warning', warning: DATE_WARNINGS.tooManyDates };
    return {
      kind: 'added',
      dates: merged.slice(-MAX_SELECTED_DATES),
      dropped: merged.slice(0, -MAX_SELECTED_DATES),
    };
  }
  return { kind: 'added', dates: merged };
}

/** Removes a date chip; the last selected date cannot be removed. */
export function removeDate(selected: readonly string[], date: string): string[] {
  if (selected.length <= 1) return [...selected];
  return selected.filter((candidate) => candidate !== date);
}

/** Whether chips show their remove button (only with more than one date, spec §2). */
export function canRemoveDates(selected: readonly string[]): boolean {
  return selected.length > 1;
}
