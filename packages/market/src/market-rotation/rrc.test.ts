import { describe, expect, it } from 'vitest';
import { relativePerformance } from './rrc.ts';

describe('relative rotation chart', () => {
  it('rebases item and index to the window start', () => {
    const item = [
      { date: '2024-01-02', close: 100 },
      { date: '2024-01-03', close: 110 },
      { date: '2024-01-04', close: 99 },
    ];
    const bench = [
      { date: '2024-01-02', close: 1_000 },
      { date: '2024-01-03', close: 1_100 },
      { date: '2024-01-04', close: 900 },
    ];
    // 100·1·1 = 100; 100·1.1/1.1 = 100; 100·0.99/0.9 = 110
    const result = relativePerformance(item, bench);
    expect(result.map((point) => point.value)).toEqual([100, 100, expect.closeTo(110, 10)]);
  });

  it('starts the window at its own first shared date', () => {
    const item = [
      { date: '2024-01-02', close: 100 },
      { date: '2024-01-03', close: 120 },
      { date: '2024-01-04', close: 132 },
      { date: '2024-01-05', close: 150 },
    ];
    const bench = item
      .filter((point) => point.date !== '2024-01-05')
      .map((point) => ({ ...point, close: 50 }));
    // last 2 shared dates: Jan 3 and Jan 4 -> 100, 100·132/120 = 110
    expect(relativePerformance(item, bench, 2)).toEqual([
      { date: '2024-01-03', value: 100 },
      { date: '2024-01-04', value: expect.closeTo(110, 10) },
    ]);
  });
});
