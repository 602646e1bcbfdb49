import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { basicAuth } from '../gateway/gateway.ts';
import { renderPaymentPage } from './sandbox-page.ts';
import {
  SandboxError,
  type DeliveryOptions,
  type SandboxMidtrans,
  type SandboxStatus,
} from './sandbox-midtrans.ts';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const ASSETS = {
  'snap.js': asset('snap.js'),
  'vtweb.js': asset('vtweb.js'),
  'vtweb.css': asset('vtweb.css'),
};

type Deps = {
  sandbox: SandboxMidtrans;
  serverKey: string;
  snapBase: string;
  /** Set on a production (staging) sandbox: who owns an order, checked before its page pays it. */
  orderOwner: ((orderId: string) => Promise<string | null>) | null;
};

const SANDBOX_STATUSES = new Set<SandboxStatus>([
  'pending',
  'settlement',
  'capture',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
]);

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

function deliveryOptions(body: unknown): DeliveryOptions {
  const input = (body ?? {}) as Record<string, unknown>;
  const copies = Number(input.copies ?? 1);
  return {
    copies: Number.isInteger(copies) && copies >= 1 ? Math.min(copies, 20) : 1,
    outOfOrder: input.outOfOrder === true,
    concurrent: input.concurrent === true,
    forge: input.forge === true,
  };
}

function sendSandboxError(reply: FastifyReply, error: unknown) {
  if (error instanceof SandboxError) {
    return reply
      .status(error.status)
      .send({ status_code: String(error.status), error_messages: [error.message] });
  }
  throw error;
}

/**
 * Our stand-in for Midtrans under /sandbox/midtrans (only with PAYMENT_GATEWAY=sandbox): the Snap
 * API, the Core API calls we use, snap.js and the payment page, plus test controls.
 */
export const sandboxRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  const requireServerKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== basicAuth(deps.serverKey)) {
      return reply.status(401).send({
        status_code: '401',
        error_messages: ['Access denied due to unauthorized transaction, please check client or server key'],
      });
    }
  };
  // Relative: the page returns to the origin it was opened on, whatever host or port that was.
  const finishUrl = (page: 'success' | 'pending' | 'error', result: Record<string, unknown>) => {
    const query = new URLSearchParams();
    for (const key of ['order_id', 'status_code', 'transaction_status']) {
      query.set(key, String(result[key] ?? ''));
    }
    return `/subscription/${page}?${query.toString()}`;
  };

  app.get('/snap/snap.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ASSETS['snap.js']),
  );
  app.get('/snap/assets/vtweb.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(ASSETS['vtweb.js']),
  );
  app.get('/snap/assets/vtweb.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(ASSETS['vtweb.css']),
  );

  app.post('/snap/v1/transactions', { preHandler: requireServerKey }, async (request, reply) => {
    try {
      return reply.status(201).send(await deps.sandbox.createTransaction(request.body));
    } catch (error) {
      return sendSandboxError(reply, error);
    }
  });

  app.get<{ Params: { token: string } }>('/snap/v2/vtweb/:token', async (request, reply) => {
    const order = await deps.sandbox.orderByToken(request.params.token);
    if (!order) return reply.status(404).type('text/plain').send('Transaction not found');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-store')
      .send(
        renderPaymentPage(order, {
          base: deps.snapBase,
          backUrl: '/subscription',
        }),
      );
  });

  /** The page's buttons: outcome pay | pending | settle | deny | expire, for the chosen method. */
  app.post<{ Params: { token: string }; Body: { method?: string; outcome?: string } }>(
    '/snap/v2/vtweb/:token/pay',
    async (request, reply) => {
      const { sandbox } = deps;
      const order = await sandbox.orderByToken(request.params.token);
      if (!order)
        return reply.status(404).send({ status_code: '404', error_messages: ['Transaction not found'] });
      if (deps.orderOwner) {
        await app.authenticate(request, reply);
        if ((await deps.orderOwner(order.orderId)) !== request.auth.user.id) {
          return reply
            .status(403)
            .send({ status_code: '403', error_messages: ['This order belongs to another account'] });
        }
      }
      const options = deliveryOptions(request.body);
      const method = String(request.body?.method ?? '');
      try {
        let deliveries;
        let status: SandboxStatus;
        switch (request.body?.outcome) {
          case 'pay': {
            const paid = await sandbox.pay(order.token, method, options);
            deliveries = paid.deliveries;
            status = paid.order.status ?? 'settlement';
            break;
          }
          case 'pending':
            await sandbox.choose(order.token, method);
            deliveries = await sandbox.transition(order.orderId, 'pending', options);
            status = 'pending';
            break;
          case 'settle':
            if (order.status !== 'pending' || !order.method)
              throw new SandboxError(409, 'Transaction is not pending');
            status = order.method.paidStatus;
            deliveries = await sandbox.transition(order.orderId, status, options);
            break;
          case 'deny':
            if (order.status !== 'pending') await sandbox.choose(order.token, method);
            deliveries = await sandbox.transition(order.orderId, 'deny', options);
            status = 'deny';
            break;
          case 'expire':
            deliveries = await sandbox.transition(order.orderId, 'expire', options);
            status = 'expire';
            break;
          default:
            throw new SandboxError(400, 'outcome must be pay, pending, settle, deny or expire');
        }
        const current = (await sandbox.order(order.orderId)) ?? order;
        const result = sandbox.payload(current, status);
        delete result.signature_key;
        const page =
          status === 'pending'
            ? 'pending'
            : status === 'settlement' || status === 'capture'
              ? 'success'
              : 'error';
        const event = page;
        const finish = finishUrl(page, result);
        return { event, result: { ...result, finish_redirect_url: finish }, finishUrl: finish, deliveries };
      } catch (error) {
        return sendSandboxError(reply, error);
      }
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/v2/:orderId/status',
    { preHandler: requireServerKey },
    async (request, reply) => {
      const status = await deps.sandbox.statusOf(request.params.orderId);
      if (!status) {
        return reply.status(404).send({ status_code: '404', status_message: "Transaction doesn't exist." });
      }
      return status;
    },
  );

  for (const action of ['expire', 'cancel'] as const) {
    app.post<{ Params: { orderId: string } }>(
      `/v2/:orderId/${action}`,
      { preHandler: requireServerKey },
      async (request, reply) => {
        const order = await deps.sandbox.order(request.params.orderId);
        if (!order)
          return reply.status(404).send({ status_code: '404', status_message: "Transaction doesn't exist." });
        if (order.status !== null && order.status !== 'pending') {
          return reply.status(412).send({
            status_code: '412',
            status_message: 'Merchant cannot modify the status of the transaction',
          });
        }
        await deps.sandbox.transition(order.orderId, action);
        return (
          (await deps.sandbox.statusOf(order.orderId)) ?? {
            status_code: '200',
            transaction_status: action,
            order_id: order.orderId,
          }
        );
      },
    );
  }

  /** Test control: the buyer pays a pending order later (the "settle" button, scriptable). */
  app.post<{ Params: { orderId: string } }>(
    '/v2/:orderId/settle',
    { preHandler: requireServerKey },
    async (request, reply) => {
      const order = await deps.sandbox.order(request.params.orderId);
      if (!order?.method || order.status !== 'pending') {
        return reply.status(409).send({ status_code: '409', error_messages: ['Transaction is not pending'] });
      }
      const deliveries = await deps.sandbox.transition(
        order.orderId,
        order.method.paidStatus,
        deliveryOptions(request.body),
      );
      return { order_id: order.orderId, transaction_status: order.method.paidStatus, deliveries };
    },
  );

  /**
   * Test control: deliver any sequence of statuses for an order whose method is chosen, e.g.
   * { statuses: ['settlement','pending','refund'], copies: 2, outOfOrder: true, concurrent: true, forge: false }.
   */
  app.post<{ Params: { orderId: string }; Body: { statuses?: unknown } }>(
    '/v2/:orderId/notify',
    { preHandler: requireServerKey },
    async (request, reply) => {
      const statuses = Array.isArray(request.body?.statuses) ? request.body.statuses : [];
      if (
        statuses.length === 0 ||
        !statuses.every((status) => SANDBOX_STATUSES.has(status as SandboxStatus))
      ) {
        return reply
          .status(400)
          .send({ status_code: '400', error_messages: ['statuses must list Midtrans statuses'] });
      }
      try {
        const deliveries = await deps.sandbox.sendSequence(
          request.params.orderId,
          statuses as SandboxStatus[],
          deliveryOptions(request.body),
        );
        return { order_id: request.params.orderId, deliveries };
      } catch (error) {
        return sendSandboxError(reply, error);
      }
    },
  );
};
