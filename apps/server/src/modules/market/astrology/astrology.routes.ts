import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetAstrologyCalendarQuerySchema,
  ZGetAstrologyCalendarResponseSchema,
  ZGetAstrologyQuerySchema,
  ZGetAstrologyResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getAstrology, getAstrologyCalendar } from './astrology.service.ts';

/** Astrology: the Ba Zi reading of a stock's bars and its month calendar of pillars. */
export const astrologyRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
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
