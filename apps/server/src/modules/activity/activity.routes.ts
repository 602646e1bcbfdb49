import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListActivityResponseSchema } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { listRecentActivity } from './activity.service.ts';

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/me/activity',
    { preHandler: app.authenticate, schema: { response: { 200: ZListActivityResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: { activities: await listRecentActivity(db, request.auth.user.id) },
    }),
  );
};
