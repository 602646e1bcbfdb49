import {
  basicAuth,
  GatewayError,
  snapRequestBody,
  type GatewayStatus,
  type PaymentGateway,
} from './gateway.ts';

const TIMEOUT_MS = 10_000;

/**
 * Midtrans over HTTPS with fetch (the official client hard-codes hosts and skips signature checks).
 * Bases are configurable, so the same adapter can also talk to the sandbox over HTTP.
 */
export function createMidtransGateway(options: {
  serverKey: string;
  snapBase: string;
  apiBase: string;
  kind?: 'sandbox' | 'midtrans';
}): PaymentGateway {
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: basicAuth(options.serverKey),
  };
  const request = async (url: string, init: { method: string; body?: unknown }) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`gateway unreachable: ${(error as Error).message}`, null);
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Non-JSON answers (proxies, outages) are reported by status below.
    }
    return { status: response.status, json };
  };

  return {
    kind: options.kind ?? 'midtrans',
    async createSnapTransaction(order) {
      const { status, json } = await request(`${options.snapBase}/snap/v1/transactions`, {
        method: 'POST',
        body: snapRequestBody(order),
      });
      if (
        status >= 200 &&
        status < 300 &&
        typeof json.token === 'string' &&
        typeof json.redirect_url === 'string'
      ) {
        return { token: json.token, redirectUrl: json.redirect_url };
      }
      const messages = Array.isArray(json.error_messages) ? json.error_messages.join('; ') : '';
      throw new GatewayError(`snap create failed (${status}) ${messages}`.trim(), status);
    },
    async getStatus(orderId) {
      const { status, json } = await request(`${options.apiBase}/v2/${encodeURIComponent(orderId)}/status`, {
        method: 'GET',
      });
      // Core API answers HTTP 200 with status_code "404" in the body for unknown orders.
      if (status === 404 || json.status_code === '404') return null;
      if (status >= 200 && status < 300 && typeof json.transaction_status === 'string') {
        return json as GatewayStatus;
      }
      throw new GatewayError(`status check failed (${status})`, status);
    },
    async expire(orderId) {
      await request(`${options.apiBase}/v2/${encodeURIComponent(orderId)}/expire`, { method: 'POST' });
    },
    async cancel(orderId) {
      await request(`${options.apiBase}/v2/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
    },
  };
}
