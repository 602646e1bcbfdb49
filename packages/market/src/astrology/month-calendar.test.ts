import { describe, expect, it } from 'vitest';
import { dayPillarIndex } from './bazi.ts';
import { monthCalendar, shiftMonth } from './month-calendar.ts';

describe('monthCalendar', () => {
  it('lists every day of February 2024 (a leap year) with its weekday', () => {
    const days = monthCalendar('2024-02');
    expect(days).toHaveLength(29);
    expect(days[0]).toMatchObject({ date: '2024-02-01', weekday: 4 });
    expect(days[28]).toMatchObject({ date: '2024-02-29', weekday: 4 });
  });

  it('gives each day the cycle’s day pillar and turns year and month after Lichun', () => {
    const days = monthCalendar('2025-02');
    for (const day of days) expect(day.pillars.day.index).toBe(dayPillarIndex(day.date));
    // Lichun 2025 fell on 3 Feb at 21:10 WIB, after the close: the 3rd still reads Jia-Chen / Ding-Chou,
    // the 4th Yi-Si / Wu-Yin (a Yi year's Tiger month).
    expect(days[2]!.pillars.year).toMatchObject({ stem: 'Jia', branch: 'Chen' });
    expect(days[2]!.pillars.month).toMatchObject({ stem: 'Ding', branch: 'Chou' });
    expect(days[3]!.pillars.year).toMatchObject({ stem: 'Yi', branch: 'Si', animal: 'Snake' });
    expect(days[3]!.pillars.month).toMatchObject({ stem: 'Wu', branch: 'Yin', animal: 'Tiger' });
  });

  it('refuses a malformed month', () => {
    expect(() => monthCalendar('2024-13')).toThrow(/YYYY-MM/);
    expect(() => monthCalendar('2024-2')).toThrow(/YYYY-MM/);
  });
});

describe('shiftMonth', () => {
  it('crosses year boundaries both ways', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });
});
