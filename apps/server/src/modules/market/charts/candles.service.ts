import { DATE_MESSAGES, type TGetCandlesData, type TGetCandlesQuery } from '@pantau/contracts';
import {
  aggregateDailyBars,
  aggregateMinuteBars,
  allowedTimeframes,
  isIntraday,
  pickTimeframe,
  type Candle,
  type IntradayTimeframe,
  type Timeframe,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import {
  requireAsOf,
  resolveChartInstrument,
  tradeDatesOf,
  type ChartInstrument,
} from './chart-instrument.service.ts';
import { businessDay, roundTo, shiftDate, wallClockSeconds } from './chart-time.ts';
import { loadIndexDailyBars, loadLastCloses, loadMinuteBars, loadStockDailyBars } from './candles.repo.ts';

/** Default intraday window in trade days, ending at `to`: about 1,500-2,000 candles or fewer. */
const INTRADAY_DEFAULT_DAYS: Record<IntradayTimeframe, number> = {
  '1M': 5,
  '5M': 10,
  '15M': 25,
  '30M': 50,
  '1H': 100,
};
/** 1D shows two years by default; weekly and longer show all history. */
const DAILY_DEFAULT_YEARS = 2;

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 86_400;

/**
 * Candles of a stock, index or sector. Intraday timeframes come from the minute bars, which exist
 * only on the days with trade records; a timeframe finer than the data falls back to the first
 * allowed one (spec §4). Memoised per (asOf, params): the stored data only changes by day.
 */
export async function getCandles(db: Db, query: TGetCandlesQuery): Promise<TGetCandlesData> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError(400, 'BAD_REQUEST', DATE_MESSAGES.startAfterEnd, 'from');
  }
  const asOf = await requireAsOf(db);
  const instrument = await resolveChartInstrument(db, query.symbol);
  const key = [asOf, instrument.symbol, query.timeframe, query.from ?? '', query.to ?? ''].join('|');
  return rememberAnswer(db, 'candles', key, () => buildCandles(db, asOf, instrument, query));
}

async function buildCandles(
  db: Db,
  asOf: string,
  instrument: ChartInstrument,
  query: TGetCandlesQuery,
): Promise<TGetCandlesData> {
  const tradeDates = instrument.kind === 'stock' ? await tradeDatesOf(db, asOf, instrument.symbol) : [];
  const allowed = allowedTimeframes(tradeDates.length > 0 ? MINUTE_SECONDS : DAY_SECONDS);
  const timeframe = pickTimeframe(query.timeframe, allowed);
  const to = query.to ?? asOf;

  let candles: Candle[];
  let from: string | null;
  let servedTo: string | null = to;
  if (isIntraday(timeframe)) {
    const inWindow = tradeDates.filter((date) => date <= to && (!query.from || date >= query.from));
    const days = query.from ? inWindow : inWindow.slice(-INTRADAY_DEFAULT_DAYS[timeframe]);
    from = days[0] ?? query.from ?? null;
    servedTo = days[days.length - 1] ?? to;
    const bars =
      days.length > 0 ? await loadMinuteBars(db, instrument.symbol, days[0] as string, servedTo) : [];
    candles = aggregateMinuteBars(bars, timeframe);
  } else {
    from =
      query.from ?? (timeframe === '1D' ? shiftDate(to, { years: -DAILY_DEFAULT_YEARS, days: 1 }) : null);
    const bars =
      instrument.kind === 'stock'
        ? await loadStockDailyBars(db, instrument.symbol, from, to)
        : await loadIndexDailyBars(db, instrument.symbol, from, to);
    candles = aggregateDailyBars(bars, timeframe);
    from ??= bars[0]?.date ?? null;
  }

  const [lastClose, previousClose] = await loadLastCloses(db, instrument.kind, instrument.symbol, to);
  const priceDecimals = instrument.kind === 'stock' ? 0 : 2;
  const change = lastClose !== undefined && previousClose !== undefined ? lastClose - previousClose : null;
  return {
    asOf,
    symbol: instrument.symbol,
    kind: instrument.kind,
    timeframe,
    requestedTimeframe: query.timeframe,
    allowedTimeframes: allowed,
    from,
    to: servedTo,
    volumeUnit: instrument.kind === 'stock' ? 'shares' : 'rupiah',
    candles: candles.map((candle) => toChartCandle(candle, timeframe, priceDecimals)),
    lastClose: lastClose === undefined ? null : roundTo(lastClose, priceDecimals),
    change: change === null ? null : roundTo(change, priceDecimals),
    changePercent: change === null || !previousClose ? null : roundTo((change * 100) / previousClose, 2),
  };
}

function toChartCandle(candle: Candle, timeframe: Timeframe, decimals: number) {
  return {
    ...candle,
    time: isIntraday(timeframe) ? wallClockSeconds(candle.time) : businessDay(candle.time),
    open: roundTo(candle.open, decimals),
    high: roundTo(candle.high, decimals),
    low: roundTo(candle.low, decimals),
    close: roundTo(candle.close, decimals),
  };
}
