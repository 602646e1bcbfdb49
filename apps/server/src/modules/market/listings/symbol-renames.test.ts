import { describe, expect, it } from 'vitest';
import { SymbolRenames } from './symbol-changes.repo.ts';

describe('SymbolRenames', () => {
  // BBKP became KBBP on 2024-03-01 and then KBBX on 2025-06-02; a new company listed as BBKP in 2025.
  const renames = new SymbolRenames([
    { oldSymbol: 'KBBP', newSymbol: 'KBBX', changedOn: '2025-06-02' },
    { oldSymbol: 'BBKP', newSymbol: 'KBBP', changedOn: '2024-03-01' },
  ]);

  it('files a row dated before a change under the newest code, through every later change', () => {
    expect(renames.at('BBKP', '2023-12-29')).toBe('KBBX');
    expect(renames.at('KBBP', '2024-03-01')).toBe('KBBX');
    expect(renames.at('KBBX', '2023-12-29')).toBe('KBBX');
  });

  it('leaves a code alone from its change date on, for a later listing that reuses it', () => {
    expect(renames.at('BBKP', '2024-03-01')).toBe('BBKP');
    expect(renames.at('KBBP', '2025-06-02')).toBe('KBBP');
    expect(renames.at('BBCA', '2020-01-02')).toBe('BBCA');
  });

  it('names every code a stock traded under, oldest first', () => {
    expect(renames.formerOf('KBBX')).toEqual(['BBKP', 'KBBP']);
    expect(renames.formerOf('KBBP')).toEqual(['BBKP']);
    expect(renames.formerOf('BBCA')).toEqual([]);
    expect(renames.isFormer('BBKP')).toBe(true);
    expect(renames.isFormer('KBBX')).toBe(false);
  });

  it('ends on codes swapped back and forth', () => {
    const swapped = new SymbolRenames([
      { oldSymbol: 'AAAA', newSymbol: 'BBBB', changedOn: '2024-01-02' },
      { oldSymbol: 'BBBB', newSymbol: 'AAAA', changedOn: '2025-01-02' },
    ]);
    expect(swapped.at('AAAA', '2023-06-01')).toBe('AAAA');
    expect(swapped.formerOf('AAAA')).toEqual(['BBBB']);
  });
});
