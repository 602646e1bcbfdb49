import { describe, expect, it } from 'vitest';
import { checkInventoryRange, defaultRange, presetRange, shiftMonthsBack } from './inventory-dates';

const tradeDates = ['2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16', '2026-11-13'];

describe('inventory date window', () => {
  it('defaults to one month back to the last trading day', () => {
    expect(defaultRange(tradeDates)).toEqual({ from: '2026-10-20', to: '2026-11-20' });
    expect(defaultRange([])).toBeNull();
    expect(shiftMonthsBack('2026-03-31', 1)).toBe('2026-02-28');
    expect(shiftMonthsBack('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('takes the latest 1, 3 or 5 trading days for Quick Select', () => {
    expect(presetRange('1day', tradeDates)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(presetRange('3days', tradeDates)).toEqual({ from: '2026-11-18', to: '2026-11-20' });
    expect(presetRange('1week', tradeDates)).toEqual({ from: '2026-11-16', to: '2026-11-20' });
    expect(presetRange('1week', tradeDates.slice(0, 2))).toEqual({ from: '2026-11-19', to: '2026-11-20' });
  });

  it('warns about a start after the end and a window over one year', () => {
    expect(checkInventoryRange({ from: '2026-11-20', to: '2026-11-19' })?.title).toBe('Tanggal Tidak Valid');
    // The API allows 366 days between the dates: 19 Nov 2025 → 20 Nov 2026 is the longest.
    expect(checkInventoryRange({ from: '2025-11-18', to: '2026-11-20' })?.message).toBe(
      'Maksimal rentang tanggal adalah 1 tahun',
    );
    expect(checkInventoryRange({ from: '2025-11-19', to: '2026-11-20' })).toBeNull();
    expect(checkInventoryRange({ from: '2026-11-20', to: '2026-11-20' })).toBeNull();
  });
});
