import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetCandlesQuerySchema,
  ZGetCandlesResponseSchema,
  ZGetFootprintQuerySchema,
  ZGetFootprintResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getCandles } from './candles.service.ts';
import { getFootprint } from './footprint.service.ts';

/** Technical Analysis: candles (also the dashboard's Price Action) and the footprint. */
export const technicalAnalysisRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get(
    '/candles',
    { schema: { querystring: ZGetCandlesQuerySchema, response: { 200: ZGetCandlesResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getCandles(db, request.query) }),
  );

  app.get(
    '/footprint',
    { schema: { querystring: ZGetFootprintQuerySchema, response: { 200: ZGetFootprintResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getFootprint(db, request.query) }),
  );
};
