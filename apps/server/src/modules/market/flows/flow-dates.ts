import { DATE_MESSAGES, MAX_DATE_RANGE_DAYS } from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import { AppError } from '../../../platform/errors.ts';

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (0 when equal). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function shiftDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function shiftMonths(date: IsoDate, months: number): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A from/to range of the broker screens: from may equal to (one day) but not follow it
 * ('Tanggal mulai harus sebelum tanggal akhir'), and to − from may be at most `maxDays` calendar
 * days ('Maksimal rentang tanggal adalah 7 hari' for the 7-day screens): Monday to the next Monday
 * is allowed, the spec's client measures the range the same way.
 */
export function checkDateRange(
  from: IsoDate,
  to: IsoDate,
  maxDays = MAX_DATE_RANGE_DAYS,
  tooLong: string = DATE_MESSAGES.rangeTooLong,
): void {
  if (from > to) throw new AppError(400, 'INVALID_DATE_RANGE', DATE_MESSAGES.startAfterEnd, 'from');
  if (daysBetween(from, to) > maxDays) throw new AppError(400, 'DATE_RANGE_TOO_LONG', tooLong, 'to');
}

/** A list of selected dates may hold at most `max` dates, with the screen's own message. */
export function checkDateCount(dates: readonly IsoDate[], max: number, message: string): void {
  if (dates.length > max) throw new AppError(400, 'TOO_MANY_DATES', message, 'dates');
}
