import type { IsoDate } from '../types.ts';

/**
 * IDX exchange holidays (national holidays and collective leave on weekdays) used by the demo
 * market. Built from the published calendars as best known; an imported calendar overrides it.
 */
// prettier-ignore
const HOLIDAYS = new Set<IsoDate>([
  // 2020
  '2020-12-24',
  '2020-12-25',
  '2020-12-31',
  // 2021
  '2021-01-01',
  '2021-02-12',
  '2021-03-11',
  '2021-04-02',
  '2021-05-12',
  '2021-05-13',
  '2021-05-14',
  '2021-05-26',
  '2021-06-01',
  '2021-07-20',
  '2021-08-11',
  '2021-08-17',
  '2021-10-20',
  '2021-12-24',
  '2021-12-31',
  // 2022
  '2022-02-01',
  '2022-02-28',
  '2022-03-03',
  '2022-04-15',
  '2022-05-02',
  '2022-05-03',
  '2022-05-04',
  '2022-05-05',
  '2022-05-06',
  '2022-05-16',
  '2022-05-26',
  '2022-06-01',
  '2022-08-17',
  '2022-12-26',
  '2022-12-30',
  // 2023
  '2023-01-23',
  '2023-03-22',
  '2023-03-23',
  '2023-04-07',
  '2023-04-19',
  '2023-04-20',
  '2023-04-21',
  '2023-04-24',
  '2023-04-25',
  '2023-05-01',
  '2023-05-18',
  '2023-06-01',
  '2023-06-02',
  '2023-06-29',
  '2023-06-30',
  '2023-07-19',
  '2023-08-17',
  '2023-09-28',
  '2023-12-25',
  '2023-12-26',
  '2023-12-29',
  // 2024
  '2024-01-01',
  '2024-02-08',
  '2024-02-09',
  '2024-02-14',
  '2024-03-11',
  '2024-03-12',
  '2024-03-29',
  '2024-04-08',
  '2024-04-09',
  '2024-04-10',
  '2024-04-11',
  '2024-04-12',
  '2024-04-15',
  '2024-05-01',
  '2024-05-09',
  '2024-05-10',
  '2024-05-23',
  '2024-05-24',
  '2024-06-17',
  '2024-06-18',
  '2024-09-16',
  '2024-12-25',
  '2024-12-26',
  '2024-12-31',
  // 2025
  '2025-01-01',
  '2025-01-27',
  '2025-01-28',
  '2025-01-29',
  '2025-03-28',
  '2025-03-31',
  '2025-04-01',
  '2025-04-02',
  '2025-04-03',
  '2025-04-04',
  '2025-04-07',
  '2025-04-18',
  '2025-05-01',
  '2025-05-12',
  '2025-05-13',
  '2025-05-29',
  '2025-05-30',
  '2025-06-06',
  '2025-06-09',
  '2025-06-27',
  '2025-08-18',
  '2025-09-05',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  // 2026
  '2026-01-01',
  '2026-01-16',
  '2026-02-16',
  '2026-02-17',
  '2026-03-19',
  '2026-03-20',
  '2026-03-23',
  '2026-03-24',
  '2026-04-03',
  '2026-05-01',
  '2026-05-14',
  '2026-05-27',
  '2026-06-01',
  '2026-06-16',
  '2026-08-17',
  '2026-08-25',
  '2026-12-24',
  '2026-12-25',
  '2026-12-31',
  // 2027
  '2027-01-01',
  '2027-02-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-26',
  '2027-05-06',
  '2027-05-20',
  '2027-06-01',
  '2027-08-17',
  '2027-12-24',
  '2027-12-31',
]);

const DAY_MS = 86_400_000;

export const toIsoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);
export const parseIsoDate = (date: IsoDate): Date => new Date(`${date}T00:00:00Z`);

/** 0 Sunday … 6 Saturday, for an exchange date. */
export const weekdayOf = (date: IsoDate): number => parseIsoDate(date).getUTCDay();

/** The built-in holidays from `from` to `to`, oldest first: the demo market's exchange calendar. */
export function builtInHolidaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  return [...HOLIDAYS].filter((date) => date >= from && date <= to).sort();
}

export function isTradingDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(date);
}

/** Whether the exchange trades on a date. */
export type TradingDayTest = (date: IsoDate) => boolean;

/**
 * The exchange calendar an operator stored: a year with any stored holiday follows them, a year
 * without one the built-in list.
 */
export function exchangeCalendar(storedHolidays: Iterable<IsoDate>): TradingDayTest {
  const holidays = new Set(storedHolidays);
  const years = new Set([...holidays].map((date) => date.slice(0, 4)));
  return (date) => {
    if (!years.has(date.slice(0, 4))) return isTradingDay(date);
    const weekday = weekdayOf(date);
    return weekday !== 0 && weekday !== 6 && !holidays.has(date);
  };
}

/** Trading days from `from` to `to`, both included, oldest first. */
export function tradingDaysBetween(
  from: IsoDate,
  to: IsoDate,
  isOpen: TradingDayTest = isTradingDay,
): IsoDate[] {
  const days: IsoDate[] = [];
  for (let t = parseIsoDate(from).getTime(); t <= parseIsoDate(to).getTime(); t += DAY_MS) {
    const date = toIsoDate(new Date(t));
    if (isOpen(date)) days.push(date);
  }
  return days;
}

/** The exchange date (Asia/Jakarta, UTC+7, no daylight saving) at an instant. */
export function jakartaDateOf(instant: Date): IsoDate {
  return toIsoDate(new Date(instant.getTime() + 7 * 3_600_000));
}

/**
 * The last trading day whose session has closed at `now`: today after 16:15 Jakarta time (the end
 * of post-closing), otherwise the trading day before.
 */
export function lastCompleteTradingDay(now: Date): IsoDate {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  const minutes = jakarta.getUTCHours() * 60 + jakarta.getUTCMinutes();
  let t = parseIsoDate(toIsoDate(jakarta)).getTime();
  if (minutes < 16 * 60 + 15) t -= DAY_MS;
  while (!isTradingDay(toIsoDate(new Date(t)))) t -= DAY_MS;
  return toIsoDate(new Date(t));
}
