import { LineStyle } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { inventoryLineLooks } from './inventory-line-styles';

describe('inventoryLineLooks', () => {
  it('gives every broker of a chart its own colour, in both themes, and its category as the dash', () => {
    const categories = { LG: 'Lokal', MG: 'Asing', BR: 'Lokal', CC: 'BUMN' } as const;
    const codes = ['LG', 'MG', 'BR', 'CC', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    for (const dark of [false, true]) {
      const looks = inventoryLineLooks(codes, (code) => categories[code as keyof typeof categories], dark);
      const colours = codes.map((code) => looks.get(code)!.colour.toLowerCase());
      expect(new Set(colours).size).toBe(codes.length);
      expect(['LG', 'MG', 'BR', 'CC'].map((code) => looks.get(code)!.pattern.chart)).toEqual([
        LineStyle.Solid,
        LineStyle.Dashed,
        LineStyle.Solid,
        LineStyle.Dotted,
      ]);
    }
  });
});
