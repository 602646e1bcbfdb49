import { JAKARTA_OFFSET_SECONDS, dateFromDayNumber } from '@pantau/market';

const SECONDS_PER_DAY = 86_400;

/**
 * Candle times for lightweight-charts, which labels its axis in UTC. Intraday: the Jakarta
 * wall-clock time read as UTC (a real epoch + 7 h), so 09:00 WIB shows as 09:00. Daily and longer:
 * the bucket's first trading date as a 'YYYY-MM-DD' business day.
 */
export function wallClockSeconds(epochSeconds: number): number {
  return epochSeconds + JAKARTA_OFFSET_SECONDS;
}

export function businessDay(epochSeconds: number): string {
  return dateFromDayNumber(Math.floor((epochSeconds + JAKARTA_OFFSET_SECONDS) / SECONDS_PER_DAY));
}

/** Calendar arithmetic on exchange dates. */
export function shiftDate(date: string, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
