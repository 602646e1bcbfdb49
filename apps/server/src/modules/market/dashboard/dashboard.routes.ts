import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetBrokerActivitySnapshotQuerySchema,
  ZGetBrokerActivitySnapshotResponseSchema,
  ZGetSnapshotQuerySchema,
  ZGetSnapshotResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getBrokerActivitySnapshot } from './broker-activity-snapshot.service.ts';
import { getSnapshot } from './snapshot.service.ts';

/** Dashboard: the Bandarmology sections of one stock and the watchlist cards' snapshot. */
export const dashboardRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get(
    '/broker-activity-snapshot',
    {
      schema: {
        querystring: ZGetBrokerActivitySnapshotQuerySchema,
        response: { 200: ZGetBrokerActivitySnapshotResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: await getBrokerActivitySnapshot(db, request.query) }),
  );

  app.get(
    '/snapshot',
    { schema: { querystring: ZGetSnapshotQuerySchema, response: { 200: ZGetSnapshotResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getSnapshot(db, request.query) }),
  );
};
