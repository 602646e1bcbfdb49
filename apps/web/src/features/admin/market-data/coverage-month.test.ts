import { describe, expect, it } from 'vitest';
import {
  currentExchangeMonth,
  formatMonth,
  latestDataMonth,
  monthRange,
  shiftMonth,
  weekdayGrid,
} from './coverage-month';

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
});
