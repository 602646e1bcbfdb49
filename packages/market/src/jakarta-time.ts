import type { IsoDate } from './types.ts';

/** Jakarta is UTC+7 all year (no daylight saving). */
export const JAKARTA_OFFSET_SECONDS = 7 * 3600;
const SECONDS_PER_DAY = 86_400;

/** Days since 1970-01-01 of an exchange date 'YYYY-MM-DD'. */
export function dayNumber(date: IsoDate): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** 'YYYY-MM-DD' of a day number. */
export function dateFromDayNumber(days: number): IsoDate {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** Epoch seconds (UTC) of `date` at `minute` minutes after midnight, Jakarta time. */
export function jakartaEpochSeconds(date: IsoDate, minute = 0): number {
  return dayNumber(date) * SECONDS_PER_DAY + minute * 60 - JAKARTA_OFFSET_SECONDS;
}

/** Day number of the Monday that starts the ISO week holding `days` (1970-01-01 was a Thursday). */
export function isoWeekStart(days: number): number {
  return days - ((days + 3) % 7);
}

/**
 * The trading day an instant belongs to. Daily aggregation counts the hours before 07:00 Jakarta
 * time to the previous day (spec §9), so the trading day is the Jakarta date of `epoch − 7 h`,
 * which is simply the UTC calendar date of the instant.
 */
export function toTradingDay(epochSeconds: number): IsoDate {
  return dateFromDayNumber(Math.floor(epochSeconds / SECONDS_PER_DAY));
}
