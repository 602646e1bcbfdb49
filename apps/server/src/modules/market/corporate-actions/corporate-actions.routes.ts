import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCorporateActionParamsSchema,
  ZCreateCorporateActionRequestSchema,
  ZCreateCorporateActionResponseSchema,
  ZDeleteCorporateActionResponseSchema,
  ZListCorporateActionsQuerySchema,
  ZListCorporateActionsResponseSchema,
} from '@pantau/contracts';
import type { Database } from '../../../db/client.ts';
import type { MarketDataWatcher } from '../../market-data/market-data-watcher.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import {
  createCorporateAction,
  listCorporateActions,
  removeCorporateAction,
} from './corporate-actions.service.ts';

/** /api/admin/corporate-actions: the records prices are adjusted from, admins only. */
export const corporateActionsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  watcher: MarketDataWatcher;
}> = async (app, { database, watcher }) => {
  // Every adjusted price, notice and cached answer follows from the version a change bumps.
  const changed = () => watcher.changed();

  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(database.db));

  app.get(
    '/',
    {
      schema: {
        querystring: ZListCorporateActionsQuerySchema,
        response: { 200: ZListCorporateActionsResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: await listCorporateActions(database, request.query) }),
  );

  app.post(
    '/',
    {
      schema: {
        body: ZCreateCorporateActionRequestSchema,
        response: { 201: ZCreateCorporateActionResponseSchema },
      },
    },
    async (request, reply) => {
      const action = await createCorporateAction(database, request.body);
      await changed();
      return reply.status(201).send({ ok: true as const, data: action });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        params: ZCorporateActionParamsSchema,
        response: { 200: ZDeleteCorporateActionResponseSchema },
      },
    },
    async (request) => {
      await removeCorporateAction(database, request.params.id);
      await changed();
      return { ok: true as const, data: { id: request.params.id } };
    },
  );
};
