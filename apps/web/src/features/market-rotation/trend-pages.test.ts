import { describe, expect, it } from 'vitest';
import { pageTrendRows } from './trend-pages';

const rows = Array.from({ length: 12 }, (_, i) => ({
  symbol: `S${String(i).padStart(2, '0')}`,
  name: i % 2 === 0 ? `Bank ${i}` : `Tambang ${i}`,
}));

describe('pageTrendRows', () => {
  it('cuts pages of 5 and counts them', () => {
    const first = pageTrendRows(rows, '', 1);
    expect(first.rows.map((row) => row.symbol)).toEqual(['S00', 'S01', 'S02', 'S03', 'S04']);
    expect(first.totalPages).toBe(3);
    expect(pageTrendRows(rows, '', 3).rows.map((row) => row.symbol)).toEqual(['S10', 'S11']);
  });
  it('filters by symbol or name, ignoring case', () => {
    expect(pageTrendRows(rows, 'bank', 1).matches).toBe(6);
    expect(pageTrendRows(rows, 's1', 1).rows.map((row) => row.symbol)).toEqual(['S10', 'S11']);
  });
  it('clamps a page past the end or below 1', () => {
    expect(pageTrendRows(rows, 'tambang', 4)).toMatchObject({ page: 2, totalPages: 2, matches: 6 });
    expect(pageTrendRows(rows, '', 0).page).toBe(1);
    expect(pageTrendRows([], '', 2)).toMatchObject({ page: 1, totalPages: 1, matches: 0, rows: [] });
  });
});
