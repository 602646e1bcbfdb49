import type {
  GatewayStatus,
  PaymentGateway,
  SnapOrder,
  SnapTransaction,
} from '../../src/modules/subscription/gateway/gateway.ts';

export type GatewayCall =
  | { method: 'createSnapTransaction'; order: SnapOrder }
  | { method: 'getStatus' | 'expire' | 'cancel'; orderId: string };

/**
 * A payment gateway that records every call and answers from a script: Snap pages get tokens
 * `token-1`, `token-2`, … unless a failure is queued; a status check answers what `reportStatus`
 * set for that order (null, as Midtrans's 404, when nothing was set).
 */
export function createFakeGateway() {
  const calls: GatewayCall[] = [];
  const createFailures: Error[] = [];
  const statuses = new Map<string, GatewayStatus | Error>();
  let created = 0;

  const gateway: PaymentGateway = {
    kind: 'midtrans',
    async createSnapTransaction(order): Promise<SnapTransaction> {
      calls.push({ method: 'createSnapTransaction', order });
      const failure = createFailures.shift();
      if (failure) throw failure;
      created += 1;
      return { token: `token-${created}`, redirectUrl: `https://pay.example.test/snap/token-${created}` };
    },
    async getStatus(orderId) {
      calls.push({ method: 'getStatus', orderId });
      const answer = statuses.get(orderId);
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
    async expire(orderId) {
      calls.push({ method: 'expire', orderId });
    },
    async cancel(orderId) {
      calls.push({ method: 'cancel', orderId });
    },
  };

  return {
    gateway,
    calls,
    /** The order ids the gateway was asked about with this method, in call order. */
    orderIdsOf: (method: 'getStatus' | 'expire' | 'cancel') =>
      calls.flatMap((call) => (call.method === method ? [call.orderId] : [])),
    snapOrders: () => calls.flatMap((call) => (call.method === 'createSnapTransaction' ? [call.order] : [])),
    failNextCreate: (error: Error) => void createFailures.push(error),
    reportStatus: (orderId: string, answer: GatewayStatus | Error) => void statuses.set(orderId, answer),
  };
}

export type FakeGateway = ReturnType<typeof createFakeGateway>;
