import { describe, expect, it } from 'vitest';
import {
  dateFromDayNumber,
  dayNumber,
  isoWeekStart,
  jakartaEpochSeconds,
  toTradingDay,
} from './jakarta-time.ts';

describe('Jakarta exchange time', () => {
  it('reads 09:00 WIB on 2 Jan 2024 as 02:00 UTC', () => {
    // 2024-01-02T02:00:00Z = 1,704,160,800
    expect(jakartaEpochSeconds('2024-01-02', 9 * 60)).toBe(1_704_160_800);
  });

  it('starts ISO weeks on Monday', () => {
    // 1970-01-01 (day 0) was a Thursday: its week starts Monday 29 Dec 1969 (day -3)
    expect(isoWeekStart(0)).toBe(-3);
    // Sunday 7 Jan 2024 belongs to the week of Monday 1 Jan 2024
    expect(dateFromDayNumber(isoWeekStart(dayNumber('2024-01-07')))).toBe('2024-01-01');
    expect(dateFromDayNumber(isoWeekStart(dayNumber('2024-01-08')))).toBe('2024-01-08');
  });

  it('assigns a 06:00 WIB print to the previous trading day and 07:00 to its own', () => {
    expect(toTradingDay(jakartaEpochSeconds('2024-01-02', 6 * 60))).toBe('2024-01-01');
    expect(toTradingDay(jakartaEpochSeconds('2024-01-02', 7 * 60))).toBe('2024-01-02');
  });
});
