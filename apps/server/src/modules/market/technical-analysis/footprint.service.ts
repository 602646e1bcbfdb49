import {
  ERROR_CODES,
  formatMarketDate,
  type TGetFootprintData,
  type TGetFootprintQuery,
} from '@pantau/contracts';
import { buildFootprint } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { requireAsOf, resolveChartInstrument, tradeDatesOf } from './chart-instrument.service.ts';
import { wallClockSeconds } from './chart-time.ts';
import { loadFootprintDay } from './footprint.repo.ts';
import { noTradeRecordsError } from '../coverage/trade-records-check.ts';

/**
 * Footprint candles of one stock on one day with trade records (default: its last one): OHLC from
 * the minute bars, bid/ask volume per price from the minute price levels (buildFootprint).
 */
export async function getFootprint(db: Db, query: TGetFootprintQuery): Promise<TGetFootprintData> {
  const asOf = await requireAsOf(db);
  const instrument = await resolveChartInstrument(db, query.symbol);
  if (instrument.kind === 'index') {
    throw new AppError(
      404,
      'NOT_FOUND',
      `No footprint for ${instrument.symbol}: footprints need trade records, which only stocks have`,
      'symbol',
    );
  }
  const tradeDates = await tradeDatesOf(db, asOf, instrument.symbol);
  const date = query.date ?? tradeDates.at(-1);
  if (date === undefined) {
    const message = `No trade records are stored for ${instrument.symbol} yet.`;
    throw new AppError(404, ERROR_CODES.noTradeRecords, message, 'symbol');
  }
  if (!tradeDates.includes(date)) {
    throw await noTradeRecordsError(db, instrument.symbol, formatMarketDate(date), 'date');
  }
  const key = [asOf, instrument.symbol, date, query.timeframe].join('|');
  return rememberAnswer(db, 'footprint', key, async () => {
    const { bars, levels } = await loadFootprintDay(db, instrument.symbol, date);
    const candles = buildFootprint(levels, bars, query.timeframe).map((candle) => ({
      ...candle,
      timestamp: wallClockSeconds(candle.timestamp),
    }));
    return { asOf, symbol: instrument.symbol, date, timeframe: query.timeframe, tradeDates, candles };
  });
}
