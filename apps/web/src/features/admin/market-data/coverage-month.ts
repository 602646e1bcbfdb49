import type { TCoverageDay, TDatasetFreshness } from '@pantau/contracts';

/** A calendar month as 'YYYY-MM'. Dates are exchange dates 'YYYY-MM-DD', computed in UTC. */
export type Month = string;

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

export const monthOf = (isoDate: string): Month => isoDate.slice(0, 7);

export function shiftMonth(month: Month, delta: number): Month {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The first and last day of the month, the range the coverage is asked for. */
export function monthRange(month: Month): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: `${month}-01`,
    to: isoOf(new Date(Date.UTC(year, monthNumber, 0))),
  };
}

/**
 * The month's weekdays as rows of Monday..Friday; days of the neighbouring months are null. The
 * exchange never trades at weekends, so the grid leaves them out and stays readable on a phone.
 */
export function weekdayGrid(month: Month): Array<Array<string | null>> {
  const { from, to } = monthRange(month);
  const rows: Array<Array<string | null>> = [];
  let row: Array<string | null> | null = null;
  for (let day = new Date(`${from}T00:00:00Z`); isoOf(day) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (row === null || weekday === 1) {
      row = [null, null, null, null, null];
      rows.push(row);
    }
    row[weekday - 1] = isoOf(day);
  }
  return rows;
}

/** The month of the newest date any dataset covers, or null when nothing is stored yet. */
export function latestDataMonth(freshness: readonly TDatasetFreshness[]): Month | null {
  const dates = freshness.map((entry) => entry.latest_date).filter((date): date is string => date !== null);
  if (dates.length === 0) return null;
  return monthOf(dates.sort().at(-1)!);
}

/**
 * What a day's cell is marked as beyond its datasets. A recorded holiday is one whenever it falls,
 * but a weekday still to come is not "closed": the stored calendar simply does not reach it yet.
 */
export type DayMark = 'holiday' | 'missing' | 'closed';

export function dayMark(date: string, day: TCoverageDay | undefined, today: string): DayMark | null {
  if (!day) return null;
  if (day.holiday !== null) return 'holiday';
  if (day.missing) return 'missing';
  return !day.trading_day && date <= today ? 'closed' : null;
}

/** Today on the exchange (Asia/Jakarta), 'YYYY-MM-DD'. */
export function exchangeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const currentExchangeMonth = (now = new Date()): Month => monthOf(exchangeToday(now));

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const formatMonth = (month: Month) => monthTitle.format(new Date(`${month}-01T00:00:00Z`));
