import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGetIndexMembersQuerySchema, ZGetIndexMembersResponseSchema } from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getIndexMembers } from './index-members.service.ts';

/** `/index-members?index=`: the stocks an RRG in stock mode can compare against that index. */
export const indexMembersRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get(
    '/index-members',
    {
      schema: { querystring: ZGetIndexMembersQuerySchema, response: { 200: ZGetIndexMembersResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await getIndexMembers(db, request.query) }),
  );
};
