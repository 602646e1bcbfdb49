import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { SANDBOX_GATEWAY_PATH, type Config } from '../../platform/config.ts';
import type { PaymentGateway } from './gateway/gateway.ts';
import { createMidtransGateway } from './gateway/midtrans-gateway.ts';
import { createSandboxGateway } from './gateway/sandbox-gateway.ts';
import { SandboxMidtrans, type Deliver } from './sandbox/sandbox-midtrans.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';
import type { SubscriptionDeps } from './subscription-deps.ts';
import { findTransactionByOrderId } from './subscription.repo.ts';
import { sweepExpiredOrders } from './subscription.service.ts';

const NOTIFICATION_PATH = '/api/subscription/notification';

/** This server's own address once listening, for the sandbox's HTTP notifications. */
function ownNotificationUrl(app: FastifyInstance): string | null {
  const address = app.server.listening ? app.server.address() : null;
  if (!address || typeof address === 'string') return null;
  const host =
    address.family === 'IPv6'
      ? `[${address.address === '::' ? '::1' : address.address}]`
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host}:${address.port}${NOTIFICATION_PATH}`;
}

/**
 * Wires the payment gateway chosen by PAYMENT_GATEWAY, the sandbox routes (sandbox mode only) and
 * the expiry sweep timer. Returns the deps the /api/subscription routes need.
 */
export async function setUpSubscriptions(
  app: FastifyInstance,
  config: Config,
  db: Db,
): Promise<SubscriptionDeps & { sandbox: SandboxMidtrans | null }> {
  const payments = config.payments;
  let gateway: PaymentGateway;
  let sandbox: SandboxMidtrans | null = null;
  if (payments.gateway === 'sandbox') {
    const deliver: Deliver = async (payload) => {
      const url = payments.notificationUrl ?? ownNotificationUrl(app);
      if (!url) {
        const answer = await app.inject({
          method: 'POST',
          url: NOTIFICATION_PATH,
          payload: payload as object,
        });
        return answer.statusCode;
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return response.status;
    };
    sandbox = new SandboxMidtrans({
      db,
      serverKey: payments.serverKey,
      snapBase: payments.snapBase,
      deliver,
    });
    gateway = createSandboxGateway(sandbox);
    await app.register(sandboxRoutes, {
      prefix: SANDBOX_GATEWAY_PATH,
      sandbox,
      serverKey: payments.serverKey,
      snapBase: payments.snapBase,
      orderOwner: payments.sandboxPayNeedsMember
        ? async (orderId: string) => (await findTransactionByOrderId(db, orderId))?.userId ?? null
        : null,
    });
    if (payments.sandboxPayNeedsMember) {
      app.log.warn(
        'PAYMENT_GATEWAY=sandbox in production: payments are simulated and grant plans without money. ' +
          'Meant for staging only; the sandbox page pays only for the signed-in owner of the order.',
      );
    }
  } else {
    gateway = createMidtransGateway({
      serverKey: payments.serverKey,
      snapBase: payments.snapBase,
      apiBase: payments.apiBase,
    });
  }
  const deps: SubscriptionDeps = { db, gateway, payments, log: app.log };

  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    if (payments.sweepSeconds === 0) return;
    timer = setInterval(() => {
      if (sweeping) return;
      sweeping = sweepExpiredOrders(deps)
        .catch((error: unknown) => app.log.error({ err: error }, 'payment expiry sweep failed'))
        .finally(() => {
          sweeping = null;
        });
    }, payments.sweepSeconds * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await sweeping;
    await sandbox?.drain();
  });
  return { ...deps, sandbox };
}
