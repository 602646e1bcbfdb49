import type { TAstrologyCalendarDay, TCalendarPillar } from '@pantau/contracts';

export type PillarSpan = { pillar: TCalendarPillar; from: string; to: string };

/** The pillars of one level in a month, each with the days it holds (they turn at solar terms). */
export function spansOf(days: readonly TAstrologyCalendarDay[], level: 'year' | 'month'): PillarSpan[] {
  const spans: PillarSpan[] = [];
  for (const day of days) {
    const last = spans[spans.length - 1];
    if (last && last.pillar.chinese === day[level].chinese) last.to = day.date;
    else spans.push({ pillar: day[level], from: day.date, to: day.date });
  }
  return spans;
}
