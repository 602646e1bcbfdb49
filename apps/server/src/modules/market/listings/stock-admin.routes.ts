import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminStockParamsSchema,
  ZCreateCodeChangeRequestSchema,
  ZCreateCodeChangeResponseSchema,
  ZListAdminStocksQuerySchema,
  ZListAdminStocksResponseSchema,
  ZListCodeChangesResponseSchema,
  ZUpdateStockRequestSchema,
  ZUpdateStockResponseSchema,
} from '@pantau/contracts';
import type { Database } from '../../../db/client.ts';
import type { MarketDataWatcher } from '../../market-data/market-data-watcher.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import { changeStock, createCodeChange, listAdminStocks, listCodeChanges } from './stock-admin.service.ts';

/** /api/admin/stocks: the stock list, delistings and code changes, admins only. */
export const stockAdminRoutes: FastifyPluginAsyncZod<{
  database: Database;
  watcher: MarketDataWatcher;
}> = async (app, { database, watcher }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(database.db));

  app.get(
    '/',
    {
      schema: { querystring: ZListAdminStocksQuerySchema, response: { 200: ZListAdminStocksResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await listAdminStocks(database, request.query) }),
  );

  app.get('/code-changes', { schema: { response: { 200: ZListCodeChangesResponseSchema } } }, async () => ({
    ok: true as const,
    data: await listCodeChanges(database),
  }));

  app.post(
    '/code-changes',
    { schema: { body: ZCreateCodeChangeRequestSchema, response: { 201: ZCreateCodeChangeResponseSchema } } },
    async (request, reply) => {
      const data = await createCodeChange(database, request.body);
      await watcher.changed();
      return reply.status(201).send({ ok: true as const, data });
    },
  );

  app.patch(
    '/:symbol',
    {
      schema: {
        params: ZAdminStockParamsSchema,
        body: ZUpdateStockRequestSchema,
        response: { 200: ZUpdateStockResponseSchema },
      },
    },
    async (request) => {
      const stock = await changeStock(database, request.params.symbol, request.body);
      await watcher.changed();
      return { ok: true as const, data: stock };
    },
  );
};
