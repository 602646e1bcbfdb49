import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMarketDataCoverageQuerySchema, ZMarketDataCoverageResponseSchema } from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import { getMarketDataCoverage } from './coverage.service.ts';

/** /api/admin/market-data/coverage: the Market data page's calendar and freshness, admins only. */
export const adminCoverageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(db));

  app.get(
    '/coverage',
    {
      schema: {
        querystring: ZMarketDataCoverageQuerySchema,
        response: { 200: ZMarketDataCoverageResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: await getMarketDataCoverage(db, request.query) }),
  );
};
