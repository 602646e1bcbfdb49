import {
  WATCHLIST_DEFAULT_SYMBOLS,
  WATCHLIST_MAX_SYMBOLS,
  WATCHLIST_MESSAGES,
  type TWatchlistData,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireSymbol } from '../market/flows/flow-lookups.service.ts';
import { appendWatchlistSymbol, findWatchlist, removeWatchlistSymbol } from './watchlist.repo.ts';

const DEFAULTS: readonly string[] = WATCHLIST_DEFAULT_SYMBOLS;

export async function getWatchlist(db: Db, userId: string): Promise<TWatchlistData> {
  const symbols = await findWatchlist(db, userId);
  return symbols ? { symbols, isDefault: false } : { symbols: [...DEFAULTS], isDefault: true };
}

/**
 * A favourite must be a listed stock. The market module answers an unknown ticker with 404 (a
 * missing resource to read); here the ticker is input the member sent, so it is a 400.
 */
async function requireListedSymbol(db: Db, symbol: string): Promise<void> {
  try {
    await requireSymbol(db, symbol);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(400, 'UNKNOWN_TICKER', WATCHLIST_MESSAGES.unknownTicker, 'symbol');
    }
    throw error;
  }
}

export async function starSymbol(db: Db, userId: string, symbol: string): Promise<TWatchlistData> {
  await requireListedSymbol(db, symbol);
  const initial = DEFAULTS.includes(symbol) ? [...DEFAULTS] : [...DEFAULTS, symbol];
  const symbols = await appendWatchlistSymbol(db, userId, symbol, initial, WATCHLIST_MAX_SYMBOLS);
  if (!symbols) throw new AppError(400, 'WATCHLIST_FULL', WATCHLIST_MESSAGES.full, 'symbol');
  return { symbols, isDefault: false };
}

/** Unstarring needs no market check: removing a code that is not there changes nothing. */
export async function unstarSymbol(db: Db, userId: string, symbol: string): Promise<TWatchlistData> {
  const initial = DEFAULTS.filter((code) => code !== symbol);
  return { symbols: await removeWatchlistSymbol(db, userId, symbol, initial), isDefault: false };
}
