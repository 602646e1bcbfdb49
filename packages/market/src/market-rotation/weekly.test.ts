import { describe, expect, it } from 'vitest';
import { resampleWeekly, resampleWeeklyWithVolume } from './weekly.ts';

describe('weekly resampling', () => {
  const days = [
    { date: '2024-12-27', close: 1, volume: 5 },
    { date: '2024-12-30', close: 2, volume: 1 },
    { date: '2024-12-31', close: 3, volume: 2 },
    { date: '2025-01-03', close: 4, volume: 3 },
    { date: '2025-01-06', close: 5, volume: 4 },
  ];

  it('keeps the last trading day of each ISO week, across New Year', () => {
    // ISO weeks: 23-29 Dec, 30 Dec - 5 Jan, 6-12 Jan (in progress)
    expect(resampleWeekly(days).map((day) => day.date)).toEqual(['2024-12-27', '2025-01-03', '2025-01-06']);
  });

  it('sums the volume of each week', () => {
    expect(resampleWeeklyWithVolume(days)).toEqual([
      { date: '2024-12-27', close: 1, volume: 5 },
      { date: '2025-01-03', close: 4, volume: 6 },
      { date: '2025-01-06', close: 5, volume: 4 },
    ]);
  });
});
