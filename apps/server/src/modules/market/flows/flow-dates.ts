import { DATE_MESSAGES, MAX_DATE_RANGE_DAYS, MAX_SELECTED_DATES } from '@pantau/contracts';
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

/** The dates of a broker screen: a from/to range, optionally narrowed to picked dates. */
export type DateWindow = { from: IsoDate; to: IsoDate; dates?: IsoDate[] };

/**
 * Resolves `dates=` (at most 7, need not be consecutive) or from/to (the 7-day range rule) into
 * one window; the contract guarantees one of them is present.
 */
export function resolveDateWindow(query: { from?: IsoDate; to?: IsoDate; dates?: IsoDate[] }): DateWindow {
  if (query.dates && query.dates.length > 0) {
    checkDateCount(query.dates, MAX_SELECTED_DATES, DATE_MESSAGES.tooManyDates);
    return { from: query.dates[0]!, to: query.dates.at(-1)!, dates: query.dates };
  }
  const from = query.from!;
  const to = query.to!;
  checkDateRange(from, to);
  return { from, to };
}

/** A cache-key fragment naming the window exactly. */
export function windowKey(window: DateWindow): string {
  return window.dates ? window.dates.join(',') : `${window.from}|${window.to}`;
}
