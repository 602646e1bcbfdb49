import { describe, expect, it } from 'vitest';
import type { TCoverageDay } from '@pantau/contracts';
import {
  currentExchangeMonth,
  dayMark,
  formatMonth,
  latestDataMonth,
  monthRange,
  shiftMonth,
  weekdayGrid,
} from './coverage-month';

const day = (date: string, overrides: Partial<TCoverageDay> = {}): TCoverageDay => ({
  date,
  trading_day: true,
  holiday: null,
  missing: false,
  trade_records: 0,
  stock_summary: 0,
  index_summary: 0,
  broker_summary: 0,
  ownership: 0,
  ...overrides,
});

describe('coverage month', () => {
  it('lays November 2026 out as Monday-to-Friday rows, blank before Monday the 2nd', () => {
    // 1 November 2026 is a Sunday, 30 November a Monday.
    const grid = weekdayGrid('2026-11');
    expect(grid).toHaveLength(5);
    expect(grid[0]).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(grid[4]).toEqual(['2026-11-30', null, null, null, null]);
    expect(grid.flat().filter(Boolean)).toHaveLength(21);
  });

  it('starts a month that opens mid-week with blanks for the days of the month before', () => {
    // 1 July 2026 is a Wednesday.
    expect(weekdayGrid('2026-07')[0]).toEqual([null, null, '2026-07-01', '2026-07-02', '2026-07-03']);
  });

  it('asks for whole months, leap February included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('steps across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('defaults to the month of the newest dataset, or none when nothing is stored', () => {
    expect(
      latestDataMonth([
        { dataset: 'trade-records', latest_date: '2026-10-30', last_import_at: null },
        { dataset: 'stock-summary', latest_date: '2026-11-02', last_import_at: null },
        { dataset: 'ownership', latest_date: null, last_import_at: null },
      ]),
    ).toBe('2026-11');
    expect(latestDataMonth([{ dataset: 'ownership', latest_date: null, last_import_at: null }])).toBeNull();
  });

  it('takes today in Jakarta: 20:00 UTC on 31 October is already November there', () => {
    expect(currentExchangeMonth(new Date('2026-10-31T20:00:00Z'))).toBe('2026-11');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('marks a recorded holiday even before it comes, named or not, and never as closed', () => {
    const today = '2026-08-20';
    const independence = day('2026-08-17', { trading_day: false, holiday: 'Hari Kemerdekaan' });
    expect(dayMark('2026-08-17', independence, today)).toBe('holiday');
    expect(dayMark('2026-12-24', day('2026-12-24', { trading_day: false, holiday: '' }), today)).toBe(
      'holiday',
    );
  });

  it('marks a trading day without data as missing, and a past non-trading weekday as closed', () => {
    const today = '2026-08-20';
    expect(dayMark('2026-08-18', day('2026-08-18', { missing: true }), today)).toBe('missing');
    expect(dayMark('2026-08-19', day('2026-08-19', { trading_day: false }), today)).toBe('closed');
    // The stored calendar does not reach a day still to come, nor one the answer leaves out.
    expect(dayMark('2026-08-21', day('2026-08-21', { trading_day: false }), today)).toBeNull();
    expect(dayMark('2026-08-20', day('2026-08-20', { stock_summary: 950 }), today)).toBeNull();
    expect(dayMark('2026-08-19', undefined, today)).toBeNull();
  });
});
