import type { IsoDate } from '../types.ts';
import { pillarsOf, type Pillars } from './bazi.ts';

/** A month written YYYY-MM. */
export type IsoMonth = string;

export type CalendarDay = {
  date: IsoDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  pillars: Pillars;
};

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Every day of a Gregorian month with its year, month and day pillars (lunar-javascript). */
export function monthCalendar(month: IsoMonth): CalendarDay[] {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`Month must be written YYYY-MM, got '${month}'`);
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const length = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, offset) => {
    const day = new Date(Date.UTC(year, monthIndex, offset + 1));
    const date = day.toISOString().slice(0, 10);
    return { date, weekday: day.getUTCDay(), pillars: pillarsOf(date) };
  });
}

/** The month `delta` months from `month`, e.g. shiftMonth('2026-01', -1) = '2025-12'. */
export function shiftMonth(month: IsoMonth, delta: number): IsoMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}
