import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeleteHolidayResponseSchema,
  ZHolidayParamsSchema,
  ZListHolidaysQuerySchema,
  ZListHolidaysResponseSchema,
  ZPutHolidayRequestSchema,
  ZPutHolidayResponseSchema,
} from '@pantau/contracts';
import type { Db } from '../../../db/client.ts';
import { requireAdmin } from '../../admin/require-admin.ts';
import { listHolidays, putHoliday, removeHoliday } from './holidays.service.ts';

/**
 * /api/admin/holidays: the exchange calendar, admins only. It feeds the coverage calendar only,
 * which is not cached, so a change needs no market-data version.
 */
export const holidaysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('preHandler', requireAdmin(db));

  app.get(
    '/',
    { schema: { querystring: ZListHolidaysQuerySchema, response: { 200: ZListHolidaysResponseSchema } } },
    async (request) => ({ ok: true as const, data: await listHolidays(db, request.query.year) }),
  );

  app.put(
    '/:date',
    {
      schema: {
        params: ZHolidayParamsSchema,
        body: ZPutHolidayRequestSchema,
        response: { 200: ZPutHolidayResponseSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await putHoliday(db, request.params.date, request.body.name),
    }),
  );

  app.delete(
    '/:date',
    { schema: { params: ZHolidayParamsSchema, response: { 200: ZDeleteHolidayResponseSchema } } },
    async (request) => {
      await removeHoliday(db, request.params.date);
      return { ok: true as const, data: { date: request.params.date } };
    },
  );
};
