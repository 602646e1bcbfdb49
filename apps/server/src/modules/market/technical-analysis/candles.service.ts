import {
  DATE_MESSAGES,
  describeCorporateAction,
  type TChartMarker,
  type TGetCandlesData,
  type TGetCandlesQuery,
} from '@pantau/contracts';
import {
  adjustBars,
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
import { loadAdjustments } from '../corporate-actions/adjusted-prices.ts';
import { presentTerms } from '../corporate-actions/corporate-action-view.ts';
import { findActionsBetween, type CorporateActionRow } from '../corporate-actions/corporate-actions.repo.ts';
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
 * allowed one (spec §4). A stock's prices are back-adjusted for its corporate actions unless Raw is
 * asked for. Memoised per (asOf, params): the stored data only changes by day.
 */
export async function getCandles(db: Db, query: TGetCandlesQuery): Promise<TGetCandlesData> {
  if (query.from && query.to && query.from > query.to) {
    throw new AppError(400, 'BAD_REQUEST', DATE_MESSAGES.startAfterEnd, 'from');
  }
  const asOf = await requireAsOf(db);
  const instrument = await resolveChartInstrument(db, query.symbol);
  const key = [asOf, instrument.symbol, query.timeframe, query.from ?? '', query.to ?? '', query.adjust].join(
    '|',
  );
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
  const adjustments =
    instrument.kind === 'stock' && query.adjust === 'adjusted'
      ? ((await loadAdjustments(db, asOf)).get(instrument.symbol) ?? [])
      : [];

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
    candles = aggregateMinuteBars(adjustBars(bars, adjustments), timeframe);
  } else {
    from =
      query.from ?? (timeframe === '1D' ? shiftDate(to, { years: -DAILY_DEFAULT_YEARS, days: 1 }) : null);
    const bars =
      instrument.kind === 'stock'
        ? await loadStockDailyBars(db, instrument.symbol, from, to)
        : await loadIndexDailyBars(db, instrument.symbol, from, to);
    candles = aggregateDailyBars(adjustBars(bars, adjustments), timeframe);
    from ??= bars[0]?.date ?? null;
  }

  const closes = adjustBars(await loadLastCloses(db, instrument.kind, instrument.symbol, to), adjustments);
  // Whole rupiah as traded; an adjusted stock price is a fraction of it, kept to the sen.
  const priceDecimals = instrument.kind === 'stock' && adjustments.length === 0 ? 0 : 2;
  const lastClose = closes.at(-1)?.close;
  const previousClose = closes.length > 1 ? closes.at(-2)?.close : undefined;
  const change = lastClose !== undefined && previousClose !== undefined ? lastClose - previousClose : null;
  const chartCandles = candles.map((candle) => toChartCandle(candle, timeframe, priceDecimals));
  const markers =
    instrument.kind === 'stock' && from
      ? placeMarkers(
          await findActionsBetween(db, instrument.symbol, from, servedTo ?? to),
          chartCandles,
          timeframe,
        )
      : [];
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
    candles: chartCandles,
    adjust: query.adjust,
    markers,
    lastClose: lastClose === undefined ? null : roundTo(lastClose, priceDecimals),
    change: change === null ? null : roundTo(change, priceDecimals),
    changePercent: change === null || !previousClose ? null : roundTo((change * 100) / previousClose, 2),
  };
}

type ChartCandle = ReturnType<typeof toChartCandle>;

/**
 * Each action at the candle holding its ex-date: the daily or longer candle that began on or before
 * it, or the first intraday candle of that day or after (a day without trades has no candle).
 */
function placeMarkers(
  actions: readonly CorporateActionRow[],
  candles: readonly ChartCandle[],
  timeframe: Timeframe,
): TChartMarker[] {
  const intraday = isIntraday(timeframe);
  const dateOf = (candle: ChartCandle) =>
    intraday ? new Date((candle.time as number) * 1000).toISOString().slice(0, 10) : (candle.time as string);
  const markers: TChartMarker[] = [];
  for (const action of actions) {
    const candle = intraday
      ? candles.find((candidate) => dateOf(candidate) >= action.exDate)
      : candles.findLast((candidate) => dateOf(candidate) <= action.exDate);
    if (!candle) continue;
    markers.push({
      time: candle.time,
      exDate: action.exDate,
      type: action.type,
      label: describeCorporateAction(presentTerms(action)),
    });
  }
  return markers;
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
