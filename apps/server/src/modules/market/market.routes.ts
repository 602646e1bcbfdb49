import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  MARKET_NOT_READY_MESSAGE,
  ZGetMarketSessionResponseSchema,
  ZGetMarketStatusResponseSchema,
  ZSearchInstrumentsQuerySchema,
  ZSearchInstrumentsResponseSchema,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { registerAnswerCompression } from '../../http/answer-compression.ts';
import { AppError } from '../../platform/errors.ts';
import { requireActivePlan } from '../subscription/require-active-plan.ts';
import { getMarketSession } from './calendar/market-session.service.ts';
import type { LiveHub } from './live/live-hub.ts';
import { streamRoutes } from './live/stream.routes.ts';
import type { MarketSeeding } from './market-seeding.ts';
import { findInstruments, getMarketStatus } from './market.service.ts';
import { brokerActivityRoutes } from './broker-activity/broker-activity.routes.ts';
import { stockTransactionRoutes } from './stock-transaction/stock-transaction.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { storyRoutes } from './story/story.routes.ts';
import { marketRotationRoutes } from './market-rotation/market-rotation.routes.ts';
import { technicalAnalysisRoutes } from './technical-analysis/technical-analysis.routes.ts';
import { astrologyRoutes } from './astrology/astrology.routes.ts';
import { coverageRoutes } from './coverage/coverage.routes.ts';

type Deps = { db: Db; seeding: MarketSeeding; now: () => Date; hub: LiveHub };

/**
 * Market data for signed-in members with an active trial or plan (admins always), once the market
 * is ready. The access rule lives here once, for every market route.
 */
export const marketRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, seeding, now, hub }) => {
  await registerAnswerCompression(app);
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireActivePlan(db));
  // A half-generated market would tell a wrong story (null index closes, empty rotation); status
  // stays open so the client can show the progress, and the session reads no market data.
  const openWhileSeeding = new Set([`${app.prefix}/status`, `${app.prefix}/session`]);
  app.addHook('preHandler', async (request) => {
    if (openWhileSeeding.has(request.routeOptions.url ?? '')) return;
    if (!(await seeding.isReady()))
      throw new AppError(503, ERROR_CODES.marketNotReady, MARKET_NOT_READY_MESSAGE);
  });

  app.get('/status', { schema: { response: { 200: ZGetMarketStatusResponseSchema } } }, async () => ({
    ok: true as const,
    data: await getMarketStatus(db, seeding),
  }));

  app.get('/session', { schema: { response: { 200: ZGetMarketSessionResponseSchema } } }, async () => ({
    ok: true as const,
    data: await getMarketSession(db, now()),
  }));

  app.get(
    '/search',
    {
      schema: {
        querystring: ZSearchInstrumentsQuerySchema,
        response: { 200: ZSearchInstrumentsResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, data: { results: await findInstruments(db, request.query) } }),
  );

  // One plugin per product area, named as the web app's feature folder (docs/decisions/032).
  await app.register(brokerActivityRoutes, { db });
  await app.register(stockTransactionRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(storyRoutes, { db });
  await app.register(marketRotationRoutes, { db });
  await app.register(technicalAnalysisRoutes, { db });
  await app.register(astrologyRoutes, { db });
  await app.register(coverageRoutes, { db });

  await app.register(streamRoutes, { hub });
};
