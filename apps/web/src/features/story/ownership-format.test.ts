import { describe, expect, it } from 'vitest';
import { formatShareOf, formatShortRupiah, formatShortShares, holdersInOthers } from './ownership-format';

describe('formatShortShares', () => {
  it('shortens billions with B and millions with M, decimals with a comma', () => {
    expect(formatShortShares(123_275_000_000)).toBe('123,28B');
    expect(formatShortShares(1_000_000_000)).toBe('1,00B');
    expect(formatShortShares(45_600_000)).toBe('45,60M');
    expect(formatShortShares(999_999_999)).toBe('1,00B');
    expect(formatShortShares(999_999)).toBe('1,00M');
    expect(formatShortShares(999_994)).toBe('999.994');
  });

  it('groups smaller counts in full with dots', () => {
    expect(formatShortShares(950_000)).toBe('950.000');
    expect(formatShortShares(0)).toBe('0');
  });

  it('signs changes only when asked, negatives always', () => {
    expect(formatShortShares(297_310_140, { signed: true })).toBe('+297,31M');
    expect(formatShortShares(-297_310_140, { signed: true })).toBe('-297,31M');
    expect(formatShortShares(-2_500)).toBe('-2.500');
    expect(formatShortShares(0, { signed: true })).toBe('0');
  });
});

describe('formatShortRupiah', () => {
  it('puts the sign before Rp', () => {
    expect(formatShortRupiah(12_345_000_000)).toBe('Rp12,35B');
    expect(formatShortRupiah(-980_000_000)).toBe('-Rp980,00M');
    expect(formatShortRupiah(5_000, { signed: true })).toBe('+Rp5.000');
  });
});

describe('formatShareOf', () => {
  it('writes two decimals and a percent sign', () => {
    expect(formatShareOf(54.94)).toBe('54,94%');
    expect(formatShareOf(4.101902)).toBe('4,10%');
  });
});

describe('holdersInOthers', () => {
  const detailed = [
    { holder: 'Negara Republik Indonesia', percentage: 52.09 },
    { holder: 'Masyarakat', percentage: 40.19 },
    { holder: 'Reksa Dana Schroder', percentage: 0.6 },
    { holder: 'BlackRock', percentage: 3.51 },
    { holder: 'PT Asuransi Jiwa', percentage: 0.85 },
  ];
  const slices = [
    { name: 'Negara Republik Indonesia' },
    { name: 'Masyarakat' },
    { name: 'BlackRock' },
    { name: 'Others' },
  ];

  it('lists the holders without a slice of their own, largest first', () => {
    expect(holdersInOthers(detailed, slices).map((row) => row.holder)).toEqual([
      'PT Asuransi Jiwa',
      'Reksa Dana Schroder',
    ]);
  });

  it('is empty when every holder has a slice', () => {
    expect(holdersInOthers(detailed.slice(0, 2), slices)).toEqual([]);
  });
});
