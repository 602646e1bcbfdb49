import { describe, expect, it } from 'vitest';
import { dayPillarIndex, julianDayNumber, pillarAt, pillarsOf } from './bazi.ts';
import { STEMS, ZODIAC_ANIMALS } from './calendar.ts';

describe('day pillar', () => {
  it('1949-10-01 is Jia-Zi, the start of the cycle', () => {
    // JDN 2,433,191 + 49 = 2,433,240 = 60 × 40,554 → 0
    expect(julianDayNumber('1949-10-01')).toBe(2_433_191);
    expect(pillarsOf('1949-10-01').day).toEqual({
      stem: 'Jia',
      branch: 'Zi',
      element: 'Wood',
      polarity: 'Yang',
      animal: 'Rat',
      index: 0,
    });
  });

  it('2000-01-01 is Wu-Wu (Yang Earth Horse)', () => {
    // JDN 2,451,545 + 49 = 2,451,594; 2,451,594 − 60 × 40,859 = 54; 54 mod 10 = 4 Wu, 54 mod 12 = 6 Wu
    expect(dayPillarIndex('2000-01-01')).toBe(54);
    expect(pillarsOf('2000-01-01').day).toMatchObject({
      stem: 'Wu',
      branch: 'Wu',
      element: 'Earth',
      animal: 'Horse',
      index: 54,
    });
  });

  it('2026-01-01 is Yi-Hai (Yin Wood Pig)', () => {
    // JDN 2,451,545 + 9,497 days (26 years, 7 leap days) = 2,461,042; + 49 = 2,461,091 → 11
    expect(julianDayNumber('2026-01-01')).toBe(2_461_042);
    expect(pillarsOf('2026-01-01').day).toMatchObject({
      stem: 'Yi',
      branch: 'Hai',
      polarity: 'Yin',
      animal: 'Pig',
      index: 11,
    });
  });

  it('agrees with (JDN + 49) mod 60 on every day of 2020-2026', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time <= Date.UTC(2026, 11, 31); time += 86_400_000) {
      const date = new Date(time).toISOString().slice(0, 10);
      if (pillarsOf(date).day.index !== dayPillarIndex(date)) mismatches.push(date);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('year and month pillars', () => {
  it('turns the year at Lichun, not on 1 January or at the lunar new year', () => {
    // 2024: (2024 − 4) mod 60 = 40 → Jia-Chen; 2023: 39 → Gui-Mao. Lichun 2024 fell on 4 Feb, 16:27.
    expect(pillarsOf('2024-01-15').year).toMatchObject({ stem: 'Gui', branch: 'Mao', index: 39 });
    expect(pillarsOf('2024-02-03').year).toMatchObject({ stem: 'Gui', branch: 'Mao' });
    // The term at 16:27 China time is 15:27 WIB, before the session's 16:00 close: the day is Jia-Chen.
    expect(pillarsOf('2024-02-04').year).toMatchObject({ stem: 'Jia', branch: 'Chen', index: 40 });
    expect(pillarsOf('2024-02-05').year).toMatchObject({
      stem: 'Jia',
      branch: 'Chen',
      element: 'Wood',
      animal: 'Dragon',
      index: 40,
    });
  });

  it('starts the Tiger month at Lichun with the stem its year fixes', () => {
    // A Jia year's first month is Bing-Yin; the month before (from Xiaohan) is Yi-Chou
    expect(pillarsOf('2024-02-05').month).toMatchObject({ stem: 'Bing', branch: 'Yin', animal: 'Tiger' });
    expect(pillarsOf('2024-02-03').month).toMatchObject({ stem: 'Yi', branch: 'Chou', animal: 'Ox' });
  });

  it('reads a solar-term day at the session, not at midnight: 2026-02-04 trades as Bing-Wu, Geng-Yin', () => {
    // Lichun 2026 fell at 04:02 China time, 03:02 WIB, six hours before the session opened.
    // (2026 − 4) mod 60 = 2,022 − 33 × 60 = 42 → stem 2 Bing, branch 6 Wu; a Bing year's Tiger month is Geng-Yin.
    expect(pillarsOf('2026-02-04').year).toMatchObject({
      stem: 'Bing',
      branch: 'Wu',
      animal: 'Horse',
      index: 42,
    });
    expect(pillarsOf('2026-02-04').month).toMatchObject({ stem: 'Geng', branch: 'Yin', animal: 'Tiger' });
    // The day before is still Yi-Si (2025) in the Ji-Chou month (the Ox month of a Yi year).
    expect(pillarsOf('2026-02-03').year).toMatchObject({ stem: 'Yi', branch: 'Si', index: 41 });
    expect(pillarsOf('2026-02-03').month).toMatchObject({ stem: 'Ji', branch: 'Chou' });
  });

  it('counts a term during the session for that day: Qingming 2024 at 14:02 WIB starts Wu-Chen on 4 Apr', () => {
    // A Jia year's months run Bing-Yin, Ding-Mao, Wu-Chen.
    expect(pillarsOf('2024-04-03').month).toMatchObject({ stem: 'Ding', branch: 'Mao' });
    expect(pillarsOf('2024-04-04').month).toMatchObject({ stem: 'Wu', branch: 'Chen' });
  });

  it('gives 2026-01-01 a Yi-Si year (2025, Wood Snake) in a Wu-Zi month', () => {
    const pillars = pillarsOf('2026-01-01');
    // (2025 − 4) mod 60 = 2,021 − 33 × 60 = 41 → stem 1 Yi, branch 5 Si
    expect(pillars.year).toMatchObject({ stem: 'Yi', branch: 'Si', animal: 'Snake', index: 41 });
    expect(pillars.month).toMatchObject({ stem: 'Wu', branch: 'Zi' });
  });
});

describe('calendar tables', () => {
  it('alternates Yang and Yin through the ten stems, two per element', () => {
    expect(STEMS.map((stem) => stem.polarity)).toEqual([
      'Yang',
      'Yin',
      'Yang',
      'Yin',
      'Yang',
      'Yin',
      'Yang',
      'Yin',
      'Yang',
      'Yin',
    ]);
    expect(STEMS.map((stem) => stem.element)).toEqual([
      'Wood',
      'Wood',
      'Fire',
      'Fire',
      'Earth',
      'Earth',
      'Metal',
      'Metal',
      'Water',
      'Water',
    ]);
  });

  it('lists the twelve animals in branch order with ids 1-12', () => {
    expect(ZODIAC_ANIMALS.map((animal) => animal.name)).toEqual([
      'Rat',
      'Ox',
      'Tiger',
      'Rabbit',
      'Dragon',
      'Snake',
      'Horse',
      'Goat',
      'Monkey',
      'Rooster',
      'Dog',
      'Pig',
    ]);
    expect(ZODIAC_ANIMALS.map((animal) => animal.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('wraps cycle positions: 59 is Gui-Hai and 60 is Jia-Zi again', () => {
    expect(pillarAt(59)).toMatchObject({ stem: 'Gui', branch: 'Hai' });
    expect(pillarAt(60)).toMatchObject({ stem: 'Jia', branch: 'Zi', index: 0 });
  });
});
