import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGetHealthResponseSchema } from '@pantau/contracts';
import type { Database } from '../../db/client.ts';
import type { RedisHandle } from '../../platform/redis.ts';
import { getHealth } from './health.service.ts';

type Deps = { database: Database; redis: RedisHandle | null; version: string; startedAt: number };

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: ZGetHealthResponseSchema, 503: ZGetHealthResponseSchema } },
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const health = await getHealth(deps);
      return reply.status(health.database.reachable ? 200 : 503).send({ ok: true, data: health });
    },
  );
};
