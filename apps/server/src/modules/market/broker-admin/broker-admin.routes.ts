import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminBrokerParamsSchema,
  ZListAdminBrokersResponseSchema,
  ZUpdateBrokerRequestSchema,
  ZUpdateBrokerResponseSchema,
} from '@pantau/contracts';
import type { Database } from '../../../db/client.ts';
import type { MarketDataWatcher } from '../../market-data/market-data-watcher.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import { changeBroker, listAdminBrokers } from './broker-admin.service.ts';

/** /api/admin/brokers: names, groups, colours and retirement of broker codes, admins only. */
export const brokerAdminRoutes: FastifyPluginAsyncZod<{
  database: Database;
  watcher: MarketDataWatcher;
}> = async (app, { database, watcher }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(database.db));

  app.get('/', { schema: { response: { 200: ZListAdminBrokersResponseSchema } } }, async () => ({
    ok: true as const,
    data: await listAdminBrokers(database),
  }));

  app.patch(
    '/:code',
    {
      schema: {
        params: ZAdminBrokerParamsSchema,
        body: ZUpdateBrokerRequestSchema,
        response: { 200: ZUpdateBrokerResponseSchema },
      },
    },
    async (request) => {
      const broker = await changeBroker(database, request.params.code, request.body);
      await watcher.changed();
      return { ok: true as const, data: broker };
    },
  );
};
