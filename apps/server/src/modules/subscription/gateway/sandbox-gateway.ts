import { SandboxError, type SandboxMidtrans } from '../sandbox/sandbox-midtrans.ts';
import { GatewayError, snapRequestBody, type PaymentGateway } from './gateway.ts';

/**
 * The sandbox runs inside this server, so its adapter calls it directly (the server does not know
 * its own reachable address in every setup). The browser still uses the HTTP routes and snap.js,
 * and notifications still arrive over HTTP at the webhook.
 */
export function createSandboxGateway(sandbox: SandboxMidtrans): PaymentGateway {
  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof SandboxError) throw new GatewayError(error.message, error.status);
      throw error;
    }
  };
  return {
    kind: 'sandbox',
    async createSnapTransaction(order) {
      const answer = await wrap(() => sandbox.createTransaction(snapRequestBody(order)));
      return { token: answer.token, redirectUrl: answer.redirect_url };
    },
    async getStatus(orderId) {
      return sandbox.statusOf(orderId);
    },
    async expire(orderId) {
      const order = await sandbox.order(orderId);
      if (order && (order.status === null || order.status === 'pending')) {
        await sandbox.transition(orderId, 'expire').catch(() => []);
      }
    },
    async cancel(orderId) {
      const order = await sandbox.order(orderId);
      if (order && order.status === 'pending') await sandbox.transition(orderId, 'cancel').catch(() => []);
    },
  };
}
