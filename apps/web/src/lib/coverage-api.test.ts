import { describe, expect, it } from 'vitest';
import { describeCoverage } from './coverage-api';

describe('describeCoverage', () => {
  it('one part when trade records make every bar up to the last', () => {
    const parts = describeCoverage({
      tradeRecords: { first: '2026-11-09', last: '2026-11-20' },
      lastBar: { date: '2026-11-20', source: 'trades' },
    });
    expect(parts).toEqual(['trade records 9 Nov 2026 – 20 Nov 2026']);
  });

  it('names the source of daily bars that reach past the trade records', () => {
    expect(
      describeCoverage({
        tradeRecords: { first: '2026-01-02', last: '2026-06-11' },
        lastBar: { date: '2026-06-12', source: 'stock-summary' },
      }),
    ).toEqual(['trade records 2 Jan 2026 – 11 Jun 2026', 'daily bars (Stock Summary) to 12 Jun 2026']);
    expect(
      describeCoverage({ tradeRecords: null, lastBar: { date: '2026-08-17', source: 'chart' } }),
    ).toEqual(['no trade records', 'daily bars (chart CSV) to 17 Agu 2026']);
  });

  it('leaves out a source it does not know', () => {
    expect(
      describeCoverage({
        tradeRecords: { first: '2026-11-09', last: '2026-11-20' },
        lastBar: { date: '2026-11-23', source: null },
      }),
    ).toEqual(['trade records 9 Nov 2026 – 20 Nov 2026', 'daily bars to 23 Nov 2026']);
  });
});
