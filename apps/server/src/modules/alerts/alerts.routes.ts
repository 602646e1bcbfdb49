import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAlertIdParamsSchema,
  ZAlertResponseSchema,
  ZAlertSettingsResponseSchema,
  ZAlertSettingsSchema,
  ZCreateAlertRequestSchema,
  ZDeleteAlertResponseSchema,
  ZListAlertsResponseSchema,
  ZListNotificationsQuerySchema,
  ZListNotificationsResponseSchema,
  ZMarkReadRequestSchema,
  ZUnreadResponseSchema,
  ZUnsubscribeQuerySchema,
  ZUnsubscribeResponseSchema,
  ZUpdateAlertRequestSchema,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { requireActivePlan } from '../subscription/require-active-plan.ts';
import type { AlertEvaluator } from './alert-evaluator.ts';
import {
  changeAlert,
  createAlert,
  getAlerts,
  getNotifications,
  getSettings,
  getUnread,
  readNotifications,
  removeAlert,
  saveSettings,
  unsubscribe,
} from './alerts.service.ts';

type Deps = { db: Db; evaluator: AlertEvaluator; now: () => Date };

/**
 * A member's alerts, their history and email settings. Reading and pausing need only sign-in, so a
 * member whose plan ended still sees and manages what is kept; creating or resuming one needs a
 * plan with room for it.
 */
export const alertsRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, evaluator, now }) => {
  // The one-click unsubscribe comes from a mail client, without a session.
  app.post(
    '/unsubscribe',
    {
      bodyLimit: 1024,
      schema: { querystring: ZUnsubscribeQuerySchema, response: { 200: ZUnsubscribeResponseSchema } },
    },
    async (request) => ({ ok: true as const, data: await unsubscribe(db, request.query.token) }),
  );
  // Mail clients post `List-Unsubscribe=One-Click` form-encoded (RFC 8058); the token is in the URL.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  const memberRoutes: FastifyPluginAsyncZod = async (member) => {
    member.addHook('preHandler', app.authenticate);
    const memberOf = (request: { auth: { user: { id: string; role: string } } }) => request.auth.user;

    member.get('/', { schema: { response: { 200: ZListAlertsResponseSchema } } }, async (request) => ({
      ok: true as const,
      data: await getAlerts(db, memberOf(request), now()),
    }));

    member.post(
      '/',
      {
        preHandler: requireActivePlan(db),
        schema: { body: ZCreateAlertRequestSchema, response: { 200: ZAlertResponseSchema } },
      },
      async (request) => {
        const alert = await createAlert(db, memberOf(request), request.body, now());
        evaluator.schedule();
        return { ok: true as const, data: alert };
      },
    );

    member.patch(
      '/:id',
      {
        schema: {
          params: ZAlertIdParamsSchema,
          body: ZUpdateAlertRequestSchema,
          response: { 200: ZAlertResponseSchema },
        },
      },
      async (request) => {
        const alert = await changeAlert(db, memberOf(request), request.params.id, request.body, now());
        if (request.body.active === true) evaluator.schedule();
        return { ok: true as const, data: alert };
      },
    );

    member.delete(
      '/:id',
      { schema: { params: ZAlertIdParamsSchema, response: { 200: ZDeleteAlertResponseSchema } } },
      async (request) => {
        await removeAlert(db, memberOf(request), request.params.id);
        return { ok: true as const, data: { deleted: true as const } };
      },
    );

    member.get(
      '/notifications',
      {
        schema: {
          querystring: ZListNotificationsQuerySchema,
          response: { 200: ZListNotificationsResponseSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        data: await getNotifications(db, request.auth.user.id, request.query.before),
      }),
    );

    member.get('/unread', { schema: { response: { 200: ZUnreadResponseSchema } } }, async (request) => ({
      ok: true as const,
      data: { unread: await getUnread(db, request.auth.user.id) },
    }));

    member.post(
      '/notifications/read',
      { schema: { body: ZMarkReadRequestSchema, response: { 200: ZUnreadResponseSchema } } },
      async (request) => {
        await readNotifications(db, request.auth.user.id, request.body.ids);
        return { ok: true as const, data: { unread: await getUnread(db, request.auth.user.id) } };
      },
    );

    member.get(
      '/settings',
      { schema: { response: { 200: ZAlertSettingsResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await getSettings(db, request.auth.user.id),
      }),
    );

    member.put(
      '/settings',
      { schema: { body: ZAlertSettingsSchema, response: { 200: ZAlertSettingsResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await saveSettings(db, request.auth.user.id, request.body),
      }),
    );
  };
  await app.register(memberRoutes);
};
