import type { TScreenerRow } from '@pantau/contracts';
import { describe, expect, it } from 'vitest';
import { buildEntries, cellValue, screenerColumns } from './screener-model';
import { cellHeat, filterRows, nextSort, sortRows, tickerSuggestions } from './screener-rules';

describe('heat bands (spec §9)', () => {
  it('colours non-negative values green and negative values red, the extremes darkest', () => {
    expect(cellHeat(0, 0)).toEqual({ tone: 'positive', level: 1 });
    expect(cellHeat(5, 100)).toEqual({ tone: 'positive', level: 5 });
    expect(cellHeat(-5, 0)).toEqual({ tone: 'negative', level: 5 });
    expect(cellHeat(-0.1, 70)).toEqual({ tone: 'negative', level: 2 });
  });
});

describe('screener sort (spec §4)', () => {
  it('sorts ascending on the first click, descending on the second, unsorted on the third', () => {
    const first = nextSort(null, 'D0');
    expect(first).toEqual({ column: 'D0', direction: 'asc' });
    const second = nextSort(first, 'D0');
    expect(second).toEqual({ column: 'D0', direction: 'desc' });
    expect(nextSort(second, 'D0')).toBeNull();
  });

  it('starts ascending again when another column is clicked', () => {
    expect(nextSort({ column: 'D0', direction: 'desc' }, 'price')).toEqual({
      column: 'price',
      direction: 'asc',
    });
  });

  it('orders by value with missing values last in both directions and ties by symbol', () => {
    const rows = [
      { symbol: 'CCC', value: 2 },
      { symbol: 'AAA', value: null },
      { symbol: 'BBB', value: 2 },
      { symbol: 'DDD', value: -1 },
    ];
    const valueOf = (row: (typeof rows)[number]) => row.value;
    expect(sortRows(rows, { column: 'v', direction: 'asc' }, valueOf).map((row) => row.symbol)).toEqual([
      'DDD',
      'BBB',
      'CCC',
      'AAA',
    ]);
    expect(sortRows(rows, { column: 'v', direction: 'desc' }, valueOf).map((row) => row.symbol)).toEqual([
      'BBB',
      'CCC',
      'DDD',
      'AAA',
    ]);
    expect(sortRows(rows, null, valueOf)).toEqual(rows);
  });
});

describe('ticker filter', () => {
  const rows = ['BBCA', 'BBRI', 'ABBA', 'TLKM'].map((symbol) => ({ symbol }));

  it('keeps the symbols containing the upper-cased text', () => {
    expect(filterRows(rows, ' bb ').map((row) => row.symbol)).toEqual(['BBCA', 'BBRI', 'ABBA']);
    expect(filterRows(rows, '')).toBe(rows);
  });

  it('suggests prefix matches first, at most the limit', () => {
    const symbols = rows.map((row) => row.symbol);
    expect(tickerSuggestions(symbols, 'bb', 10)).toEqual(['BBCA', 'BBRI', 'ABBA']);
    expect(tickerSuggestions(symbols, 'bb', 2)).toEqual(['BBCA', 'BBRI']);
    expect(tickerSuggestions(symbols, 'zz', 10)).toEqual([]);
  });
});

describe('screener rows', () => {
  const row: TScreenerRow = {
    symbol: 'BBRI',
    name: 'Bank Rakyat Indonesia',
    sector: 'G',
    sectorName: 'Financials',
    price: 4560,
    volume: 1000,
    lastDate: '2026-11-20',
    suspend: false,
    specialNotice: 'none',
    dates: { 'W-4': -4, 'W-3': null, 'W-2': 0, 'W-1': 1, 'D-4': 2, 'D-3': 3, 'D-2': 4, 'D-1': 5, D0: 6 },
    percent1d: 6,
    volumeChanges: { vol1d: 10, vol3d: 10, vol5d: 10, vol10d: 10, vol20d: 10, vol50d: 10, vol100d: null },
    maIndicators: { ma5: 'v', ma10: 'x', ma20: null, ma50: 'v', ma100: 'v', ma200: 'v' },
    movingAverage: { ma5: 1, ma10: 1, ma20: null, ma50: 1, ma100: 1, ma200: 1 },
  };

  it('normalizes price changes and volume changes as separate groups', () => {
    const [entry] = buildEntries([row]);
    const columns = screenerColumns({ volumeChange: true, movingAverage: true });
    const byId = (id: string) => columns.find((column) => column.id === id)!;
    expect(cellValue(entry!, byId('W-4'), true)).toBe(0);
    expect(cellValue(entry!, byId('W-3'), true)).toBeNull();
    expect(cellValue(entry!, byId('D0'), true)).toBe(100);
    expect(cellValue(entry!, byId('W-1'), true)).toBe(50);
    expect(cellValue(entry!, byId('W-1'), false)).toBe(1);
    expect(cellValue(entry!, byId('vol1d'), true)).toBe(50);
    expect(cellValue(entry!, byId('vol100d'), true)).toBeNull();
    expect(cellValue(entry!, byId('ma10'), false)).toBe(0);
    expect(cellValue(entry!, byId('price'), true)).toBe(4560);
  });

  it('shows the optional columns only when their checkbox is on', () => {
    const ids = (options: { volumeChange: boolean; movingAverage: boolean }) =>
      screenerColumns(options).map((column) => column.label);
    expect(ids({ volumeChange: false, movingAverage: false })).toEqual([
      'Ticker',
      'W-4',
      'W-3',
      'W-2',
      'W-1',
      'D-4',
      'D-3',
      'D-2',
      'D-1',
      'D0',
      '%1D',
      'Price',
      'Volume',
    ]);
    const all = ids({ volumeChange: true, movingAverage: true });
    expect(all.slice(11, 24)).toEqual([
      'V%1d',
      'V%3d',
      'V%5d',
      'V%10d',
      'V%20d',
      'V%50d',
      'V%100d',
      '>ma5',
      '>ma10',
      '>ma20',
      '>ma50',
      '>ma100',
      '>ma200',
    ]);
  });
});
