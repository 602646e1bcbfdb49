import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUBSCRIPTION_ERROR_CODES,
  ZCancelPendingRequestSchema,
  ZCancelPendingResponseSchema,
  ZCancelSubscriptionRequestSchema,
  ZCancelSubscriptionResponseSchema,
  ZCheckStatusRequestSchema,
  ZCheckStatusResponseSchema,
  ZCreateOrderRequestSchema,
  ZCreateOrderResponseSchema,
  ZGetSnapConfigResponseSchema,
  ZGetSubscriptionStatusResponseSchema,
  ZListPaymentActivityQuerySchema,
  ZListPaymentActivityResponseSchema,
  ZListPaymentMethodsResponseSchema,
  ZListPlansResponseSchema,
  ZPaymentNotificationResponseSchema,
  ZPaymentNotificationSchema,
  ZRegenerateSnapTokenRequestSchema,
  ZRegenerateSnapTokenResponseSchema,
  ZUpdatePaymentMethodRequestSchema,
  ZUpdatePaymentMethodResponseSchema,
} from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import { receiveNotification } from './notification.service.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import {
  cancelPending,
  cancelSubscription,
  checkStatus,
  createOrder,
  getStatus,
  listPaymentActivity,
  listPlans,
  PAYMENT_METHODS,
  regenerateSnapToken,
  updatePaymentMethod,
} from './subscription.service.ts';

/** Midtrans notifications are a few kB; anything larger is not one (413 before it is parsed). */
export const NOTIFICATION_BODY_LIMIT = 16_384;

/** /api/subscription/*: the catalogue and Snap config are public, the webhook is signed, the rest needs a session. */
export const subscriptionRoutes: FastifyPluginAsyncZod<SubscriptionDeps> = async (app, deps) => {
  app.get('/plans', { schema: { response: { 200: ZListPlansResponseSchema } } }, async () => ({
    ok: true as const,
    data: { plans: await listPlans(deps.db) },
  }));

  app.get(
    '/payment-methods',
    { schema: { response: { 200: ZListPaymentMethodsResponseSchema } } },
    async () => ({
      ok: true as const,
      data: { methods: PAYMENT_METHODS },
    }),
  );

  app.get('/snap-config', { schema: { response: { 200: ZGetSnapConfigResponseSchema } } }, async () => ({
    ok: true as const,
    data: {
      gateway: deps.payments.gateway,
      scriptUrl: `${deps.payments.snapBase}/snap/snap.js`,
      clientKey: deps.payments.clientKey,
    },
  }));

  app.post(
    '/notification',
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: { body: ZPaymentNotificationSchema, response: { 200: ZPaymentNotificationResponseSchema } },
    },
    async (request) => {
      const result = await receiveNotification({ ...deps, log: request.log }, request.body);
      if (result.kind === 'forged') {
        throw new AppError(401, SUBSCRIPTION_ERROR_CODES.invalidSignature, 'Invalid signature');
      }
      return { ok: true as const };
    },
  );

  const memberRoutes: FastifyPluginAsyncZod = async (member) => {
    member.addHook('preHandler', member.authenticate);
    const scoped = (log: typeof deps.log) => ({ ...deps, log });

    member.get(
      '/status',
      { schema: { response: { 200: ZGetSubscriptionStatusResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await getStatus(scoped(request.log), request.auth.user),
      }),
    );

    member.post(
      '/create-order',
      { schema: { body: ZCreateOrderRequestSchema, response: { 200: ZCreateOrderResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await createOrder(scoped(request.log), request.auth.user, request.body),
      }),
    );

    member.post(
      '/cancel',
      {
        schema: {
          body: ZCancelSubscriptionRequestSchema,
          response: { 200: ZCancelSubscriptionResponseSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        data: await cancelSubscription(scoped(request.log), request.auth.user, request.body.reason),
      }),
    );

    member.get(
      '/payment-activity',
      {
        schema: {
          querystring: ZListPaymentActivityQuerySchema,
          response: { 200: ZListPaymentActivityResponseSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        data: await listPaymentActivity(scoped(request.log), request.auth.user, request.query),
      }),
    );

    member.post(
      '/check-status',
      { schema: { body: ZCheckStatusRequestSchema, response: { 200: ZCheckStatusResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await checkStatus(scoped(request.log), request.auth.user, request.body.orderId),
      }),
    );

    member.post(
      '/regenerate-snap-token',
      {
        schema: {
          body: ZRegenerateSnapTokenRequestSchema,
          response: { 200: ZRegenerateSnapTokenResponseSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        data: await regenerateSnapToken(scoped(request.log), request.auth.user, request.body.transactionId),
      }),
    );

    member.post(
      '/cancel-pending',
      { schema: { body: ZCancelPendingRequestSchema, response: { 200: ZCancelPendingResponseSchema } } },
      async (request) => ({
        ok: true as const,
        data: await cancelPending(scoped(request.log), request.auth.user, request.body),
      }),
    );

    member.post(
      '/update-payment-method',
      {
        schema: {
          body: ZUpdatePaymentMethodRequestSchema,
          response: { 200: ZUpdatePaymentMethodResponseSchema },
        },
      },
      async (request) => ({
        ok: true as const,
        data: await updatePaymentMethod(scoped(request.log), request.auth.user, request.body),
      }),
    );
  };
  await app.register(memberRoutes);
};
