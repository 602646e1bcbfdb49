import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetAstrologyCalendarQuerySchema,
  ZGetAstrologyCalendarResponseSchema,
  ZGetAstrologyQuerySchema,
  ZGetAstrologyResponseSchema,
  ZGetCandlesQuerySchema,
  ZGetCandlesResponseSchema,
  ZGetFootprintQuerySchema,
  ZGetFootprintResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getAstrology, getAstrologyCalendar } from './astrology.service.ts';
import { getCandles } from './candles.service.ts';
import { getFootprint } from './footprint.service.ts';

/** Technical Analysis (candles, footprint) and Astrology. */
export const chartsRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
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

  app.get(
    '/astrology',
    { schema: { querystring: ZGetAstrologyQuerySchema, response: { 200: ZGetAstrologyResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getAstrology(db, request.query) }),
  );

  app.get(
    '/astrology/calendar',
    {
      schema: {
        querystring: ZGetAstrologyCalendarQuerySchema,
        response: { 200: ZGetAstrologyCalendarResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: await getAstrologyCalendar(db, request.query) }),
  );
};
