import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetChartPreferencesResponseSchema,
  ZUpdateChartPreferencesRequestSchema,
  ZUpdateChartPreferencesResponseSchema,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { getChartPreferences, saveChartPreferences } from './chart-preferences.service.ts';

/** GET/PUT /api/me/chart-preferences: the signed-in member's bullish/bearish chart colours. */
export const chartPreferencesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me/chart-preferences',
    { schema: { response: { 200: ZGetChartPreferencesResponseSchema } } },
    async (request) => ({
      ok: true as const,
      data: await getChartPreferences(db, request.auth.user.id),
    }),
  );

  app.put(
    '/me/chart-preferences',
    {
      schema: {
        body: ZUpdateChartPreferencesRequestSchema,
        response: { 200: ZUpdateChartPreferencesResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await saveChartPreferences(db, request.auth.user.id, request.body),
    }),
  );
};
