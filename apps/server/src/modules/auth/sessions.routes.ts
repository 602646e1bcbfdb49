import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZListSessionsResponseSchema,
  ZRevokeOtherSessionsResponseSchema,
  ZRevokeSessionParamsSchema,
  ZRevokeSessionResponseSchema,
} from '@pantau/contracts';
import type { AuthDeps } from './auth-deps.ts';
import { listSessions, revokeOtherSessions, revokeOwnSession } from './session.service.ts';

/** /api/auth/sessions: the signed-in devices of the caller. */
export const sessionsRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.addHook('preHandler', app.authenticate);

  app.get('/sessions', { schema: { response: { 200: ZListSessionsResponseSchema } } }, async (request) => ({
    ok: true as const,
    data: { sessions: await listSessions(deps, request.auth) },
  }));

  // Declared before /sessions/:id; the router prefers the static path anyway.
  app.delete(
    '/sessions/all',
    { schema: { response: { 200: ZRevokeOtherSessionsResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: { revoked: await revokeOtherSessions(deps, request.auth) },
    }),
  );

  app.delete(
    '/sessions/:id',
    { schema: { params: ZRevokeSessionParamsSchema, response: { 200: ZRevokeSessionResponseSchema } } },
    async (request) => {
      await revokeOwnSession(deps, request.auth, request.params.id);
      return { ok: true as const, data: null };
    },
  );
};
