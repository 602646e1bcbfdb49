import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateIngestKeyRequestSchema,
  ZCreateIngestKeyResponseSchema,
  ZIngestKeyParamsSchema,
  ZListIngestKeysResponseSchema,
  ZListLiveDaysResponseSchema,
  ZRevokeIngestKeyResponseSchema,
} from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import { createIngestKey, listIngestKeys, revokeIngestKey } from './ingest-keys.service.ts';
import { listLiveDays } from './live-days.service.ts';

/** /api/admin/ingest-keys and /api/admin/live-days: the live trade feed's keys and what it brought. */
export const liveAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(db));

  app.get('/ingest-keys', { schema: { response: { 200: ZListIngestKeysResponseSchema } } }, async () => ({
    ok: true as const,
    data: await listIngestKeys(db),
  }));

  app.post(
    '/ingest-keys',
    { schema: { body: ZCreateIngestKeyRequestSchema, response: { 201: ZCreateIngestKeyResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({
        ok: true as const,
        data: await createIngestKey(db, request.body.name, request.auth.user.id),
      }),
  );

  app.delete(
    '/ingest-keys/:id',
    { schema: { params: ZIngestKeyParamsSchema, response: { 200: ZRevokeIngestKeyResponseSchema } } },
    async (request) => ({ ok: true as const, data: await revokeIngestKey(db, request.params.id) }),
  );

  app.get('/live-days', { schema: { response: { 200: ZListLiveDaysResponseSchema } } }, async () => ({
    ok: true as const,
    data: (await listLiveDays(db)).map((day) => ({
      date: day.date,
      started_at: day.startedAt.toISOString(),
      updated_at: day.updatedAt.toISOString(),
      trades: day.trades,
      batches: day.batches,
      repeated: day.repeated,
      last_trade_number: day.lastTradeNumber,
      missing: day.missing,
      gaps: day.gaps,
    })),
  }));
};
