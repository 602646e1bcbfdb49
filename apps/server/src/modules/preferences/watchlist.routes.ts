import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWatchlistResponseSchema, ZWatchlistSymbolParamsSchema } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { getWatchlist, starSymbol, unstarSymbol } from './watchlist.service.ts';

/**
 * The member's watchlist favourites: GET the list, PUT /:symbol stars, DELETE /:symbol unstars.
 * Per-symbol calls (not a whole-list PUT) so two stars clicked in quick succession cannot overwrite
 * each other. Only sign-in is needed: favourites are the member's own, not market data.
 */
export const watchlistRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/me/watchlist', { schema: { response: { 200: ZWatchlistResponseSchema } } }, async (request) => ({
    ok: true as const,
    data: await getWatchlist(db, request.auth.user.id),
  }));

  app.put(
    '/me/watchlist/:symbol',
    { schema: { params: ZWatchlistSymbolParamsSchema, response: { 200: ZWatchlistResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await starSymbol(db, request.auth.user.id, request.params.symbol),
    }),
  );

  app.delete(
    '/me/watchlist/:symbol',
    { schema: { params: ZWatchlistSymbolParamsSchema, response: { 200: ZWatchlistResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await unstarSymbol(db, request.auth.user.id, request.params.symbol),
    }),
  );
};
