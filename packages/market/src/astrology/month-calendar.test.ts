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
    const days = monthCalendar('2024-02');
    for (const day of days) expect(day.pillars.day.index).toBe(dayPillarIndex(day.date));
    // Lichun 2024 fell on 4 Feb: the 4th still reads Gui-Mao / Yi-Chou, the 5th Jia-Chen / Bing-Yin.
    expect(days[3]!.pillars.year).toMatchObject({ stem: 'Gui', branch: 'Mao' });
    expect(days[3]!.pillars.month).toMatchObject({ stem: 'Yi', branch: 'Chou' });
    expect(days[4]!.pillars.year).toMatchObject({ stem: 'Jia', branch: 'Chen', animal: 'Dragon' });
    expect(days[4]!.pillars.month).toMatchObject({ stem: 'Bing', branch: 'Yin', animal: 'Tiger' });
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
