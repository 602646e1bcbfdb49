import { DATE_MESSAGES } from '@pantau/contracts';
import { INDEX_CODES, SECTORS } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { findLastBarDate } from '../market.repo.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { findInstrumentSymbol } from './chart-instrument.repo.ts';

export type ChartInstrument = { symbol: string; kind: 'stock' | 'index' };

const INDEX_SYMBOLS = new Set<string>([...INDEX_CODES, ...SECTORS.map((sector) => `SECTOR:${sector.code}`)]);

/** A stock from the instruments table, or an index / sector level; else 404 'No tickers found'. */
export async function resolveChartInstrument(db: Db, symbol: string): Promise<ChartInstrument> {
  if (INDEX_SYMBOLS.has(symbol)) return { symbol, kind: 'index' };
  const found = await findInstrumentSymbol(db, symbol);
  if (!found) throw new AppError(404, 'NOT_FOUND', DATE_MESSAGES.unknownTicker, 'symbol');
  return { symbol: found, kind: 'stock' };
}

/** The last trading day in the data: every chart answer's asOf. */
export async function requireAsOf(db: Db): Promise<string> {
  const asOf = await findLastBarDate(db);
  if (!asOf)
    throw new AppError(503, 'MARKET_NOT_READY', 'Market data is not loaded yet. Please try again later.');
  return asOf;
}

/** Days with trade records (minute bars) of a stock, oldest first; memoised per asOf. */
export function tradeDatesOf(db: Db, asOf: string, symbol: string): Promise<string[]> {
  return rememberAnswer(db, 'chart-trade-dates', `${asOf}|${symbol}`, async () =>
    (await findSymbolTradeDates(db, symbol)).reverse(),
  );
}
