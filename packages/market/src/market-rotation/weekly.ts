import { dayNumber, isoWeekStart } from '../jakarta-time.ts';
import type { IsoDate } from '../types.ts';

/**
 * The last row of each ISO week (Monday to Sunday), in date order: weekly closes sampled on each
 * week's last trading day. The latest week is included even when still in progress (its latest day
 * stands in for the week's close). Input must be sorted by date.
 */
export function resampleWeekly<T extends { date: IsoDate }>(rows: readonly T[]): T[] {
  const weeks: T[] = [];
  let currentWeek = Number.NaN;
  for (const row of rows) {
    const week = isoWeekStart(dayNumber(row.date));
    if (week === currentWeek) weeks[weeks.length - 1] = row;
    else {
      weeks.push(row);
      currentWeek = week;
    }
  }
  return weeks;
}

/** Weekly volume bars: the last row's date and close, with the week's volume summed. */
export function resampleWeeklyWithVolume<T extends { date: IsoDate; close: number; volume: number }>(
  rows: readonly T[],
): { date: IsoDate; close: number; volume: number }[] {
  const weeks: { date: IsoDate; close: number; volume: number }[] = [];
  let currentWeek = Number.NaN;
  for (const row of rows) {
    const week = isoWeekStart(dayNumber(row.date));
    const last = weeks[weeks.length - 1];
    if (week === currentWeek && last !== undefined) {
      last.date = row.date;
      last.close = row.close;
      last.volume += row.volume;
    } else {
      weeks.push({ date: row.date, close: row.close, volume: row.volume });
      currentWeek = week;
    }
  }
  return weeks;
}
