import { describe, expect, it } from 'vitest';
import { filterWatchlist, formatBillions, formatChartValue, formatShares } from './dashboard-format';

const stocks = [
  { symbol: 'BBCA', name: 'Bank Central Asia Tbk' },
  { symbol: 'BBRI', name: 'Bank Rakyat Indonesia (Persero) Tbk' },
  { symbol: 'TLKM', name: 'Telkom Indonesia (Persero) Tbk' },
  { symbol: 'ASII', name: 'Astra International Tbk' },
];

describe('formatBillions', () => {
  it('writes rupiah in billions with Indonesian decimals', () => {
    expect(formatBillions(67_473_198_000)).toBe('67,47 B');
    expect(formatBillions(-243_154_033_000)).toBe('-243,15 B');
    expect(formatBillions(1_234_560_000_000)).toBe('1.234,56 B');
  });
});

describe('formatShares', () => {
  it('shortens billions and millions and keeps smaller counts whole', () => {
    expect(formatShares(81_462_962_500)).toBe('81,46 B');
    expect(formatShares(952_300_000)).toBe('952,30 M');
    expect(formatShares(12_500)).toBe('12.500');
  });
});

describe('filterWatchlist', () => {
  it('matches code or name regardless of case', () => {
    const all = { favouritesOnly: false, favourites: [] };
    expect(filterWatchlist(stocks, { ...all, text: 'bb' }).map((s) => s.symbol)).toEqual(['BBCA', 'BBRI']);
    expect(filterWatchlist(stocks, { ...all, text: 'persero' }).map((s) => s.symbol)).toEqual([
      'BBRI',
      'TLKM',
    ]);
    expect(filterWatchlist(stocks, { ...all, text: '  ' })).toHaveLength(4);
  });

  it('shows favourites in starring order and skips codes missing from the list', () => {
    const favourites = ['TLKM', 'GONE', 'BBCA'];
    expect(
      filterWatchlist(stocks, { text: '', favouritesOnly: true, favourites }).map((s) => s.symbol),
    ).toEqual(['TLKM', 'BBCA']);
    expect(
      filterWatchlist(stocks, { text: 'bank', favouritesOnly: true, favourites }).map((s) => s.symbol),
    ).toEqual(['BBCA']);
  });
});

describe('formatChartValue', () => {
  it('labels prices whole and volumes shortened, Indonesian separators', () => {
    expect(formatChartValue(4560)).toBe('4.560');
    expect(formatChartValue(-243_520)).toBe('-243.520');
    expect(formatChartValue(267_490_000)).toBe('267,49 M');
    expect(formatChartValue(12.5)).toBe('12,50');
  });
});
