import { describe, expect, it } from 'vitest';
import { dateFromDayNumber } from '../jakarta-time.ts';
import { buildRotationScreenerRow, computeRrg, quadrant, rrgTail, type Quadrant } from './rrg.ts';

function series(closes: readonly number[]) {
  // one point per week from Monday 2024-01-01 (day 19,723)
  return closes.map((close, i) => ({ date: dateFromDayNumber(19_723 + 7 * i), close }));
}

describe('RRG coordinates', () => {
  it('matches a hand computation with w = 3 and p = 1 against a flat benchmark', () => {
    // RS = closes. RS-Ratio (sample std): t3 [102,101,104] mean 102.333 std 1.52753 -> 101.09109;
    // t4 [101,104,104] mean 103 std 1.73205 -> 100.57735; t5 [104,104,107] mean 105 std 1.73205
    // -> 101.15470. ROC: t3 1.091089, t4 -0.508194, t5 0.574036 -> mean 0.385644, std 0.816116,
    // z = 0.188392 / 0.816116 = 0.230839 -> RS-Momentum 100.2308.
    const item = series([100, 102, 101, 104, 104, 107]);
    const bench = series([100, 100, 100, 100, 100, 100]);
    const points = computeRrg(item, bench, { window: 3, rocPeriod: 1 });
    expect(points).toHaveLength(1);
    expect(points[0]?.date).toBe(item[5]?.date);
    expect(points[0]?.rsRatio).toBeCloseTo(101.1547, 4);
    expect(points[0]?.rsMomentum).toBeCloseTo(100.2308, 3);
  });

  it('reads 100 on both axes when the item moves exactly with the benchmark', () => {
    const bench = series([100, 110, 105, 120, 130, 125, 140, 150]);
    const item = series(bench.map((point) => point.close * 3));
    for (const point of computeRrg(item, bench, { window: 2, rocPeriod: 1 })) {
      expect(point).toMatchObject({ rsRatio: 100, rsMomentum: 100 });
    }
  });

  it('uses only the dates both series share', () => {
    const item = series([100, 102, 101, 104, 104, 107]);
    const bench = series([100, 100, 100, 100, 100, 100]).filter((_, i) => i !== 4);
    // five shared dates -> RS-Ratio from the 3rd, ROC from the 4th, momentum needs 3 ROC values
    expect(computeRrg(item, bench, { window: 3, rocPeriod: 1 })).toEqual([]);
  });

  it('needs 2w + p - 2 weeks of warm-up with the weekly defaults (14, 10)', () => {
    const bench = series(new Array(60).fill(1_000));
    const item = series(Array.from({ length: 60 }, (_, i) => 1_000 + 50 * Math.sin(i / 3)));
    expect(computeRrg(item, bench)).toHaveLength(60 - 36);
  });

  it('rejects windows the standard deviation cannot use', () => {
    expect(() => computeRrg([], [], { window: 1 })).toThrow(RangeError);
    expect(() => computeRrg([], [], { rocPeriod: 0 })).toThrow(RangeError);
  });
});

describe('rotation through the quadrants', () => {
  it('turns clockwise (Improving -> Leading -> Weakening -> Lagging) as an item out- then underperforms', () => {
    // The item swings above and below a flat benchmark (a 52-week cycle, 4 cycles).
    const weeks = 4 * 52;
    const bench = series(new Array(weeks).fill(1_000));
    const item = series(
      Array.from({ length: weeks }, (_, i) => 1_000 * (1 + 0.1 * Math.sin((2 * Math.PI * i) / 52))),
    );
    const visited: Quadrant[] = [];
    for (const point of computeRrg(item, bench)) {
      const current = quadrant(point.rsRatio, point.rsMomentum);
      if (visited[visited.length - 1] !== current) visited.push(current);
    }
    const clockwise: Quadrant[] = ['Improving', 'Leading', 'Weakening', 'Lagging'];
    expect(new Set(visited).size).toBe(4);
    for (let i = 1; i < visited.length; i++) {
      const from = clockwise.indexOf(visited[i - 1] as Quadrant);
      expect(visited[i]).toBe(clockwise[(from + 1) % 4]);
    }
  });
});

describe('quadrants, tail and screener row', () => {
  it.each([
    [101, 101, 'Leading'],
    [101, 100, 'Weakening'],
    [100, 100, 'Lagging'],
    [99, 101, 'Improving'],
  ] as const)('places (%d, %d) in %s', (x, y, expected) => {
    expect(quadrant(x, y)).toBe(expected);
  });

  it('keeps the last 6 points as the tail', () => {
    expect(rrgTail([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rrgTail([1, 2])).toEqual([1, 2]);
  });

  it('summarises the latest point, 6-period performance and volume against its baseline', () => {
    // closes 100..107 -> performance 107 vs 101 (6 periods back) = +5.94%
    // volumes: baseline [100, 100] avg 100, last 6 avg 150 -> 1.5x -> HIGH
    const closes = [100, 101, 102, 103, 104, 105, 106, 107];
    const volumes = [100, 100, 150, 150, 150, 150, 150, 150];
    const row = buildRotationScreenerRow({
      symbol: 'BBCA',
      sector: 'Financials',
      points: [{ date: '2024-02-19', rsRatio: 101.5, rsMomentum: 99.2 }],
      series: closes.map((close, i) => ({ close, volume: volumes[i] as number })),
    });
    expect(row).toMatchObject({
      symbol: 'BBCA',
      rsRatio: 101.5,
      rsMomentum: 99.2,
      volume: 'HIGH',
      trend: 'WEAKENING',
    });
    expect(row?.performance).toBeCloseTo((100 * 6) / 101, 10);
  });

  it('calls volume LOW at 0.8x the baseline and has no row without points', () => {
    const seriesRows = [10, 10, 8, 8, 8, 8, 8, 8].map((volume) => ({ close: 100, volume }));
    const row = buildRotationScreenerRow({
      symbol: 'TLKM',
      sector: 'Infrastructures',
      points: [{ date: '2024-02-19', rsRatio: 99, rsMomentum: 99 }],
      series: seriesRows,
    });
    expect(row).toMatchObject({ volume: 'LOW', trend: 'WEAK', performance: 0 });
    expect(buildRotationScreenerRow({ symbol: 'X', sector: 'Y', points: [], series: seriesRows })).toBeNull();
  });
});
