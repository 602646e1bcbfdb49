import { describe, expect, it } from 'vitest';
import { marketSessionAt, type MarketSession } from './market-session.ts';
import { exchangeCalendar } from './reference/calendar.ts';

// November 2026: Monday the 9th, Friday the 13th, Saturday the 14th, Monday the 16th. Instants are
// UTC; WIB is 7 hours ahead. A stored calendar replaces the built-in one for its year, so November
// trades every weekday in the first and all but the 16th in the second.
const weekdaysOpen = exchangeCalendar(['2026-01-01']);
const mondayHoliday = exchangeCalendar(['2026-11-16']);

const session = (
  state: MarketSession['state'],
  date: string,
  startsAt: string,
  endsAt: string,
  nextState: MarketSession['state'],
): MarketSession => ({ state, date, startsAt, endsAt, nextState });

describe('IDX session state in WIB', () => {
  it.each([
    [
      'Monday 08:44:59: closed since Friday, until pre-opening',
      '2026-11-09T01:44:59Z',
      session('closed', '2026-11-09', '2026-11-06T09:15:00.000Z', '2026-11-09T01:45:00.000Z', 'pre-opening'),
    ],
    [
      'Monday 08:45: pre-opening until 09:00',
      '2026-11-09T01:45:00Z',
      session(
        'pre-opening',
        '2026-11-09',
        '2026-11-09T01:45:00.000Z',
        '2026-11-09T02:00:00.000Z',
        'session-1',
      ),
    ],
    [
      'Monday 09:00: session I until 12:00',
      '2026-11-09T02:00:00Z',
      session(
        'session-1',
        '2026-11-09',
        '2026-11-09T02:00:00.000Z',
        '2026-11-09T05:00:00.000Z',
        'lunch-break',
      ),
    ],
    [
      'Monday 12:30: lunch until 13:30',
      '2026-11-09T05:30:00Z',
      session(
        'lunch-break',
        '2026-11-09',
        '2026-11-09T05:00:00.000Z',
        '2026-11-09T06:30:00.000Z',
        'session-2',
      ),
    ],
    [
      'Friday 12:30: lunch from 11:30 until 14:00',
      '2026-11-13T05:30:00Z',
      session(
        'lunch-break',
        '2026-11-13',
        '2026-11-13T04:30:00.000Z',
        '2026-11-13T07:00:00.000Z',
        'session-2',
      ),
    ],
    [
      'Friday 13:45: still lunch',
      '2026-11-13T06:45:00Z',
      session(
        'lunch-break',
        '2026-11-13',
        '2026-11-13T04:30:00.000Z',
        '2026-11-13T07:00:00.000Z',
        'session-2',
      ),
    ],
    [
      'Friday 14:00: session II until 15:50',
      '2026-11-13T07:00:00Z',
      session(
        'session-2',
        '2026-11-13',
        '2026-11-13T07:00:00.000Z',
        '2026-11-13T08:50:00.000Z',
        'pre-closing',
      ),
    ],
    [
      'Friday 15:49:59: the published last minute of session II',
      '2026-11-13T08:49:59Z',
      session(
        'session-2',
        '2026-11-13',
        '2026-11-13T07:00:00.000Z',
        '2026-11-13T08:50:00.000Z',
        'pre-closing',
      ),
    ],
    [
      'Friday 15:55: pre-closing until 16:01',
      '2026-11-13T08:55:00Z',
      session(
        'pre-closing',
        '2026-11-13',
        '2026-11-13T08:50:00.000Z',
        '2026-11-13T09:01:00.000Z',
        'post-closing',
      ),
    ],
    [
      'Friday 16:00:30: the published last minute of pre-closing',
      '2026-11-13T09:00:30Z',
      session(
        'pre-closing',
        '2026-11-13',
        '2026-11-13T08:50:00.000Z',
        '2026-11-13T09:01:00.000Z',
        'post-closing',
      ),
    ],
    [
      'Friday 16:10: post-closing until 16:15',
      '2026-11-13T09:10:00Z',
      session('post-closing', '2026-11-13', '2026-11-13T09:01:00.000Z', '2026-11-13T09:15:00.000Z', 'closed'),
    ],
    [
      'Friday 16:20: closed until Monday 08:45',
      '2026-11-13T09:20:00Z',
      session('closed', '2026-11-13', '2026-11-13T09:15:00.000Z', '2026-11-16T01:45:00.000Z', 'pre-opening'),
    ],
  ])('%s', (_scenario, instant, expected) => {
    expect(marketSessionAt(new Date(instant), weekdaysOpen)).toEqual(expected);
  });

  it.each([
    [
      'Friday 16:20: closed until Tuesday 08:45, past the weekend and the holiday',
      '2026-11-13T09:20:00Z',
      session('closed', '2026-11-13', '2026-11-13T09:15:00.000Z', '2026-11-17T01:45:00.000Z', 'pre-opening'),
    ],
    [
      'Saturday 10:00: closed',
      '2026-11-14T03:00:00Z',
      session('closed', '2026-11-14', '2026-11-13T09:15:00.000Z', '2026-11-17T01:45:00.000Z', 'pre-opening'),
    ],
    [
      'the holiday from its first WIB minute (Sunday 17:00 UTC)',
      '2026-11-15T17:00:00Z',
      session('holiday', '2026-11-16', '2026-11-13T09:15:00.000Z', '2026-11-17T01:45:00.000Z', 'pre-opening'),
    ],
    [
      'the holiday at 10:00, when session I would run',
      '2026-11-16T03:00:00Z',
      session('holiday', '2026-11-16', '2026-11-13T09:15:00.000Z', '2026-11-17T01:45:00.000Z', 'pre-opening'),
    ],
  ])('with Monday a holiday, %s', (_scenario, instant, expected) => {
    expect(marketSessionAt(new Date(instant), mondayHoliday)).toEqual(expected);
  });
});
