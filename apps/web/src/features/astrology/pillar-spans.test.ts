import type { TAstrologyCalendarDay, TCalendarPillar } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { spansOf } from './pillar-spans';

const pillar = (stem: string, branch: string, chinese: string): TCalendarPillar => ({
  stem,
  branch,
  chinese,
  element: 'Metal',
  polarity: 'Yang',
  zodiac: 'Rat',
});
const XU = pillar('Wu', 'Xu', '戊戌');
const HAI = pillar('Ji', 'Hai', '己亥');
const WU = pillar('Bing', 'Wu', '丙午');

const day = (date: string, month: TCalendarPillar): TAstrologyCalendarDay => ({
  date,
  weekday: 0,
  year: WU,
  month,
  day: WU,
  trading: null,
});

describe('spansOf', () => {
  const days = [day('2026-11-06', XU), day('2026-11-07', XU), day('2026-11-08', HAI), day('2026-11-09', HAI)];

  it('splits a month where the month pillar turns at its solar term', () => {
    expect(spansOf(days, 'month')).toEqual([
      { pillar: XU, from: '2026-11-06', to: '2026-11-07' },
      { pillar: HAI, from: '2026-11-08', to: '2026-11-09' },
    ]);
  });

  it('gives one span when the pillar holds all month', () => {
    expect(spansOf(days, 'year')).toEqual([{ pillar: WU, from: '2026-11-06', to: '2026-11-09' }]);
  });

  it('gives nothing for no days', () => {
    expect(spansOf([], 'month')).toEqual([]);
  });
});
