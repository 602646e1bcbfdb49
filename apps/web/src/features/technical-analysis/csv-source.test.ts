import { describe, expect, it } from 'vitest';
import { csvChartCandles, csvSymbol, lastCloseOf, readCsvDataset } from './csv-source';

describe('CSV datasets', () => {
  it('names the dataset after the file and refuses a file without time and close with the spec message', () => {
    expect(csvSymbol('bbca daily.csv')).toBe('BBCA DAILY');
    expect(() => readCsvDataset('open,high\n1,2\n', 'tlkm.csv')).toThrow(
      'CSV TLKM tidak berisi data OHLC valid',
    );
  });

  it('allows only timeframes at least as coarse as the data and falls back to the first one', () => {
    const minutes =
      'time,close\n2026-11-20 09:00,100\n2026-11-20 09:01,101\n2026-11-20 09:02,102\n2026-11-20 09:05,99\n';
    const dataset = readCsvDataset(minutes, 'x.csv');
    expect(dataset.allowed[0]).toBe('1M');
    const fiveMinutes = csvChartCandles(dataset, '5M');
    // 09:00-09:04 in one bucket, 09:05 in the next; times are Jakarta wall clock read as UTC.
    expect(fiveMinutes.candles.map((candle) => [candle.time, candle.open, candle.close])).toEqual([
      [Date.UTC(2026, 10, 20, 9, 0) / 1000, 100, 102],
      [Date.UTC(2026, 10, 20, 9, 5) / 1000, 99, 99],
    ]);
    const daily = readCsvDataset('date;close\n02/11/2026;10\n03/11/2026;11\n', 'y.csv');
    expect(daily.allowed[0]).toBe('1D');
    expect(csvChartCandles(daily, '1M')).toMatchObject({
      timeframe: '1D',
      candles: [{ time: '2026-11-02' }, {}],
    });
  });

  it('keeps plain dates on their own day and counts hours before 07:00 to the previous day', () => {
    const dates = readCsvDataset('date,close\n2026-11-02,10\n2026-11-03,11\n', 'd.csv');
    expect(csvChartCandles(dates, '1D').candles.map((candle) => candle.time)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
    const times = readCsvDataset(
      'time,close\n2026-11-02 10:00,1\n2026-11-03 03:00,2\n2026-11-03 10:00,3\n',
      't.csv',
    );
    expect(csvChartCandles(times, '1D').candles.map((candle) => [candle.time, candle.close])).toEqual([
      ['2026-11-02', 2],
      ['2026-11-03', 3],
    ]);
  });

  it('computes the last close, change and percent from the last two candles', () => {
    expect(lastCloseOf([{ close: 100 }, { close: 105 }])).toEqual({
      lastClose: 105,
      change: 5,
      changePercent: 5,
    });
    expect(lastCloseOf([{ close: 100 }])).toEqual({ lastClose: 100, change: null, changePercent: null });
    expect(lastCloseOf([])).toEqual({ lastClose: null, change: null, changePercent: null });
  });
});
