import { describe, expect, it } from 'vitest';
import { exchangeCalendar } from '@pantau/market';
import { expandFeedUrl, feedMarketDate, nextFeedRun } from './feed-dates.ts';

const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

describe('expandFeedUrl', () => {
  it('fills every placeholder with the market date', () => {
    expect(expandFeedUrl('https://x.test/{yyyy}/{mm}/{dd}/Summary-{yyyymmdd}.json', '2026-03-05')).toBe(
      'https://x.test/2026/03/05/Summary-20260305.json',
    );
  });
});

describe('feedMarketDate', () => {
  it('is the day itself for daily files', () => {
    expect(feedMarketDate('stock-summary', '2026-11-10')).toBe('2026-11-10');
  });

  it("is last month's last trading day for KSEI Balancepos, skipping weekends and holidays", () => {
    // 31 Oct 2026 is a Saturday: the month's last trading day is Friday the 30th.
    expect(feedMarketDate('ksei-balancepos', '2026-11-10')).toBe('2026-10-30');
    // 31 Dec 2026 is an exchange holiday (and the 24th/25th): Wednesday the 30th.
    expect(feedMarketDate('ksei-balancepos', '2027-01-05')).toBe('2026-12-30');
  });
});

describe('feeds on a stored exchange calendar', () => {
  it('skip its holidays in a year it covers and follow the built-in list in other years', () => {
    // 2027 is not in the built-in list; an operator stored its calendar with Thursday 1 April closed.
    const isOpen = exchangeCalendar(['2027-01-01', '2027-04-01']);
    expect(nextFeedRun('stock-summary', '17:30', wib('2027-04-01', '09:00'), null, isOpen)).toEqual(
      wib('2027-04-02', '17:30'),
    );
    expect(nextFeedRun('stock-summary', '17:30', wib('2027-04-01', '09:00'), null)).toEqual(
      wib('2027-04-01', '17:30'),
    );
    // 2026 has no stored holiday, so its built-in ones still count: 31 December is closed.
    expect(feedMarketDate('ksei-balancepos', '2027-01-05', isOpen)).toBe('2026-12-30');
  });
});

describe('nextFeedRun', () => {
  it('is today at its time before it, and now once the time has passed with nothing fetched', () => {
    expect(nextFeedRun('stock-summary', '17:30', wib('2026-11-10', '09:00'), null)).toEqual(
      wib('2026-11-10', '17:30'),
    );
    expect(nextFeedRun('stock-summary', '17:30', wib('2026-11-10', '18:00'), null)).toEqual(
      wib('2026-11-10', '18:00'),
    );
  });

  it('skips the weekend and holidays', () => {
    const done = { status: 'done' as const, nextAttemptAt: null, lastAttemptAt: wib('2026-11-13', '17:31') };
    // Friday's file is done: Monday.
    expect(nextFeedRun('stock-summary', '17:30', wib('2026-11-13', '18:00'), done)).toEqual(
      wib('2026-11-16', '17:30'),
    );
    // Saturday: Monday. Christmas Eve (Thursday) and Christmas are holidays: the next is the 28th.
    expect(nextFeedRun('stock-summary', '17:30', wib('2026-11-14', '10:00'), null)).toEqual(
      wib('2026-11-16', '17:30'),
    );
    expect(nextFeedRun('stock-summary', '17:30', wib('2026-12-24', '10:00'), null)).toEqual(
      wib('2026-12-28', '17:30'),
    );
  });

  it('is the retry time while one is due, and none while a fetch runs', () => {
    const now = wib('2026-11-10', '17:31');
    const waiting = {
      status: 'waiting' as const,
      nextAttemptAt: wib('2026-11-10', '17:36'),
      lastAttemptAt: now,
    };
    expect(nextFeedRun('stock-summary', '17:30', now, waiting)).toEqual(wib('2026-11-10', '17:36'));
    expect(nextFeedRun('stock-summary', '17:30', now, { ...waiting, status: 'running' })).toBeNull();
  });

  it("waits for next month once the month's Balancepos is done, and tries a given-up one again the next day", () => {
    const now = wib('2026-11-10', '10:00');
    const done = { status: 'done' as const, nextAttemptAt: null, lastAttemptAt: wib('2026-11-03', '09:00') };
    expect(nextFeedRun('ksei-balancepos', '09:00', now, done)).toEqual(wib('2026-12-01', '09:00'));
    const gaveUpYesterday = {
      ...done,
      status: 'gave_up' as const,
      lastAttemptAt: wib('2026-11-09', '11:00'),
    };
    expect(nextFeedRun('ksei-balancepos', '09:00', now, gaveUpYesterday)).toEqual(now);
    const gaveUpToday = { ...gaveUpYesterday, lastAttemptAt: wib('2026-11-10', '09:40') };
    expect(nextFeedRun('ksei-balancepos', '09:00', now, gaveUpToday)).toEqual(wib('2026-11-11', '09:00'));
  });
});
