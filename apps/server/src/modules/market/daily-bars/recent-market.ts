import { DATE_MESSAGES } from '@pantau/contracts';
import { sectorName, type DailyBar, type IsoDate, type SectorCode } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findLastBarDate } from '../market.repo.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { adjustSeriesBySymbol } from '../corporate-actions/adjusted-prices.ts';
import {
  findBarsBetween,
  findInstrument,
  findTradingDayBack,
  listInstruments,
  type InstrumentRow,
} from './daily-bars.repo.ts';

/** Trading days of history the whole-market screens keep: MA200 plus room for the weekly columns. */
export const RECENT_TRADING_DAYS = 260;

/** The last trading day in the data; every answer reports it. */
export async function requireAsOf(db: Db): Promise<IsoDate> {
  const asOf = await findLastBarDate(db);
  if (asOf === null) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Market data is not loaded yet');
  return asOf;
}

export async function requireInstrument(db: Db, symbol: string, field = 'symbol'): Promise<InstrumentRow> {
  const instrument = await findInstrument(db, symbol);
  if (!instrument) throw new AppError(404, 'NOT_FOUND', DATE_MESSAGES.unknownTicker, field);
  return instrument;
}

export const sectorLabel = (code: string) => sectorName(code as SectorCode);

export type RecentMarket = {
  instruments: InstrumentRow[];
  /** The last RECENT_TRADING_DAYS trading days of each stock up to asOf, oldest first. */
  barsBySymbol: Map<string, DailyBar[]>;
};

/**
 * Every stock's recent bars in one query on the date index, grouped in memory and back-adjusted
 * for corporate actions; shared by the screener, trend filter and snapshot and memoised per asOf.
 * Only stocks still listed on asOf are in it.
 */
export function loadRecentMarket(db: Db, asOf: IsoDate): Promise<RecentMarket> {
  return rememberAnswer(db, 'recent-market', asOf, async () => {
    const [instruments, from] = await Promise.all([
      listInstruments(db),
      findTradingDayBack(db, asOf, RECENT_TRADING_DAYS),
    ]);
    const bars = await findBarsBetween(db, from ?? asOf, asOf);
    const barsBySymbol = new Map<string, DailyBar[]>();
    for (const bar of bars) {
      const list = barsBySymbol.get(bar.symbol);
      if (list) list.push(bar);
      else barsBySymbol.set(bar.symbol, [bar]);
    }
    return {
      // A stock delisted by asOf has left the market; its history stays for its own chart.
      instruments: instruments.filter((row) => row.delistedOn === null || row.delistedOn > asOf),
      barsBySymbol: await adjustSeriesBySymbol(db, asOf, barsBySymbol),
    };
  });
}
