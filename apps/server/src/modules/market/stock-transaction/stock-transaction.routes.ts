import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetDoneDetailQuerySchema,
  ZGetDoneDetailResponseSchema,
  ZGetDoneSummaryQuerySchema,
  ZGetDoneSummaryResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getDoneDetail } from './done-detail.service.ts';
import { getDoneSummary } from './done-summary.service.ts';

/** Stock Transaction: Done Summary and Done Detail. */
export const stockTransactionRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  const ok = <T>(data: T) => ({ ok: true as const, data });

  app.get(
    '/done-summary',
    { schema: { querystring: ZGetDoneSummaryQuerySchema, response: { 200: ZGetDoneSummaryResponseSchema } } },
    async (request) => ok(await getDoneSummary(db, request.query)),
  );

  app.get(
    '/done-detail',
    { schema: { querystring: ZGetDoneDetailQuerySchema, response: { 200: ZGetDoneDetailResponseSchema } } },
    async (request) => ok(await getDoneDetail(db, request.query)),
  );
};
