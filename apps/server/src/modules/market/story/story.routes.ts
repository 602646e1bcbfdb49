import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetForeignFlowQuerySchema,
  ZGetForeignFlowResponseSchema,
  ZGetMarketAnalysisQuerySchema,
  ZGetMarketAnalysisResponseSchema,
  ZGetOwnershipQuerySchema,
  ZGetOwnershipResponseSchema,
  ZGetParticipantsQuerySchema,
  ZGetParticipantsResponseSchema,
  ZGetScreenerResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { getForeignFlow } from './foreign-flow.service.ts';
import { getMarketAnalysis } from './market-analysis.service.ts';
import { getOwnership } from './ownership.service.ts';
import { getParticipants } from './participants.service.ts';
import { getScreenerResponse } from './screener.service.ts';
import { sendEncodedJson } from '../../../http/encoded-json.ts';

/** Story: the Accumulation Distribution screener, Market Participant, Ownership and Foreign Flow. */
export const storyRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  app.get(
    '/screener',
    { schema: { response: { 200: ZGetScreenerResponseSchema } } },
    async (request, reply) => sendEncodedJson(request, reply, await getScreenerResponse(db)),
  );

  app.get(
    '/participants',
    {
      schema: { querystring: ZGetParticipantsQuerySchema, response: { 200: ZGetParticipantsResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await getParticipants(db, request.query) }),
  );

  app.get(
    '/ownership',
    { schema: { querystring: ZGetOwnershipQuerySchema, response: { 200: ZGetOwnershipResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getOwnership(db, request.query) }),
  );

  app.get(
    '/foreign-flow',
    { schema: { querystring: ZGetForeignFlowQuerySchema, response: { 200: ZGetForeignFlowResponseSchema } } },
    async (request) => ({ ok: true as const, data: await getForeignFlow(db, request.query) }),
  );

  app.get(
    '/market-analysis',
    {
      schema: {
        querystring: ZGetMarketAnalysisQuerySchema,
        response: { 200: ZGetMarketAnalysisResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: await getMarketAnalysis(db, request.query) }),
  );
};
