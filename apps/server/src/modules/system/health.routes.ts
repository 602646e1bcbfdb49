import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGetHealthResponseSchema, ZGetLivenessResponseSchema } from '@pantau/contracts';
import { getHealth, type HealthDeps } from './health.service.ts';

type Deps = HealthDeps & {
  /** True only for a valid admin session; never throws (health must answer whatever the token). */
  isAdmin: (request: FastifyRequest) => Promise<boolean>;
};

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: { response: { 200: ZGetHealthResponseSchema, 503: ZGetHealthResponseSchema } },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const health = await getHealth(deps, await deps.isAdmin(request));
      return reply
        .status(health.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ok: true, data: health });
    },
  );

  app.get(
    '/health/live',
    { schema: { response: { 200: ZGetLivenessResponseSchema } }, config: { rateLimit: false } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ ok: true, data: { status: 'ok' as const } }),
  );
};
