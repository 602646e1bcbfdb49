import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGetCoverageQuerySchema, ZGetCoverageResponseSchema } from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getCoverage } from './coverage.service.ts';

/** Members: which data each trading day holds (the screens' coverage note). */
export const coverageRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get(
    '/coverage',
    { schema: { querystring: ZGetCoverageQuerySchema, response: { 200: ZGetCoverageResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getCoverage(db, request.query) }),
  );
};
