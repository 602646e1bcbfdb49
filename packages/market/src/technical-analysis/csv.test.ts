import { describe, expect, it } from 'vitest';
import { ChartCsvError, parseChartCsv, parseCsvNumber, parseCsvTime } from './csv.ts';

// 2024-01-02 00:00 Jakarta = 2024-01-01 17:00 UTC = 1,704,153,600 - 25,200
const JAN_2 = 1_704_128_400;
const DAY = 86_400;

describe('chart CSV files', () => {
  it('reads a comma file, skipping rows without a valid time or close and keeping the last duplicate', () => {
    const text = [
      'Date,Open,High,Low,Close,Volume',
      '2024-01-03,9100,9200,9050,9150,"1,234,500"',
      '2024-01-02,9000,9125,8975,9100,1000',
      'not-a-date,1,1,1,1,1',
      '2024-01-04,9150,9200,9100,na,1000',
      '',
      '2024-01-03,9100,9300,9050,9275,2000',
    ].join('\n');
    const result = parseChartCsv(text, 'BBCA');
    expect(result.detectedDelimiter).toBe(',');
    expect(result.candles).toEqual([
      { time: JAN_2, open: 9_000, high: 9_125, low: 8_975, close: 9_100, volume: 1_000 },
      { time: JAN_2 + DAY, open: 9_100, high: 9_300, low: 9_050, close: 9_275, volume: 2_000 },
    ]);
    expect(result.skipped).toEqual({
      count: 2,
      examples: [
        { row: 4, reason: "invalid time 'not-a-date'" },
        { row: 5, reason: "invalid close 'na'" },
      ],
    });
  });

  it('reads a semicolon file with decimal commas, day-first dates and header variants', () => {
    const text = 'TANGGAL;Close;Vol\r\n2/1/2024;1.234,5;10\r\n03/01/24;1234,75;null\r\n';
    const result = parseChartCsv(text, 'GOTO');
    expect(result.detectedDelimiter).toBe(';');
    // missing open -> close, missing high/low -> close, missing volume -> 0
    expect(result.candles).toEqual([
      { time: JAN_2, open: 1_234.5, high: 1_234.5, low: 1_234.5, close: 1_234.5, volume: 10 },
      { time: JAN_2 + DAY, open: 1_234.75, high: 1_234.75, low: 1_234.75, close: 1_234.75, volume: 0 },
    ]);
  });

  it('reads a tab file with second and millisecond epochs', () => {
    const text = 'timestamp\topen\tclose\n1704160800\t100\t105\n1704160860000\t105\t103\n';
    const result = parseChartCsv(text, 'BBRI');
    expect(result.detectedDelimiter).toBe('\t');
    expect(result.candles.map((candle) => [candle.time, candle.high, candle.low])).toEqual([
      [1_704_160_800, 105, 100],
      [1_704_160_860, 105, 103],
    ]);
  });

  it('refuses a file without a close column, or without a single valid row, with the UI message', () => {
    expect(() => parseChartCsv('date,open\n2024-01-02,1', 'BBCA')).toThrow(ChartCsvError);
    expect(() => parseChartCsv('date,open\n2024-01-02,1', 'BBCA')).toThrow(
      'CSV BBCA tidak berisi data OHLC valid',
    );
    expect(() => parseChartCsv('date,close\nx,1', 'TLKM')).toThrow('CSV TLKM tidak berisi data OHLC valid');
    expect(() => parseChartCsv('', 'TLKM')).toThrow(ChartCsvError);
  });
});

describe('CSV numbers', () => {
  it.each([
    ['1,234,500', ',', 1_234_500],
    ['1.234,5', ';', 1_234.5],
    ['1,234.5', ';', 1_234.5],
    ['1234,5', ';', 1_234.5],
    ['1,234', ';', 1_234],
    ['1234,5', ',', 12_345],
    ['1.234.500', ';', 1_234_500],
    ['12.5', ',', 12.5],
    ['-3', ',', -3],
    ['NULL', ',', null],
    ['abc', ',', null],
  ] as const)('reads %s (delimiter %j) as %s', (raw, delimiter, expected) => {
    expect(parseCsvNumber(raw, delimiter)).toBe(expected);
  });
});

describe('CSV times', () => {
  it.each([
    ['2024.01.02', JAN_2],
    ['2024-01-02 09:00', JAN_2 + 9 * 3_600],
    ['2024-01-02T09:00:30', JAN_2 + 9 * 3_600 + 30],
    ['02/01/24', JAN_2],
    ['2/1/2024', JAN_2],
    ['1704160800', 1_704_160_800],
    ['1704160800000', 1_704_160_800],
    ['2024-01-02T02:00:00Z', 1_704_160_800],
    ['31/02/2024', null],
    ['yesterday', null],
  ] as const)('reads %s as %s', (raw, expected) => {
    expect(parseCsvTime(raw)).toBe(expected);
  });
});
