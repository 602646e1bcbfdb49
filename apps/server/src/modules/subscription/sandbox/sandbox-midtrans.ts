import { randomBytes, randomUUID } from 'node:crypto';
import { jakartaTime, type GatewayStatus } from '../gateway/gateway.ts';
import { notificationSignature } from '../signature.ts';
import type { Db } from '../../../db/client.ts';
import { findSandboxMethod, type SandboxMethod } from './sandbox-methods.ts';
import {
  findSandboxOrder,
  findSandboxOrderByToken,
  insertSandboxOrder,
  updateSandboxOrder,
  type SandboxOrderRow,
} from './sandbox.repo.ts';

/** Midtrans's transaction_status values the sandbox can produce. */
export type SandboxStatus =
  | 'pending'
  | 'settlement'
  | 'capture'
  | 'deny'
  | 'cancel'
  | 'expire'
  | 'failure'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback';

const STATUS_CODES: Record<SandboxStatus, string> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  deny: '202',
  cancel: '200',
  expire: '407',
  failure: '202',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
  partial_chargeback: '200',
};

const STATUS_MESSAGES: Record<string, string> = {
  '200': 'Success, transaction is found',
  '201': 'Success, transaction is created',
  '202': 'Transaction is denied',
  '407': 'Transaction is expired',
};

export type SandboxOrder = {
  orderId: string;
  token: string;
  grossAmount: number;
  itemName: string;
  customerEmail: string;
  createdAt: Date;
  expiresAt: Date;
  transactionId: string;
  method: SandboxMethod | null;
  status: SandboxStatus | null;
  transactionTime: Date | null;
  settlementTime: Date | null;
};

/** How the sandbox delivers a batch of notifications (test controls). */
export type DeliveryOptions = {
  /** Each notification is sent this many times (≥ 1). */
  copies?: number;
  /** Send the batch newest first (e.g. settlement before pending). */
  outOfOrder?: boolean;
  /** Send everything at once (Promise.all) instead of one after another. */
  concurrent?: boolean;
  /** Break the signature (the webhook must answer 401 and change nothing). */
  forge?: boolean;
};

export type Delivery = { transaction_status: string; status: number };
export type Deliver = (payload: Record<string, string | unknown>) => Promise<number>;

export class SandboxError extends Error {
  override name = 'SandboxError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const toOrder = (row: SandboxOrderRow): SandboxOrder => ({
  orderId: row.orderId,
  token: row.token,
  grossAmount: row.grossAmount,
  itemName: row.itemName,
  customerEmail: row.customerEmail,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  transactionId: row.transactionId,
  method: row.methodId ? findSandboxMethod(row.methodId) : null,
  status: row.status as SandboxStatus | null,
  transactionTime: row.transactionTime,
  settlementTime: row.settlementTime,
});

/**
 * A stand-in for Midtrans Snap + Core API, its orders in the database so that every instance sees
 * them. It signs with the configured server key and delivers notifications with Midtrans's field
 * names and string formats through `deliver`.
 */
export class SandboxMidtrans {
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: { db: Db; serverKey: string; snapBase: string; deliver: Deliver }) {}

  async #save(order: SandboxOrder): Promise<void> {
    await updateSandboxOrder(this.options.db, order.orderId, {
      methodId: order.method?.id ?? null,
      status: order.status,
      transactionTime: order.transactionTime,
      settlementTime: order.settlementTime,
    });
  }

  async createTransaction(body: unknown): Promise<{ token: string; redirect_url: string }> {
    const input = body as {
      transaction_details?: { order_id?: unknown; gross_amount?: unknown };
      item_details?: Array<{ name?: unknown; price?: unknown; quantity?: unknown }>;
      customer_details?: { email?: unknown };
      expiry?: { duration?: unknown; unit?: unknown };
    };
    const orderId = input.transaction_details?.order_id;
    const gross = input.transaction_details?.gross_amount;
    if (typeof orderId !== 'string' || !/^[A-Za-z0-9_~.-]{1,50}$/.test(orderId)) {
      throw new SandboxError(400, 'transaction_details.order_id is required and must be URL-safe');
    }
    if (typeof gross !== 'number' || !Number.isInteger(gross) || gross < 1) {
      throw new SandboxError(400, 'transaction_details.gross_amount must be a positive integer');
    }
    const items = input.item_details ?? [];
    const sum = items.reduce((total, item) => total + Number(item.price) * Number(item.quantity ?? 1), 0);
    if (items.length > 0 && sum !== gross) {
      throw new SandboxError(400, 'transaction_details.gross_amount is not equal to the sum of item_details');
    }
    const existing = await this.order(orderId);
    if (existing) {
      if (existing.status !== null)
        throw new SandboxError(400, 'transaction_details.order_id has already been taken');
      return { token: existing.token, redirect_url: this.redirectUrl(existing.token) };
    }
    const minutes =
      Number(input.expiry?.duration ?? 1440) *
      (input.expiry?.unit === 'hour' ? 60 : input.expiry?.unit === 'day' ? 1440 : 1);
    const now = new Date();
    const token = randomUUID();
    await insertSandboxOrder(this.options.db, {
      orderId,
      token,
      grossAmount: gross,
      itemName: typeof items[0]?.name === 'string' ? items[0].name : orderId,
      customerEmail: typeof input.customer_details?.email === 'string' ? input.customer_details.email : '',
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
      transactionId: randomUUID(),
    });
    return { token, redirect_url: this.redirectUrl(token) };
  }

  redirectUrl(token: string): string {
    return `${this.options.snapBase}/snap/v2/vtweb/${token}`;
  }

  async orderByToken(token: string): Promise<SandboxOrder | null> {
    const row = await findSandboxOrderByToken(this.options.db, token);
    return row ? toOrder(row) : null;
  }

  async order(orderId: string): Promise<SandboxOrder | null> {
    const row = await findSandboxOrder(this.options.db, orderId);
    return row ? toOrder(row) : null;
  }

  /** Core API status: null (404) until a payment method is picked. */
  async statusOf(orderId: string): Promise<GatewayStatus | null> {
    const order = await this.order(orderId);
    if (!order || !order.status) return null;
    return this.payload(order, order.status);
  }

  /** The buyer picks a method on the payment page; the order becomes pending. */
  async choose(token: string, methodId: string): Promise<SandboxOrder> {
    const order = await this.orderByToken(token);
    if (!order) throw new SandboxError(404, 'Transaction not found');
    const method = findSandboxMethod(methodId);
    if (!method) throw new SandboxError(400, `Unknown payment method ${methodId}`);
    if (order.status && order.status !== 'pending')
      throw new SandboxError(409, `Transaction is already ${order.status}`);
    if (order.expiresAt.getTime() <= Date.now()) throw new SandboxError(410, 'Transaction is expired');
    if (!order.method || order.method.id !== method.id) {
      order.method = method;
      order.transactionTime = new Date();
    }
    order.status = 'pending';
    await this.#save(order);
    return order;
  }

  /** Moves an order to `status` and delivers the matching notification(s). */
  async transition(
    orderId: string,
    status: SandboxStatus,
    delivery: DeliveryOptions = {},
  ): Promise<Delivery[]> {
    const order = await this.order(orderId);
    if (!order) throw new SandboxError(404, 'Transaction not found');
    if (!order.method) {
      if (status === 'expire' || status === 'cancel') {
        order.status = status;
        await this.#save(order);
        return [];
      }
      throw new SandboxError(404, 'No payment method was chosen for this transaction');
    }
    order.transactionTime ??= new Date();
    if (status === 'settlement' || status === 'capture') order.settlementTime = new Date();
    order.status = status;
    await this.#save(order);
    return this.deliver([this.payload(order, status)], delivery);
  }

  /** Pay on the page: pending first (as Midtrans does for most methods), then paid. */
  async pay(
    token: string,
    methodId: string,
    delivery: DeliveryOptions = {},
  ): Promise<{ order: SandboxOrder; deliveries: Delivery[] }> {
    const order = await this.choose(token, methodId);
    const pending = this.payload(order, 'pending');
    const paidStatus = order.method?.paidStatus ?? 'settlement';
    order.status = paidStatus;
    order.settlementTime = new Date();
    await this.#save(order);
    const paid = this.payload(order, paidStatus);
    return { order, deliveries: await this.deliver([pending, paid], delivery) };
  }

  /** Sends arbitrary statuses of one order (test control), e.g. ['settlement','pending','refund']. */
  async sendSequence(
    orderId: string,
    statuses: SandboxStatus[],
    delivery: DeliveryOptions = {},
  ): Promise<Delivery[]> {
    const order = await this.order(orderId);
    if (!order?.method) throw new SandboxError(404, 'No payment method was chosen for this transaction');
    const payloads = statuses.map((status) => this.payload(order, status));
    const last = statuses.at(-1);
    if (last) {
      order.status = last;
      await this.#save(order);
    }
    return this.deliver(payloads, delivery);
  }

  /** Midtrans's notification / status body for `status`, all values strings, signed. */
  payload(order: SandboxOrder, status: SandboxStatus): GatewayStatus {
    const statusCode = STATUS_CODES[status];
    const grossAmount = `${order.grossAmount}.00`;
    const orderNumber = order.transactionId
      .replaceAll('-', '')
      .replace(/\D/g, '')
      .padEnd(12, '0')
      .slice(0, 12);
    const payload: GatewayStatus = {
      transaction_time: jakartaTime(order.transactionTime ?? new Date()),
      transaction_status: status,
      transaction_id: order.transactionId,
      status_message: STATUS_MESSAGES[statusCode] ?? 'midtrans payment notification',
      status_code: statusCode,
      signature_key: notificationSignature(
        { order_id: order.orderId, status_code: statusCode, gross_amount: grossAmount },
        this.options.serverKey,
      ),
      payment_type: order.method?.paymentType ?? 'snap',
      order_id: order.orderId,
      merchant_id: 'SANDBOX-PANTAU',
      gross_amount: grossAmount,
      fraud_status: status === 'deny' && order.method?.paidStatus === 'capture' ? 'deny' : 'accept',
      currency: 'IDR',
      expiry_time: jakartaTime(order.expiresAt),
      ...(order.method?.fields(orderNumber) ?? {}),
    };
    if ((status === 'settlement' || status === 'refund' || status === 'chargeback') && order.settlementTime) {
      payload.settlement_time = jakartaTime(order.settlementTime);
    }
    if (status === 'refund' || status === 'partial_refund') {
      payload.refund_amount = grossAmount;
    }
    return payload;
  }

  async deliver(payloads: GatewayStatus[], options: DeliveryOptions): Promise<Delivery[]> {
    const copies = Math.max(1, Math.min(options.copies ?? 1, 20));
    let batch = payloads.flatMap((payload) => Array.from({ length: copies }, () => ({ ...payload })));
    if (options.outOfOrder) batch = batch.reverse();
    if (options.forge) {
      batch = batch.map((payload) => ({ ...payload, signature_key: randomBytes(64).toString('hex') }));
    }
    const send = async (payload: GatewayStatus): Promise<Delivery> => {
      const status = await this.options.deliver(payload).catch(() => 0);
      return { transaction_status: payload.transaction_status, status };
    };
    const run = options.concurrent
      ? Promise.all(batch.map(send))
      : (async () => {
          const results: Delivery[] = [];
          for (const payload of batch) results.push(await send(payload));
          return results;
        })();
    this.#inFlight.add(run);
    try {
      return await run;
    } finally {
      this.#inFlight.delete(run);
    }
  }

  /** Waits for deliveries still on their way (used when the server closes). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.#inFlight]);
  }
}
