import type { Time, UTCTimestamp } from 'lightweight-charts';
import {
  aggregateCandles,
  allowedTimeframes,
  ChartCsvError,
  detectFrequency,
  isIntraday,
  parseChartCsv,
  pickTimeframe,
  type Candle,
  type Timeframe,
} from '@pantau/market/technical-analysis';
import type { ChartCandle } from './indicator-series';

const JAKARTA_OFFSET_SECONDS = 7 * 3_600;

/** A chart CSV the user opened: kept in the browser only, never uploaded. */
export type CsvDataset = {
  symbol: string;
  fileName: string;
  candles: Candle[];
  allowed: Timeframe[];
  skippedRows: number;
};

/** The symbol a file stands for: its name without extension, upper-cased ('bbca.csv' → 'BBCA'). */
export function csvSymbol(fileName: string): string {
  return (
    fileName
      .replace(/\.[^.]*$/, '')
      .trim()
      .toUpperCase() || 'CSV'
  );
}

/** Spec §8: reading the file failed. */
export const csvReadFailedMessage = (symbol: string) => `Gagal fetch CSV ${symbol}`;

/** Parses a user's chart CSV (spec §5 rules) or throws an Error whose message the screen shows. */
export function readCsvDataset(text: string, fileName: string): CsvDataset {
  const symbol = csvSymbol(fileName);
  const parsed = parseChartCsv(text, symbol);
  return {
    symbol,
    fileName,
    candles: parsed.candles,
    allowed: allowedTimeframes(detectFrequency(parsed.candles.map((candle) => candle.time))),
    skippedRows: parsed.skipped.count,
  };
}

export { ChartCsvError };

/**
 * The dataset's candles in `requested` (or the first allowed timeframe), timed the way the API
 * times them: daily and longer by exchange date, intraday by Jakarta wall-clock read as UTC.
 */
export function csvChartCandles(
  dataset: CsvDataset,
  requested: Timeframe,
): { timeframe: Timeframe; candles: ChartCandle[] } {
  const timeframe = pickTimeframe(requested, dataset.allowed);
  const intraday = isIntraday(timeframe);
  const candles = aggregateCandles(
    intraday ? dataset.candles : asTradingDays(dataset.candles),
    timeframe,
  ).map((candle) => {
    const wallClock = candle.time + JAKARTA_OFFSET_SECONDS;
    const time: Time = intraday
      ? (wallClock as UTCTimestamp)
      : new Date(wallClock * 1000).toISOString().slice(0, 10);
    return { ...candle, time };
  });
  return { timeframe, candles };
}

/**
 * Daily aggregation counts hours before 07:00 Jakarta time to the previous day (spec §9). A CSV of
 * plain dates parses to 00:00 Jakarta time, which that rule would move a day back; such rows are
 * moved to 07:00, the first hour of their own trading day.
 */
function asTradingDays(candles: readonly Candle[]): readonly Candle[] {
  const dateOnly = candles.every((candle) => (candle.time + JAKARTA_OFFSET_SECONDS) % 86_400 === 0);
  return dateOnly
    ? candles.map((candle) => ({ ...candle, time: candle.time + JAKARTA_OFFSET_SECONDS }))
    : candles;
}

/** Last close with change and percent against the candle before it. */
export function lastCloseOf(candles: readonly { close: number }[]) {
  const last = candles[candles.length - 1];
  const previous = candles[candles.length - 2];
  if (!last) return { lastClose: null, change: null, changePercent: null };
  if (!previous) return { lastClose: last.close, change: null, changePercent: null };
  const change = last.close - previous.close;
  return {
    lastClose: last.close,
    change,
    changePercent: previous.close === 0 ? null : (100 * change) / previous.close,
  };
}
