import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { exchangeCalendar, type IsoDate, type TradingDayTest } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { exchangeHolidays } from '../../../db/market-schema.ts';

export type HolidayRow = typeof exchangeHolidays.$inferSelect;

export async function findHolidaysBetween(db: Db, from: IsoDate, to: IsoDate): Promise<HolidayRow[]> {
  return db
    .select()
    .from(exchangeHolidays)
    .where(and(gte(exchangeHolidays.date, from), lte(exchangeHolidays.date, to)))
    .orderBy(asc(exchangeHolidays.date));
}

export const findHolidaysOfYear = (db: Db, year: number) =>
  findHolidaysBetween(db, `${year}-01-01`, `${year}-12-31`);

/** The calendar feeds and schedules follow: the stored holidays, the built-in list for other years. */
export async function loadExchangeCalendar(db: Db): Promise<TradingDayTest> {
  const rows = await db.select({ date: exchangeHolidays.date }).from(exchangeHolidays);
  return exchangeCalendar(rows.map((row) => row.date));
}

export async function findCalendarYears(db: Db): Promise<number[]> {
  const year = sql<number>`extract(year from ${exchangeHolidays.date})::int`;
  const rows = await db.selectDistinct({ year }).from(exchangeHolidays).orderBy(year);
  return rows.map((row) => Number(row.year));
}

export async function upsertHoliday(db: Db, date: IsoDate, name: string): Promise<HolidayRow> {
  const [row] = await db
    .insert(exchangeHolidays)
    .values({ date, name })
    .onConflictDoUpdate({ target: exchangeHolidays.date, set: { name } })
    .returning();
  return row!;
}

export async function deleteHoliday(db: Db, date: IsoDate): Promise<boolean> {
  const rows = await db
    .delete(exchangeHolidays)
    .where(eq(exchangeHolidays.date, date))
    .returning({ date: exchangeHolidays.date });
  return rows.length > 0;
}

/** Replaces each given year's calendar with these holidays, in the caller's transaction. */
export async function replaceHolidayYears(
  db: Db,
  years: readonly number[],
  holidays: ReadonlyArray<{ date: IsoDate; name: string }>,
): Promise<void> {
  for (const year of years) {
    await db
      .delete(exchangeHolidays)
      .where(and(gte(exchangeHolidays.date, `${year}-01-01`), lte(exchangeHolidays.date, `${year}-12-31`)));
  }
  if (holidays.length > 0) await db.insert(exchangeHolidays).values([...holidays]);
}
