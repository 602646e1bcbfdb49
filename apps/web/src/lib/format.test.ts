import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, formatRupiah } from './format';

describe('formatting in the Indonesian locale', () => {
  it('groups thousands with dots', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
  });

  it('writes decimals with a comma', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
  });

  it('writes plan prices as rupiah without a space or decimals', () => {
    expect(formatRupiah(35000)).toBe('Rp35.000');
    expect(formatRupiah(165000)).toBe('Rp165.000');
  });

  it('signs percentages', () => {
    expect(formatPercent(1.25)).toBe('+1,25%');
    expect(formatPercent(-0.5)).toBe('-0,50%');
    expect(formatPercent(0)).toBe('0,00%');
  });

  it('names the month in Indonesian', () => {
    expect(formatDate(new Date(2025, 7, 17))).toBe('17 Agustus 2025');
  });
});
