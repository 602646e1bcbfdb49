import { z } from 'zod';
import { okEnvelope } from '../common/envelope.ts';
import { ZSymbolSchema } from '../market/common.ts';

/** Spec §3: a member who never changed their favourites sees these. */
export const WATCHLIST_DEFAULT_SYMBOLS = ['BBRI', 'BBCA', 'BMRI'] as const;
/** Enough for a personal list; keeps one member from growing a row without bound. */
export const WATCHLIST_MAX_SYMBOLS = 50;

export const WATCHLIST_MESSAGES = {
  unknownTicker: 'No tickers found',
  full: `At most ${WATCHLIST_MAX_SYMBOLS} favourites`,
} as const;

/** GET /api/me/watchlist; PUT and DELETE /api/me/watchlist/:symbol star and unstar one stock. */
export const ZWatchlistSymbolParamsSchema = z.object({ symbol: ZSymbolSchema });
export type TWatchlistSymbolParams = z.infer<typeof ZWatchlistSymbolParamsSchema>;

export const ZWatchlistDataSchema = z.object({
  /** Favourites in the order they were starred. */
  symbols: z.array(z.string()),
  /** True while the member has never changed them (the defaults are shown). */
  isDefault: z.boolean(),
});
export type TWatchlistData = z.infer<typeof ZWatchlistDataSchema>;
export const ZWatchlistResponseSchema = okEnvelope(ZWatchlistDataSchema);
