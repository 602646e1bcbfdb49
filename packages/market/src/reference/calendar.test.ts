import { describe, expect, it } from 'vitest';
import { isTradingDay, lastCompleteTradingDay, tradingDaysBetween } from './calendar.ts';

describe('IDX trading calendar', () => {
  it('skips weekends and exchange holidays', () => {
    expect(isTradingDay('2026-11-21')).toBe(false); // Saturday
    expect(isTradingDay('2026-11-22')).toBe(false); // Sunday
    expect(isTradingDay('2026-08-17')).toBe(false); // Independence Day, a Monday
    expect(isTradingDay('2026-11-23')).toBe(true);
  });

  it('lists the trading days of a week with a holiday in it', () => {
    // Week of Independence Day 2026: Mon 17 Aug is closed.
    expect(tradingDaysBetween('2026-08-15', '2026-08-21')).toEqual([
      '2026-08-18',
      '2026-08-19',
      '2026-08-20',
      '2026-08-21',
    ]);
  });

  it('counts today as complete only after post-closing ends at 16:15 Jakarta time', () => {
    // Monday 23 Nov 2026: 09:14 UTC is 16:14 WIB, 09:16 UTC is 16:16 WIB.
    expect(lastCompleteTradingDay(new Date('2026-11-23T09:14:00Z'))).toBe('2026-11-20');
    expect(lastCompleteTradingDay(new Date('2026-11-23T09:16:00Z'))).toBe('2026-11-23');
    // Sunday: the Friday before.
    expect(lastCompleteTradingDay(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-20');
  });
});
