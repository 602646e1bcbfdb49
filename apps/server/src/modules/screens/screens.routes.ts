import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  MARKET_NOT_READY_MESSAGE,
  ZDeleteScreenResponseSchema,
  ZListScreensResponseSchema,
  ZMetricValuesRequestSchema,
  ZMetricValuesResponseSchema,
  ZRunScreenRequestSchema,
  ZRunScreenResponseSchema,
  ZSaveScreenRequestSchema,
  ZSavedScreenResponseSchema,
  ZScreenIdParamsSchema,
  ZWatchlistColumnsResponseSchema,
  ZWatchlistColumnsSchema,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { registerAnswerCompression } from '../../http/answer-compression.ts';
import { AppError } from '../../platform/errors.ts';
import type { MarketSeeding } from '../market/market-seeding.ts';
import { requireActivePlan } from '../subscription/require-active-plan.ts';
import {
  createScreen,
  getScreens,
  getWatchlistColumns,
  readMetricValues,
  removeScreen,
  replaceScreen,
  runScreen,
  setWatchlistColumns,
} from './screens.service.ts';

/**
 * Custom screens: runs over the whole market and a member's saved screens. Screens are part of the
 * analysis a plan pays for, so every route needs one (admins always pass).
 */
export const screensRoutes: FastifyPluginAsyncZod<{ db: Db; seeding: MarketSeeding }> = async (
  app,
  { db, seeding },
) => {
  await registerAnswerCompression(app);
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireActivePlan(db));
  const marketReady = async () => {
    if (!(await seeding.isReady()))
      throw new AppError(503, ERROR_CODES.marketNotReady, MARKET_NOT_READY_MESSAGE);
  };

  app.post(
    '/run',
    {
      preHandler: marketReady,
      schema: { body: ZRunScreenRequestSchema, response: { 200: ZRunScreenResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await runScreen(db, request.body) }),
  );

  app.post(
    '/values',
    {
      preHandler: marketReady,
      schema: { body: ZMetricValuesRequestSchema, response: { 200: ZMetricValuesResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await readMetricValues(db, request.body) }),
  );

  app.get('/', { schema: { response: { 200: ZListScreensResponseSchema } } }, async (request) => ({
    ok: true as const,
    data: { screens: await getScreens(db, request.auth.user.id) },
  }));

  app.post(
    '/',
    { schema: { body: ZSaveScreenRequestSchema, response: { 200: ZSavedScreenResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await createScreen(db, request.auth.user.id, request.body),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: ZScreenIdParamsSchema,
        body: ZSaveScreenRequestSchema,
        response: { 200: ZSavedScreenResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await replaceScreen(db, request.auth.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: ZScreenIdParamsSchema, response: { 200: ZDeleteScreenResponseSchema } } },
    async (request) => {
      await removeScreen(db, request.auth.user.id, request.params.id);
      return { ok: true as const, data: { deleted: true as const } };
    },
  );
};

/** The member's watchlist columns: their own setting, so sign-in is enough (like the favourites). */
export const watchlistColumnsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/watchlist-columns',
    { schema: { response: { 200: ZWatchlistColumnsResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await getWatchlistColumns(db, request.auth.user.id),
    }),
  );

  app.put(
    '/me/watchlist-columns',
    { schema: { body: ZWatchlistColumnsSchema, response: { 200: ZWatchlistColumnsResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await setWatchlistColumns(db, request.auth.user.id, request.body.columns),
    }),
  );
};
