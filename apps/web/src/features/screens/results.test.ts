import { describe, expect, it } from 'vitest';
import type { TScreenResultRow } from '@pantau/contracts';
import { resultsCsv } from './results-csv';
import { DEFAULT_SORT, nextSort, sortResults } from './results-sort';

const row = (
  symbol: string,
  values: TScreenResultRow['values'],
  name = `${symbol} Tbk`,
): TScreenResultRow => ({
  symbol,
  name,
  sector: 'Finance',
  values,
});

const ROWS = [
  row('BBRI', { value: 5e9, accTop5: 'Small Acc', maCross5x20: 'none' }),
  row('ASII', { value: null, accTop5: 'Big Dist', maCross5x20: 'golden' }),
  row('TLKM', { value: 7e9, accTop5: 'Big Acc', maCross5x20: 'death' }),
  row('BMRI', { value: 5e9, accTop5: null, maCross5x20: null }),
];
const order = (rows: TScreenResultRow[]) => rows.map((entry) => entry.symbol);

describe('sorting results', () => {
  it('starts a metric from the largest and text from A, and turns round on a repeat click', () => {
    expect(nextSort(DEFAULT_SORT, 'value')).toEqual({ column: 'value', direction: 'desc' });
    expect(nextSort({ column: 'value', direction: 'desc' }, 'value')).toEqual({
      column: 'value',
      direction: 'asc',
    });
    expect(nextSort({ column: 'value', direction: 'desc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
  });

  it('keeps missing values last both ways and breaks ties by symbol', () => {
    expect(order(sortResults(ROWS, { column: 'value', direction: 'desc' }))).toEqual([
      'TLKM',
      'BBRI',
      'BMRI',
      'ASII',
    ]);
    expect(order(sortResults(ROWS, { column: 'value', direction: 'asc' }))).toEqual([
      'BBRI',
      'BMRI',
      'TLKM',
      'ASII',
    ]);
  });

  it('orders accumulation labels and crosses by strength', () => {
    expect(order(sortResults(ROWS, { column: 'accTop5', direction: 'desc' }))).toEqual([
      'TLKM',
      'BBRI',
      'ASII',
      'BMRI',
    ]);
    expect(order(sortResults(ROWS, { column: 'maCross5x20', direction: 'desc' }))).toEqual([
      'ASII',
      'BBRI',
      'TLKM',
      'BMRI',
    ]);
  });
});

describe('resultsCsv', () => {
  it('writes labelled headers, raw values, empty cells for missing ones and quotes where needed', () => {
    const rows = [
      row(
        'BBRI',
        { value: 1_234_567_890.5, 'brokerNetLots:YP:5': -1200, newHigh20d: true },
        'Bank Rakyat, "BRI"',
      ),
      row('ASII', { value: null, 'brokerNetLots:YP:5': 0, newHigh20d: false }),
    ];
    expect(resultsCsv(['value', 'brokerNetLots:YP:5', 'newHigh20d'], rows)).toBe(
      'Symbol,Name,Sector,Value,Broker net lots YP 5D,New 20D high\r\n' +
        'BBRI,"Bank Rakyat, ""BRI""",Finance,1234567890.5,-1200,true\r\n' +
        'ASII,ASII Tbk,Finance,,0,false\r\n',
    );
  });
});
