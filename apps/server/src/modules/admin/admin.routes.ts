import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_RECENT_USERS_LIMIT,
  ZAdminUserParamsSchema,
  ZGetAdminStatsResponseSchema,
  ZListAdminUsersQuerySchema,
  ZListAdminUsersResponseSchema,
  ZListAuditLogQuerySchema,
  ZListAuditLogResponseSchema,
  ZListRecentUsersQuerySchema,
  ZListRecentUsersResponseSchema,
  ZSuspendUserRequestSchema,
  ZSuspendUserResponseSchema,
  ZUpdateUserRoleRequestSchema,
  ZUpdateUserRoleResponseSchema,
} from '@pantau/contracts';
import {
  changeRole,
  getStats,
  listAuditLog,
  listRecentUsers,
  listUsers,
  setSuspended,
  type AdminDeps,
} from './admin.service.ts';
import { requireAdmin } from './require-admin.ts';

/** /api/admin/*: every route answers 401 without a session and 403 to anyone but an admin. */
export const adminRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, deps) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(deps.db));

  app.get('/stats', { schema: { response: { 200: ZGetAdminStatsResponseSchema } } }, async () => ({
    ok: true as const,
    data: await getStats(deps.db),
  }));

  app.get(
    '/users',
    { schema: { querystring: ZListAdminUsersQuerySchema, response: { 200: ZListAdminUsersResponseSchema } } },
    async (request) => ({ ok: true as const, data: await listUsers(deps.db, request.query) }),
  );

  app.get(
    '/recent-users',
    {
      schema: { querystring: ZListRecentUsersQuerySchema, response: { 200: ZListRecentUsersResponseSchema } },
    },
    async (request) => ({
      ok: true as const,
      data: await listRecentUsers(deps.db, request.query.limit ?? ADMIN_RECENT_USERS_LIMIT),
    }),
  );

  app.put(
    '/users/:id/suspend',
    {
      schema: {
        params: ZAdminUserParamsSchema,
        body: ZSuspendUserRequestSchema,
        response: { 200: ZSuspendUserResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await setSuspended(deps, request.auth.user.id, request.params.id, request.body.suspended),
    }),
  );

  app.put(
    '/users/:id/role',
    {
      schema: {
        params: ZAdminUserParamsSchema,
        body: ZUpdateUserRoleRequestSchema,
        response: { 200: ZUpdateUserRoleResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await changeRole(deps, request.auth.user.id, request.params.id, request.body.role),
    }),
  );

  app.get(
    '/audit-log',
    { schema: { querystring: ZListAuditLogQuerySchema, response: { 200: ZListAuditLogResponseSchema } } },
    async (request) => ({ ok: true as const, data: await listAuditLog(deps.db, request.query) }),
  );
};
