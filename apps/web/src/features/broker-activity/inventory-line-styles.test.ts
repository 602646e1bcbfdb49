import { LineStyle } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { linePatterns } from './inventory-line-styles';

describe('linePatterns', () => {
  it('gives the second and third broker of a colour group their own dash pattern', () => {
    const groups: Record<string, string> = { LG: 'Orange', MG: 'Orange', KZ: 'Merah', BR: 'Orange' };
    const patterns = linePatterns(['LG', 'KZ', 'MG', 'BR'], (code) => groups[code]);
    expect([...patterns].map(([code, pattern]) => [code, pattern.chart])).toEqual([
      ['LG', LineStyle.Solid],
      ['KZ', LineStyle.Solid],
      ['MG', LineStyle.Dashed],
      ['BR', LineStyle.Dotted],
    ]);
  });
});
