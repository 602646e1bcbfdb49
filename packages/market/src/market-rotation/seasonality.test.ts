import { describe, expect, it } from 'vitest';
import { heatIntensity, monthlySeasonality } from './seasonality.ts';

describe('monthly seasonality', () => {
  it('compares month-end closes and averages each month across years', () => {
    const closes = [
      { date: '2022-11-15', close: 90 },
      { date: '2022-11-30', close: 100 },
      { date: '2022-12-30', close: 110 },
      { date: '2023-01-31', close: 99 },
      { date: '2023-12-29', close: 120 },
      { date: '2024-01-10', close: 114 },
      { date: '2024-01-31', close: 126 },
    ];
    const { years, average } = monthlySeasonality(closes);
    expect(years.map((year) => year.year)).toEqual([2022, 2023, 2024]);
    const perf = (year: number, month: number) =>
      years.find((y) => y.year === year)?.months[month - 1]?.performance;
    // Nov 2022 is the first month: no previous close
    expect(perf(2022, 11)).toBeNull();
    // Dec 2022: 110 / 100 - 1 = +10%; Jan 2023: 99 / 110 - 1 = -10%; Jan 2024: 126 / 120 - 1 = +5%
    expect(perf(2022, 12)).toBeCloseTo(10, 10);
    expect(perf(2023, 1)).toBeCloseTo(-10, 10);
    expect(perf(2024, 1)).toBeCloseTo(5, 10);
    // Dec 2023 follows a month without data (Nov 2023): null
    expect(perf(2023, 12)).toBeNull();
    // January average over 2023 and 2024: (-10 + 5) / 2 = -2.5; December only 2022: 10
    expect(average[0]).toEqual({ month: 1, performance: expect.closeTo(-2.5, 10) });
    expect(average[11]).toEqual({ month: 12, performance: expect.closeTo(10, 10) });
    expect(average[5]).toEqual({ month: 6, performance: null });
  });

  it('returns no years for no data', () => {
    expect(monthlySeasonality([]).years).toEqual([]);
  });

  it('scales heat intensity by a third of the performance, capped at 1', () => {
    expect(heatIntensity(1.5)).toBe(0.5);
    expect(heatIntensity(-4)).toBe(1);
    expect(heatIntensity(null)).toBe(0);
  });
});
