import { describe, expect, it } from 'vitest';
import {
  addDateRange,
  canRemoveDates,
  DATE_WARNINGS,
  datesForQuickSelect,
  datesInRange,
  rangeLengthDays,
  removeDate,
} from './date-selection';

// The API's list, newest first: two weeks of weekdays ending Friday 2026-11-20.
const TRADE_DATES = [
  '2026-11-20',
  '2026-11-19',
  '2026-11-18',
  '2026-11-17',
  '2026-11-16',
  '2026-11-13',
  '2026-11-12',
  '2026-11-11',
  '2026-11-10',
  '2026-11-09',
];

describe('quick select', () => {
  it('1 Day, 3 Days and 1 Week take the latest 1, 3 and 5 trading dates, oldest first', () => {
    expect(datesForQuickSelect('1day', TRADE_DATES)).toEqual(['2026-11-20']);
    expect(datesForQuickSelect('3days', TRADE_DATES)).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(datesForQuickSelect('1week', TRADE_DATES)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('selects nothing before the trade dates are known', () => {
    expect(datesForQuickSelect('3days', [])).toEqual([]);
  });
});

describe('adding a range', () => {
  const selected = ['2026-11-20'];

  it('does nothing while a date is empty', () => {
    expect(addDateRange(selected, '', '2026-11-19', TRADE_DATES, { limitDates: false })).toEqual({
      kind: 'ignored',
    });
    expect(addDateRange(selected, '2026-11-19', '', TRADE_DATES, { limitDates: true })).toEqual({
      kind: 'ignored',
    });
  });

  it('refuses a start after the end', () => {
    expect(addDateRange(selected, '2026-11-19', '2026-11-18', TRADE_DATES, { limitDates: false })).toEqual({
      kind: 'warning',
      warning: { title: 'Tanggal Tidak Valid', message: 'Tanggal mulai harus sebelum tanggal akhir' },
    });
  });

  it('refuses a range over 7 days and accepts exactly 7', () => {
    expect(rangeLengthDays('2026-11-09', '2026-11-16')).toBe(8);
    expect(addDateRange(selected, '2026-11-09', '2026-11-16', TRADE_DATES, { limitDates: false })).toEqual({
      kind: 'warning',
      warning: {
        title: 'Rentang Tanggal Terlalu Panjang',
        message: 'Maksimal rentang tanggal adalah 7 hari',
      },
    });
    expect(addDateRange(selected, '2026-11-10', '2026-11-16', TRADE_DATES, { limitDates: false })).toEqual({
      kind: 'added',
      dates: ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-16', '2026-11-20'],
    });
  });

  it('merges only trading days, skipping the weekend', () => {
    expect(addDateRange(selected, '2026-11-13', '2026-11-16', TRADE_DATES, { limitDates: false })).toEqual({
      kind: 'added',
      dates: ['2026-11-13', '2026-11-16', '2026-11-20'],
    });
  });

  it('falls back to weekdays when the trade dates are unknown', () => {
    expect(datesInRange('2026-11-13', '2026-11-16', [])).toEqual(['2026-11-13', '2026-11-16']);
  });

  it('refuses more than 7 merged dates in Done Detail, keeps the latest 7 in Done Summary', () => {
    const five = datesForQuickSelect('1week', TRADE_DATES);
    expect(addDateRange(five, '2026-11-10', '2026-11-13', TRADE_DATES, { limitDates: true })).toEqual({
      kind: 'warning',
      warning: DATE_WARNINGS.tooManyDates,
    });
    expect(DATE_WARNINGS.tooManyDates).toEqual({
      title: 'Terlalu Banyak Tanggal',
      message: 'Maksimal 7 tanggal yang bisa dipilih',
    });
    const merged = addDateRange(five, '2026-11-10', '2026-11-13', TRADE_DATES, { limitDates: false });
    expect(merged).toEqual({
      kind: 'added',
      dates: ['2026-11-12', '2026-11-13', ...five],
      dropped: ['2026-11-10', '2026-11-11'],
    });
  });
});

describe('removing a date chip', () => {
  it('removes a date while more than one is selected', () => {
    expect(removeDate(['2026-11-19', '2026-11-20'], '2026-11-19')).toEqual(['2026-11-20']);
    expect(canRemoveDates(['2026-11-19', '2026-11-20'])).toBe(true);
  });

  it('keeps the last date', () => {
    expect(removeDate(['2026-11-20'], '2026-11-20')).toEqual(['2026-11-20']);
    expect(canRemoveDates(['2026-11-20'])).toBe(false);
  });
});
