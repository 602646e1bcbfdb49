/** What the subscription module needs from a payment gateway; Midtrans and the sandbox both fit. */
export type SnapOrder = {
  orderId: string;
  amount: number;
  item: { id: string; name: string; price: number };
  customer: { firstName: string; lastName: string; email: string };
  /** The order expires this many minutes after `startTime`. */
  expiryMinutes: number;
  startTime: Date;
};

export type SnapTransaction = { token: string; redirectUrl: string };

/** Midtrans's status answer, values as strings exactly like a notification (signature included). */
export type GatewayStatus = Record<string, unknown> & {
  order_id: string;
  status_code: string;
  gross_amount: string;
  transaction_status: string;
  signature_key?: string;
  payment_type?: string;
  fraud_status?: string;
  transaction_id?: string;
};

export type PaymentGateway = {
  kind: 'sandbox' | 'midtrans';
  createSnapTransaction(order: SnapOrder): Promise<SnapTransaction>;
  /** Null while the buyer has not picked a payment method (Midtrans answers 404). */
  getStatus(orderId: string): Promise<GatewayStatus | null>;
  /** Best effort: ask the gateway to expire / cancel an unpaid order. */
  expire(orderId: string): Promise<void>;
  cancel(orderId: string): Promise<void>;
};

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Midtrans wants `YYYY-MM-DD HH:MM:SS +0700`; times are shown in Jakarta time (GMT+7, no DST). */
export function jakartaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

export const basicAuth = (serverKey: string) => `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

export const snapRequestBody = (order: SnapOrder) => ({
  transaction_details: { order_id: order.orderId, gross_amount: order.amount },
  item_details: [{ id: order.item.id, price: order.item.price, quantity: 1, name: order.item.name }],
  customer_details: {
    first_name: order.customer.firstName,
    last_name: order.customer.lastName,
    email: order.customer.email,
  },
  enabled_payments: [
    'qris',
    'gopay',
    'shopeepay',
    'bca_va',
    'bni_va',
    'bri_va',
    'permata_va',
    'credit_card',
    'alfamart',
    'indomaret',
  ],
  expiry: {
    start_time: `${jakartaTime(order.startTime)} +0700`,
    unit: 'minute',
    duration: order.expiryMinutes,
  },
});
