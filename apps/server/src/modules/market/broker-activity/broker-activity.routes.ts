import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetBrokerFlowQuerySchema,
  ZGetBrokerFlowResponseSchema,
  ZGetBrokerRankingQuerySchema,
  ZGetBrokerRankingResponseSchema,
  ZGetBrokerSummaryQuerySchema,
  ZGetBrokerSummaryResponseSchema,
  ZGetBrokerTransactionQuerySchema,
  ZGetBrokerTransactionResponseSchema,
  ZGetInventoryQuerySchema,
  ZGetInventoryResponseSchema,
  ZListBrokersResponseSchema,
  ZListTradeDatesQuerySchema,
  ZListTradeDatesResponseSchema,
  ZSearchBrokersQuerySchema,
  ZSearchBrokersResponseSchema,
} from '@pantau/contracts';
import type { MarketRouteDeps } from '../market-route-deps.ts';
import { findBrokers, listBrokers, listTradeDates } from './brokers.service.ts';
import { getBrokerTransaction } from './broker-transaction.service.ts';
import { getBrokerSummary } from './broker-summary.service.ts';
import { getInventory } from './inventory.service.ts';
import { getBrokerRanking } from './broker-ranking.service.ts';
import { getBrokerFlow } from './broker-flow.service.ts';

/**
 * Broker Activity: Transaction, Summary, Inventory, Ranking and Flow, plus the broker list, broker
 * search and a stock's trade dates that other screens' pickers read too.
 */
export const brokerActivityRoutes: FastifyPluginAsyncZod<MarketRouteDeps> = async (app, { db }) => {
  const ok = <T>(data: T) => ({ ok: true as const, data });

  app.get('/brokers', { schema: { response: { 200: ZListBrokersResponseSchema } } }, async () =>
    ok(await listBrokers(db)),
  );

  app.get(
    '/brokers/search',
    { schema: { querystring: ZSearchBrokersQuerySchema, response: { 200: ZSearchBrokersResponseSchema } } },
    async (request) => ok(await findBrokers(db, request.query)),
  );

  app.get(
    '/brokers/ranking',
    {
      schema: {
        querystring: ZGetBrokerRankingQuerySchema,
        response: { 200: ZGetBrokerRankingResponseSchema },
      },
    },
    async (request) => ok(await getBrokerRanking(db, request.query)),
  );

  app.get(
    '/trade-dates',
    { schema: { querystring: ZListTradeDatesQuerySchema, response: { 200: ZListTradeDatesResponseSchema } } },
    async (request) => ok(await listTradeDates(db, request.query)),
  );

  app.get(
    '/broker-transaction',
    {
      schema: {
        querystring: ZGetBrokerTransactionQuerySchema,
        response: { 200: ZGetBrokerTransactionResponseSchema },
      },
    },
    async (request) => ok(await getBrokerTransaction(db, request.query)),
  );

  app.get(
    '/broker-summary',
    {
      schema: {
        querystring: ZGetBrokerSummaryQuerySchema,
        response: { 200: ZGetBrokerSummaryResponseSchema },
      },
    },
    async (request) => ok(await getBrokerSummary(db, request.query)),
  );

  app.get(
    '/inventory',
    { schema: { querystring: ZGetInventoryQuerySchema, response: { 200: ZGetInventoryResponseSchema } } },
    async (request) => ok(await getInventory(db, request.query)),
  );

  app.get(
    '/broker-flow',
    { schema: { querystring: ZGetBrokerFlowQuerySchema, response: { 200: ZGetBrokerFlowResponseSchema } } },
    async (request) => ok(await getBrokerFlow(db, request.query)),
  );
};
