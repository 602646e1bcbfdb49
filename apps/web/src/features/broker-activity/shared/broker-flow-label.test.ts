import { describe, expect, it } from 'vitest';
import { describeTopFlow, labelTopFlow } from './broker-flow-label';
import { formatCompactValue } from './broker-values';

const buyers = (...values: number[]) => values.map((nbval) => ({ nbval }));
const sellers = (...values: number[]) => values.map((nsval) => ({ nsval }));

describe('labelTopFlow', () => {
  it('compares only the top N of each side', () => {
    const flow = labelTopFlow(buyers(500, 100, 50), sellers(100, 90, 80), 1);
    expect(flow).toEqual({ top: 1, label: 'Big Accumulation', bought: 500, sold: 100, ratio: 5 });
    expect(labelTopFlow(buyers(500, 100, 50), sellers(100, 90, 80), 3)).toMatchObject({
      bought: 650,
      sold: 270,
      label: 'Big Accumulation',
    });
  });

  it('labels each band at its edges', () => {
    expect(labelTopFlow(buyers(200), sellers(100), 1).label).toBe('Big Accumulation');
    expect(labelTopFlow(buyers(199), sellers(100), 1).label).toBe('Accumulation');
    expect(labelTopFlow(buyers(120), sellers(100), 1).label).toBe('Accumulation');
    expect(labelTopFlow(buyers(119), sellers(100), 1).label).toBe('Neutral');
    expect(labelTopFlow(buyers(100), sellers(119), 1).label).toBe('Neutral');
    expect(labelTopFlow(buyers(100), sellers(120), 1).label).toBe('Distribution');
    expect(labelTopFlow(buyers(100), sellers(199), 1).label).toBe('Distribution');
    expect(labelTopFlow(buyers(100), sellers(200), 1).label).toBe('Big Distribution');
  });

  it('handles one-sided and empty answers', () => {
    expect(labelTopFlow(buyers(10), sellers(), 5)).toMatchObject({
      label: 'Big Accumulation',
      ratio: Infinity,
    });
    expect(labelTopFlow(buyers(), sellers(10), 5)).toMatchObject({ label: 'Big Distribution', ratio: 0 });
    expect(labelTopFlow(buyers(), sellers(), 5)).toMatchObject({ label: 'Neutral', ratio: null });
  });

  it('spells out the rule with the numbers it used', () => {
    const text = describeTopFlow(labelTopFlow(buyers(3e9), sellers(2e9), 1));
    expect(text).toContain('3,00 B ÷');
    expect(text).toContain('2,00 B = 1,50');
    expect(text).toContain('≥ 1,2 Accumulation');
    expect(text).toContain('≤ 0,50 Big Distribution');
  });
});

describe('formatCompactValue', () => {
  it('shortens rupiah with T, B and M in the Indonesian locale', () => {
    expect(formatCompactValue(12_345_678_900)).toBe('12,35 B');
    expect(formatCompactValue(2_500_000_000_000)).toBe('2,50 T');
    expect(formatCompactValue(-7_250_000)).toBe('-7,25 M');
    expect(formatCompactValue(950_000)).toBe('950.000');
  });
});
