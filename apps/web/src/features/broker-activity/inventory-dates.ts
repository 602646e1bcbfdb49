import { INVENTORY_MESSAGES, MAX_INVENTORY_RANGE_DAYS } from '@pantau/contracts';
import {
  DATE_WARNINGS,
  QUICK_SELECT_DAYS,
  rangeLengthDays,
  type DateWarning,
  type QuickSelect,
} from '@/lib/date-selection';

export type DateRange = { from: string; to: string };

/** Same day one month earlier (the 31st falls back to the month's last day). */
export function shiftMonthsBack(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The screen's default window: one month back to the stock's last trading day. `tradeDates` is the
 * API's list, newest first; null until it is known.
 */
export function defaultRange(tradeDates: readonly string[]): DateRange | null {
  const last = tradeDates[0];
  return last ? { from: shiftMonthsBack(last, 1), to: last } : null;
}

/** Quick Select: the latest 1, 3 or 5 trading days. */
export function presetRange(
  preset: Exclude<QuickSelect, 'custom'>,
  tradeDates: readonly string[],
): DateRange | null {
  const last = tradeDates[0];
  if (!last) return null;
  const first = tradeDates[Math.min(QUICK_SELECT_DAYS[preset], tradeDates.length) - 1] ?? last;
  return { from: first, to: last };
}

export const INVENTORY_RANGE_TOO_LONG: DateWarning = {
  title: DATE_WARNINGS.rangeTooLong.title,
  message: INVENTORY_MESSAGES.rangeTooLong,
};

/**
 * The spec's date warnings for a from–to window: start after end, or longer than the API's one year
 * (to − from over 366 calendar days). Null when the window can be asked for.
 */
export function checkInventoryRange({ from, to }: DateRange): DateWarning | null {
  if (from > to) return DATE_WARNINGS.startAfterEnd;
  if (rangeLengthDays(from, to) - 1 > MAX_INVENTORY_RANGE_DAYS) return INVENTORY_RANGE_TOO_LONG;
  return null;
}
