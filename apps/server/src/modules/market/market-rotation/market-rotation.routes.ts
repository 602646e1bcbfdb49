import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetIndicesResponseSchema,
  ZGetRrcQuerySchema,
  ZGetRrcResponseSchema,
  ZGetRrgQuerySchema,
  ZGetRrgResponseSchema,
  ZGetSeasonalityQuerySchema,
  ZGetSeasonalityResponseSchema,
  ZGetSectorsResponseSchema,
  ZGetTrendQuerySchema,
  ZGetTrendResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { indexMembersRoutes } from './index-members.routes.ts';
import { getIndices, getSectors } from './indices.service.ts';
import { getRrc } from './rrc.service.ts';
import { getRrg } from './rrg.service.ts';
import { getSeasonality } from './seasonality.service.ts';
import { getTrend } from './trend.service.ts';

/** Market Rotation: benchmarks, RRG (with index members), RRC, seasonality and the trend filter. */
export const marketRotationRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get('/indices', { schema: { response: { 200: ZGetIndicesResponseSchema } } }, async () => ({
    ok: true as const,
    data: await getIndices(db),
  }));

  app.get('/sectors', { schema: { response: { 200: ZGetSectorsResponseSchema } } }, async () => ({
    ok: true as const,
    data: await getSectors(db),
  }));

  app.get(
    '/rrg',
    { schema: { querystring: ZGetRrgQuerySchema, response: { 200: ZGetRrgResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getRrg(db, request.query) }),
  );

  app.get(
    '/rrc',
    { schema: { querystring: ZGetRrcQuerySchema, response: { 200: ZGetRrcResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getRrc(db, request.query) }),
  );

  app.get(
    '/seasonality',
    { schema: { querystring: ZGetSeasonalityQuerySchema, response: { 200: ZGetSeasonalityResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getSeasonality(db, request.query) }),
  );

  app.get(
    '/trend',
    { schema: { querystring: ZGetTrendQuerySchema, response: { 200: ZGetTrendResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getTrend(db, request.query) }),
  );

  await app.register(indexMembersRoutes, { db });
};
