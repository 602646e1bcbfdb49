import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFeedParamsSchema,
  ZListFeedsResponseSchema,
  ZRunFeedRequestSchema,
  ZRunFeedResponseSchema,
  ZUpdateFeedRequestSchema,
  ZUpdateFeedResponseSchema,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { requireAdmin } from '../admin/require-admin.ts';
import { listFeeds, resetFeed, runFeed, updateFeed, type MarketFeedsDeps } from './market-feeds.service.ts';

/** /api/admin/market-data/feeds: 401 without a session, 403 to anyone but an admin. */
export const marketFeedsRoutes: FastifyPluginAsyncZod<MarketFeedsDeps & { db: Db }> = async (app, deps) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(deps.db));

  app.get('/feeds', { schema: { response: { 200: ZListFeedsResponseSchema } } }, async () => ({
    ok: true as const,
    data: await listFeeds(deps),
  }));

  app.put(
    '/feeds/:kind',
    {
      schema: {
        params: ZFeedParamsSchema,
        body: ZUpdateFeedRequestSchema,
        response: { 200: ZUpdateFeedResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await updateFeed(deps, request.auth.user.id, request.params.kind, request.body),
    }),
  );

  // Back to the environment's settings: what the page saved for this feed is forgotten.
  app.delete(
    '/feeds/:kind',
    { schema: { params: ZFeedParamsSchema, response: { 200: ZUpdateFeedResponseSchema } } },
    async (request) => ({ ok: true as const, data: await resetFeed(deps, request.params.kind) }),
  );

  app.post(
    '/feeds/:kind/run',
    {
      schema: {
        params: ZFeedParamsSchema,
        body: ZRunFeedRequestSchema,
        response: { 202: ZRunFeedResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await runFeed(deps, request.auth.user.id, request.params.kind, request.body?.date);
      return reply.status(202).send({ ok: true as const, data });
    },
  );
};
