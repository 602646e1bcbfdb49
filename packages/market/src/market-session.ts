import {
  jakartaDateOf,
  parseIsoDate,
  toIsoDate,
  weekdayOf,
  type TradingDayTest,
} from './reference/calendar.ts';
import type { IsoDate } from './types.ts';

export type MarketSessionState =
  | 'pre-opening'
  | 'session-1'
  | 'lunch-break'
  | 'session-2'
  | 'pre-closing'
  | 'post-closing'
  | 'closed'
  | 'holiday';

/** Where the exchange's day stands at an instant; instants are ISO strings in UTC. */
export type MarketSession = {
  state: MarketSessionState;
  /** The exchange date (WIB) of the instant. */
  date: IsoDate;
  startsAt: string;
  endsAt: string;
  nextState: MarketSessionState;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;
/** Longer than any run of holidays and weekends the exchange has had (Lebaran leave is ~10 days). */
const MAX_SHUT_DAYS = 366;

const hm = (hours: number, minutes: number) => hours * 60 + minutes;
const OPENS = hm(8, 45);
const CLOSES = hm(16, 15);

type Phase = { state: MarketSessionState; from: number; to: number };

/**
 * A trading day's phases as [from, to) minutes of the WIB day, each ending where the next begins.
 * The published times name minutes, inclusive: pre-opening "08:45-08:59" holds all of 08:59, so it
 * ends at 09:00:00, and likewise session II ("-15:49") ends at 15:50 and pre-closing ("-16:00") at
 * 16:01, which is when post-closing ("16:01-") starts. Post-closing ends at 16:15, not 16:16: that
 * is the instant lastCompleteTradingDay counts the day as complete, and the two must not disagree.
 * Friday's session I ends early and session II starts late (Friday prayers), a 2.5-hour lunch.
 */
function phasesOf(date: IsoDate): Phase[] {
  const friday = weekdayOf(date) === 5;
  const lunchFrom = friday ? hm(11, 30) : hm(12, 0);
  const lunchTo = friday ? hm(14, 0) : hm(13, 30);
  return [
    { state: 'pre-opening', from: OPENS, to: hm(9, 0) },
    { state: 'session-1', from: hm(9, 0), to: lunchFrom },
    { state: 'lunch-break', from: lunchFrom, to: lunchTo },
    { state: 'session-2', from: lunchTo, to: hm(15, 50) },
    { state: 'pre-closing', from: hm(15, 50), to: hm(16, 1) },
    { state: 'post-closing', from: hm(16, 1), to: CLOSES },
  ];
}

/** The instant a WIB date's clock shows `minutes` past midnight. */
const instantAt = (date: IsoDate, minutes: number) =>
  new Date(parseIsoDate(date).getTime() + minutes * MINUTE_MS - WIB_OFFSET_MS);

const addDays = (date: IsoDate, days: number) =>
  toIsoDate(new Date(parseIsoDate(date).getTime() + days * DAY_MS));

/** The nearest trading day from `date` (itself included) in `step`'s direction that `accepts`. */
function findTradingDay(
  date: IsoDate,
  step: 1 | -1,
  isOpen: TradingDayTest,
  accepts: (day: IsoDate) => boolean,
): IsoDate {
  for (let day = date, tried = 0; tried <= MAX_SHUT_DAYS; day = addDays(day, step), tried++) {
    if (isOpen(day) && accepts(day)) return day;
  }
  throw new Error(`no trading day within ${MAX_SHUT_DAYS} days of ${date}: is the exchange calendar right?`);
}

/**
 * The IDX session state at `instant` in WIB, by the exchange calendar `isOpen`. Outside the
 * sessions the market is shut from one trading day's close (16:15) to the next one's pre-opening
 * (08:45), whatever weekends and holidays lie between: that is the period `closed` and `holiday`
 * report, so a closed Friday evening ends at Tuesday's pre-opening when Monday is a holiday.
 * `holiday` names a weekday the calendar closes, all day; weekends and the hours around a trading
 * day's sessions are `closed`.
 */
export function marketSessionAt(instant: Date, isOpen: TradingDayTest): MarketSession {
  const date = jakartaDateOf(instant);
  const time = instant.getTime();
  if (isOpen(date)) {
    const phases = phasesOf(date);
    const index = phases.findIndex(
      (phase) => time >= instantAt(date, phase.from).getTime() && time < instantAt(date, phase.to).getTime(),
    );
    const phase = phases[index];
    if (phase) {
      return {
        state: phase.state,
        date,
        startsAt: instantAt(date, phase.from).toISOString(),
        endsAt: instantAt(date, phase.to).toISOString(),
        nextState: phases[index + 1]?.state ?? 'closed',
      };
    }
  }
  const weekday = weekdayOf(date);
  const lastClose = findTradingDay(date, -1, isOpen, (day) => instantAt(day, CLOSES).getTime() <= time);
  const nextOpen = findTradingDay(date, 1, isOpen, (day) => instantAt(day, OPENS).getTime() > time);
  return {
    state: weekday !== 0 && weekday !== 6 && !isOpen(date) ? 'holiday' : 'closed',
    date,
    startsAt: instantAt(lastClose, CLOSES).toISOString(),
    endsAt: instantAt(nextOpen, OPENS).toISOString(),
    nextState: 'pre-opening',
  };
}
