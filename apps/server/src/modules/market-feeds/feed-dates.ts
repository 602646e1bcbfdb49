import type { TFeedKind } from '@pantau/contracts';
import {
  isTradingDay,
  jakartaDateOf,
  parseIsoDate,
  toIsoDate,
  type IsoDate,
  type TradingDayTest,
} from '@pantau/market';

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** The URL of one market date's file: {yyyy} {mm} {dd} {yyyymmdd} filled in. */
export function expandFeedUrl(template: string, date: IsoDate): string {
  const [yyyy, mm, dd] = date.split('-') as [string, string, string];
  return template
    .replaceAll('{yyyymmdd}', `${yyyy}${mm}${dd}`)
    .replaceAll('{yyyy}', yyyy)
    .replaceAll('{mm}', mm)
    .replaceAll('{dd}', dd);
}

/** The instant a WIB time of day (HH:MM) falls on a market date. */
export function wibInstant(date: IsoDate, timeWib: string): Date {
  const [hours, minutes] = timeWib.split(':').map(Number) as [number, number];
  return new Date(parseIsoDate(date).getTime() + (hours * 60 + minutes) * 60_000 - WIB_OFFSET_MS);
}

/** `17:36` in WIB, for messages. */
export const wibClock = (instant: Date) =>
  new Date(instant.getTime() + WIB_OFFSET_MS).toISOString().slice(11, 16);

export const addDays = (date: IsoDate, days: number): IsoDate =>
  toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));

/**
 * The market date whose file a feed fetches on `today`: the day itself, except for KSEI's monthly
 * Balancepos, published early in a month for the last trading day of the month before.
 */
export function feedMarketDate(
  kind: TFeedKind,
  today: IsoDate,
  isOpen: TradingDayTest = isTradingDay,
): IsoDate {
  if (kind !== 'ksei-balancepos') return today;
  let date = addDays(`${today.slice(0, 8)}01`, -1);
  while (!isOpen(date)) date = addDays(date, -1);
  return date;
}

/** Where one feed's current market date stands, as stored in market_feed_days. */
export type FeedDayState = {
  status: 'running' | 'waiting' | 'done' | 'gave_up';
  nextAttemptAt: Date | null;
  lastAttemptAt: Date;
};

/**
 * When the scheduler will next fetch this feed: today at its time unless today's file is done or
 * given up, at the retry time while one is due, otherwise the next trading day at its time. Null
 * while a fetch is running (its outcome decides).
 */
export function nextFeedRun(
  kind: TFeedKind,
  timeWib: string,
  now: Date,
  current: FeedDayState | null,
  isOpen: TradingDayTest = isTradingDay,
): Date | null {
  const today = jakartaDateOf(now);
  const currentDate = feedMarketDate(kind, today, isOpen);
  if (current?.status === 'running') return null;
  for (let offset = 0; offset <= 400; offset++) {
    const day = addDays(today, offset);
    if (!isOpen(day)) continue;
    const due = wibInstant(day, timeWib);
    const sameFile = feedMarketDate(kind, day, isOpen) === currentDate;
    if (!sameFile || current === null) return offset === 0 && due < now ? now : due;
    if (current.status === 'done') continue;
    if (offset === 0) {
      if (current.status === 'waiting') {
        const retryAt = new Date(Math.max(due.getTime(), current.nextAttemptAt?.getTime() ?? 0));
        return retryAt < now ? now : retryAt;
      }
      // Given up: a monthly file given up on an earlier day is tried again today.
      if (jakartaDateOf(current.lastAttemptAt) < today) return due < now ? now : due;
      continue;
    }
    return due;
  }
  return null;
}
