import { ERROR_CODES, HOLIDAY_MESSAGES, type THoliday, type TListHolidaysData } from '@pantau/contracts';
import { weekdayOf, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findLastBarDate } from '../market.repo.ts';
import { deleteHoliday, findCalendarYears, findHolidaysOfYear, upsertHoliday } from './holidays.repo.ts';

export const isWeekend = (date: IsoDate) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

/** A year's exchange holidays; by default the year of the last stored day (or this year). */
export async function listHolidays(db: Db, year?: number): Promise<TListHolidaysData> {
  const shown = year ?? Number((await findLastBarDate(db))?.slice(0, 4) ?? new Date().getUTCFullYear());
  const [holidays, years] = await Promise.all([findHolidaysOfYear(db, shown), findCalendarYears(db)]);
  return { year: shown, holidays, years };
}

export async function putHoliday(db: Db, date: IsoDate, name: string): Promise<THoliday> {
  if (isWeekend(date)) throw new AppError(400, ERROR_CODES.validation, HOLIDAY_MESSAGES.weekend, 'date');
  return upsertHoliday(db, date, name);
}

export async function removeHoliday(db: Db, date: IsoDate): Promise<void> {
  if (!(await deleteHoliday(db, date))) {
    throw new AppError(404, ERROR_CODES.notFound, HOLIDAY_MESSAGES.notFound, 'date');
  }
}
