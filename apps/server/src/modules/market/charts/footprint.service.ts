import type { TGetFootprintData, TGetFootprintQuery } from '@pantau/contracts';
import { buildFootprint } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { DbMemo } from './charts-memo.ts';
import { requireAsOf, resolveChartInstrument, tradeDatesOf } from './chart-instrument.service.ts';
import { wallClockSeconds } from './chart-time.ts';
import { loadFootprintDay } from './footprint.repo.ts';

const footprintMemo = new DbMemo<TGetFootprintData>(64);

/**
 * Footprint candles of one stock on one day with trade records (default: its last one): OHLC from
 * the minute bars, bid/ask volume per price from the minute price levels (buildFootprint).
 */
export async function getFootprint(db: Db, query: TGetFootprintQuery): Promise<TGetFootprintData> {
  const asOf = await requireAsOf(db);
  const instrument = await resolveChartInstrument(db, query.symbol);
  const tradeDates = instrument.kind === 'stock' ? await tradeDatesOf(db, asOf, instrument.symbol) : [];
  const first = tradeDates[0];
  const last = tradeDates[tradeDates.length - 1];
  if (first === undefined || last === undefined) {
    throw new AppError(
      404,
      'NOT_FOUND',
      instrument.kind === 'index'
        ? `No footprint for ${instrument.symbol}: footprints need trade records, which only stocks have`
        : `No trade records for ${instrument.symbol}`,
      'symbol',
    );
  }
  const date = query.date ?? last;
  if (!tradeDates.includes(date)) {
    throw new AppError(
      404,
      'NOT_FOUND',
      `No trade records for ${instrument.symbol} on ${date}; trade records cover ${first} to ${last}`,
      'date',
    );
  }
  const key = [asOf, instrument.symbol, date, query.timeframe].join('|');
  return footprintMemo.get(db, key, async () => {
    const { bars, levels } = await loadFootprintDay(db, instrument.symbol, date);
    const candles = buildFootprint(levels, bars, query.timeframe).map((candle) => ({
      ...candle,
      timestamp: wallClockSeconds(candle.timestamp),
    }));
    return { asOf, symbol: instrument.symbol, date, timeframe: query.timeframe, tradeDates, candles };
  });
}
