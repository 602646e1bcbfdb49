import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreateOrderResponseSchema,
  ZGetSubscriptionStatusResponseSchema,
  ZListPaymentActivityResponseSchema,
  ZListPlansResponseSchema,
} from '@pantau/contracts';
import { paymentNotifications, paymentTransactions, subscriptionPeriods } from '../src/db/schema.ts';
import { basicAuth } from '../src/modules/subscription/gateway/gateway.ts';
import { DEV_MIDTRANS_SERVER_KEY } from '../src/platform/config.ts';
import { insertPendingOrder, notificationFor, setTrialEnd } from './factories/subscriptions.ts';
import { uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser, tokenFromLink, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

// The HTTP side of subscriptions: routes, status codes, bodies, sessions, the webhook and the
// sandbox gateway. The period and state rules themselves are tested at the service tier, in
// test/subscription/.

const SANDBOX = '/sandbox/midtrans';

describe.each(databaseKinds)('subscriptions over HTTP with the sandbox gateway on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => server.close());

  const db = () => server.app.database.db;
  const status = async (token: string) =>
    ZGetSubscriptionStatusResponseSchema.parse(
      (await call(server, 'GET', '/api/subscription/status', { token })).body,
    ).data;
  const order = async (token: string, planId: string) => {
    const answer = await call(server, 'POST', '/api/subscription/create-order', {
      token,
      body: { planId, paymentMethod: 'snap' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ZCreateOrderResponseSchema.parse(answer.body).data;
  };
  const sandboxPay = async (snapToken: string, body: Record<string, unknown>) => {
    const answer = await call(server, 'POST', `${SANDBOX}/snap/v2/vtweb/${snapToken}/pay`, { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as {
      event: string;
      result: Record<string, string>;
      deliveries: Array<{ status: number }>;
    };
  };
  const sandboxControl = (path: string, body: unknown = {}) =>
    call(server, 'POST', `${SANDBOX}${path}`, {
      body,
      headers: { authorization: basicAuth(DEV_MIDTRANS_SERVER_KEY) },
    });
  const sandboxStatus = (orderId: string, headers: Record<string, string> = {}) =>
    call(server, 'GET', `${SANDBOX}/v2/${orderId}/status`, { headers });
  const transaction = async (orderId: string) =>
    (await db().select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)))[0]!;
  const periodsOf = (userId: string) =>
    db().select().from(subscriptionPeriods).where(eq(subscriptionPeriods.userId, userId));
  /** A member whose Plus order was paid through the webhook (no popup). */
  const paidMember = async () => {
    const member = await signedInUser(server);
    const paid = await insertPendingOrder(db(), member.user.id, 'plus');
    const delivered = await call(server, 'POST', '/api/subscription/notification', {
      body: notificationFor(paid, 'settlement'),
    });
    expect(delivered.status).toBe(200);
    return member;
  };

  describe('without a session', () => {
    it('lists the plans, payment methods and Snap config', async () => {
      const plans = ZListPlansResponseSchema.parse(
        (await call(server, 'GET', '/api/subscription/plans')).body,
      );
      expect(plans.data.plans).toEqual([
        { id: 'plus', name: 'Plus', price: 35_000, duration: 1, period: '1 Month', popular: false },
        { id: 'premium', name: 'Premium', price: 89_000, duration: 3, period: '3 Months', popular: true },
        { id: 'pro', name: 'Pro', price: 165_000, duration: 6, period: '6 Months', popular: false },
      ]);
      const methods = await call(server, 'GET', '/api/subscription/payment-methods');
      expect(methods.body.data.methods.map((method: { id: string }) => method.id)).toEqual([
        'qris',
        'ewallet',
        'virtual_account',
        'card',
        'alfa_group',
        'indomaret',
      ]);
      const config = await call(server, 'GET', '/api/subscription/snap-config');
      expect(config.body.data).toEqual({
        gateway: 'sandbox',
        scriptUrl: '/sandbox/midtrans/snap/snap.js',
        clientKey: 'SB-Mid-client-PANTAU-DEV-ONLY',
      });
      const snapJs = await fetch(`${server.baseUrl}${SANDBOX}/snap/snap.js`);
      expect(snapJs.headers.get('content-type')).toContain('javascript');
      expect(await snapJs.text()).toContain('window.snap');
    });

    it('answers 401 to the member and analysis endpoints', async () => {
      expect((await call(server, 'GET', '/api/subscription/status')).status).toBe(401);
      expect((await call(server, 'GET', '/api/market/status')).status).toBe(401);
    });
  });

  it('shows a newly verified account its trial on status and profile', async () => {
    const email = uniqueEmail('trial');
    const signUp = await call(server, 'POST', '/api/auth/signup', {
      body: { email, password: 'Rahasia123', full_name: 'Siti Aminah' },
    });
    expect(signUp.status).toBe(201);
    const [mail] = await waitForMail(server, email);
    const link = mail?.links.find((url) => url.includes('/auth/verify')) ?? '';
    const verified = await call(server, 'POST', '/api/auth/verify-email', {
      body: { token: tokenFromLink(link), type: 'signup' },
    });
    const token = verified.body.data.session.access_token as string;
    const { subscription, transactions, pending_transaction } = await status(token);
    expect(subscription).toMatchObject({
      status: 'active',
      plan_name: 'Free Trial',
      price: 0,
      plan_duration: 0.25,
      is_trial: true,
      days_left: 7,
    });
    expect(transactions).toEqual([]);
    expect(pending_transaction).toBeNull();
    const me = await call(server, 'GET', '/api/me', { token });
    expect(me.body.data).toMatchObject({ subscriptionPlan: 'Free Trial', subscriptionStatus: 'active' });
  });

  describe('create-order', () => {
    it('answers 404 PLAN_NOT_FOUND for a plan not in the catalogue', async () => {
      const { session } = await signedInUser(server);
      const unknown = await call(server, 'POST', '/api/subscription/create-order', {
        token: session.access_token,
        body: { planId: 'gold', paymentMethod: 'snap' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('PLAN_NOT_FOUND');
    });

    it('answers 409 to a second order while one is unpaid, and gives the sandbox page back', async () => {
      const { session } = await signedInUser(server);
      const token = session.access_token;
      const first = await order(token, 'plus');
      expect(first.redirectUrl).toBe(`${SANDBOX}/snap/v2/vtweb/${first.snapToken}`);
      const second = await call(server, 'POST', '/api/subscription/create-order', {
        token,
        body: { planId: 'pro', paymentMethod: 'snap' },
      });
      expect(second.status).toBe(409);
      expect(second.body.error).toEqual({
        code: 'PENDING_TRANSACTION_EXISTS',
        message: 'Anda tidak dapat membuka transaksi baru karena ada transaksi yang belum dibayar.',
      });
      const regenerated = await call(server, 'POST', '/api/subscription/regenerate-snap-token', {
        token,
        body: { transactionId: first.transactionId },
      });
      expect(regenerated.body.data).toEqual({
        paymentUrl: first.redirectUrl,
        snapToken: first.snapToken,
        orderId: first.orderId,
      });
    });

    it('lets an expired unpaid order through to a new one and answers 410 when it is reopened', async () => {
      const { session } = await signedInUser(server);
      const token = session.access_token;
      const stale = await order(token, 'plus');
      await db()
        .update(paymentTransactions)
        .set({ expiryTime: new Date(Date.now() - 1000) })
        .where(eq(paymentTransactions.orderId, stale.orderId));
      await order(token, 'premium');
      const regenerate = await call(server, 'POST', '/api/subscription/regenerate-snap-token', {
        token,
        body: { transactionId: stale.transactionId },
      });
      expect(regenerate.status).toBe(410);
      expect(regenerate.body.error.message).toBe('Transaksi telah expired. Silakan buat order baru.');
    });
  });

  it('cancels a pending order only after a method is picked in the popup (400 before, 200 after)', async () => {
    const { session } = await signedInUser(server);
    const token = session.access_token;
    const first = await order(token, 'plus');
    const cancelPending = () =>
      call(server, 'POST', '/api/subscription/cancel-pending', {
        token,
        body: { transactionId: first.transactionId, reason: 'changed my mind' },
      });
    const notChosen = await cancelPending();
    expect(notChosen.status).toBe(400);
    expect(notChosen.body.error.code).toBe('PAYMENT_METHOD_NOT_CHOSEN');

    await sandboxPay(first.snapToken, { method: 'bni_va', outcome: 'pending' });
    const cancelled = await cancelPending();
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      message: 'Transaksi berhasil dibatalkan',
      transaction: { status: 'cancelled', payment_method: 'bank_transfer', is_unpaid: false },
    });
    await order(token, 'pro');
  });

  describe('the sandbox gateway', () => {
    it('serves a payment page listing every method, framable only by this site, without inline scripts', async () => {
      const { session } = await signedInUser(server);
      const created = await order(session.access_token, 'premium');
      const page = await fetch(`${server.baseUrl}${SANDBOX}/snap/v2/vtweb/${created.snapToken}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      const html = await page.text();
      for (const label of [
        'QRIS',
        'GoPay',
        'ShopeePay',
        'BCA Virtual Account',
        'Permata',
        'Card',
        'Alfamart',
        'Indomaret',
      ]) {
        expect(html).toContain(label);
      }
      expect(html).not.toMatch(/<script>(?!<)/);
    });

    it('answers its status API only with the server key, 404 until a method is picked', async () => {
      const { session } = await signedInUser(server);
      const created = await order(session.access_token, 'premium');
      expect((await sandboxStatus(created.orderId)).status).toBe(401);
      const notYet = await sandboxStatus(created.orderId, {
        authorization: basicAuth(DEV_MIDTRANS_SERVER_KEY),
      });
      expect(notYet.status).toBe(404);
    });

    it('activates a plan paid in the popup on status, profile and payment history', async () => {
      const { user, session } = await signedInUser(server);
      const token = session.access_token;
      const created = await order(token, 'premium');

      const paid = await sandboxPay(created.snapToken, { method: 'bca_va', outcome: 'pay' });
      expect(paid.event).toBe('success');
      expect(paid.result).toMatchObject({
        order_id: created.orderId,
        status_code: '200',
        transaction_status: 'settlement',
        gross_amount: '89000.00',
        payment_type: 'bank_transfer',
      });
      expect(paid.result.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(paid.deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
      expect((await transaction(created.orderId)).status).toBe('paid');

      const { subscription, transactions } = await status(token);
      expect(subscription).toMatchObject({
        status: 'active',
        plan_name: 'Premium',
        plan_id: 'premium',
        price: 89_000,
        plan_duration: 3,
        is_trial: false,
        // The period runs from the payment; its exact end is a rule of the service tier.
        start_date: transactions[0]?.paid_at,
      });
      expect(subscription.days_left).toBeGreaterThanOrEqual(89);
      expect(transactions[0]).toMatchObject({
        status: 'paid',
        gateway_status: 'settlement',
        payment_method: 'bank_transfer',
      });
      const me = await call(server, 'GET', '/api/me', { token });
      expect(me.body.data).toMatchObject({
        subscriptionPlan: 'Premium',
        subscriptionStatus: 'active',
        subscriptionEndDate: subscription.end_date,
      });
      const gatewayStatus = await sandboxStatus(created.orderId, {
        authorization: basicAuth(DEV_MIDTRANS_SERVER_KEY),
      });
      expect(gatewayStatus.body).toMatchObject({ transaction_status: 'settlement', status_code: '200' });

      // A later order, so the history has a second page.
      await insertPendingOrder(db(), user.id, 'plus');
      const history = ZListPaymentActivityResponseSchema.parse(
        (await call(server, 'GET', '/api/subscription/payment-activity?limit=1&offset=1', { token })).body,
      ).data;
      expect(history.total).toBe(2);
      expect(history.activities).toHaveLength(1);
      expect(history.activities[0]).toMatchObject({
        plan_name: 'Premium',
        plan_duration: 3,
        amount: 89_000,
        status: 'paid',
      });
    });

    it('reports a card payment as capture and delivers a refund that takes the plan back', async () => {
      const { session } = await signedInUser(server);
      const token = session.access_token;
      const created = await order(token, 'plus');
      await sandboxPay(created.snapToken, { method: 'credit_card', outcome: 'pay' });
      expect(await transaction(created.orderId)).toMatchObject({ status: 'paid', gatewayStatus: 'capture' });

      const refund = await sandboxControl(`/v2/${created.orderId}/notify`, {
        statuses: ['refund'],
        copies: 2,
      });
      expect(refund.status).toBe(200);
      expect((await transaction(created.orderId)).status).toBe('refund');
      expect((await status(token)).subscription.is_trial).toBe(true);
    });

    it('applies a pending-then-settled payment exactly once, whatever the delivery order', async () => {
      const { user, session } = await signedInUser(server);
      const token = session.access_token;
      const created = await order(token, 'pro');
      const pending = await sandboxPay(created.snapToken, { method: 'indomaret', outcome: 'pending' });
      expect(pending.event).toBe('pending');
      expect(pending.result).toMatchObject({
        status_code: '201',
        transaction_status: 'pending',
        payment_type: 'cstore',
      });
      let current = await status(token);
      expect(current.subscription.is_trial).toBe(true);
      expect(current.pending_transaction).toMatchObject({ payment_method: 'cstore', is_unpaid: true });

      const settled = await sandboxControl(`/v2/${created.orderId}/settle`, { copies: 3, concurrent: true });
      expect(settled.body.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([
        200, 200, 200,
      ]);
      // Late and repeated deliveries: pending after paid, duplicates, reordered.
      const late = await sandboxControl(`/v2/${created.orderId}/notify`, {
        statuses: ['pending', 'settlement', 'expire'],
        copies: 2,
        outOfOrder: true,
      });
      expect(late.status).toBe(200);
      const row = await transaction(created.orderId);
      expect(row.status).toBe('paid');
      const paidPeriods = (await periodsOf(user.id)).filter((period) => period.kind === 'paid');
      expect(paidPeriods).toHaveLength(1);
      current = await status(token);
      expect(current.subscription).toMatchObject({ plan_name: 'Pro', start_date: row.paidAt!.toISOString() });
      expect(current.pending_transaction).toBeNull();
      const stored = await db()
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderId, created.orderId));
      expect(stored.length).toBe(1 + 3 + 6);
      expect(stored.filter((notification) => notification.outcome === 'paid')).toHaveLength(1);
    });

    it('has forged notifications answered 401 and the order left pending', async () => {
      const { session } = await signedInUser(server);
      const created = await order(session.access_token, 'plus');
      await sandboxPay(created.snapToken, { method: 'gopay', outcome: 'pending' });
      const forged = await sandboxControl(`/v2/${created.orderId}/notify`, {
        statuses: ['settlement'],
        forge: true,
        copies: 2,
      });
      expect(forged.body.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([
        401, 401,
      ]);
      expect((await transaction(created.orderId)).status).toBe('pending');
    });

    it('is asked again by check-status, for the order’s owner only', async () => {
      const { session } = await signedInUser(server);
      const token = session.access_token;
      const created = await order(token, 'premium');
      await sandboxPay(created.snapToken, { method: 'alfamart', outcome: 'pending' });
      const checkStatus = (as: string) =>
        call(server, 'POST', '/api/subscription/check-status', {
          token: as,
          body: { orderId: created.orderId },
        });
      expect((await checkStatus(token)).body.data.transaction).toMatchObject({
        status: 'pending',
        payment_method: 'cstore',
      });

      // The buyer pays, but the webhook never gets the news (the delivery is refused as forged):
      // only the gateway knows, and check-status applies what it says.
      await sandboxControl(`/v2/${created.orderId}/settle`, { forge: true });
      expect((await transaction(created.orderId)).status).toBe('pending');
      expect((await checkStatus(token)).body.data).toMatchObject({
        transaction: { status: 'paid' },
        subscription: { status: 'active', plan_name: 'Premium' },
      });

      const other = await signedInUser(server);
      expect((await checkStatus(other.session.access_token)).status).toBe(404);
    });
  });

  it('cancels a paid subscription and keeps it active until its end', async () => {
    const { session } = await paidMember();
    const cancelled = await call(server, 'POST', '/api/subscription/cancel', {
      token: session.access_token,
      body: { reason: 'too pricey' },
    });
    expect(cancelled.body.data.message).toBe('Subscription berhasil dibatalkan');
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'active', cancelled: true });
  });

  it("grants a new member's trial once when the first screen sends several calls at once, and answers all of them", async () => {
    // Several members: whether two calls meet inside the grant is a matter of timing.
    for (let member = 0; member < 4; member++) {
      const { user, session } = await signedInUser(server);
      const token = session.access_token;
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => call(server, 'GET', '/api/market/status', { token })),
        ...Array.from({ length: 4 }, () => call(server, 'GET', '/api/subscription/status', { token })),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      for (const answer of answers.slice(8)) {
        expect(ZGetSubscriptionStatusResponseSchema.parse(answer.body).data.subscription).toMatchObject({
          status: 'active',
          is_trial: true,
          days_left: 7,
        });
      }
      expect((await periodsOf(user.id)).map((period) => period.kind)).toEqual(['trial']);
    }
  });

  it('answers 403 SUBSCRIPTION_REQUIRED to a free user on analysis endpoints, never to an admin', async () => {
    const { user, session } = await signedInUser(server);
    const token = session.access_token;
    expect((await call(server, 'GET', '/api/market/status', { token })).status).toBe(200);
    await setTrialEnd(db(), user.id, new Date(Date.now() - 1000));
    const refused = await call(server, 'GET', '/api/market/status', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'SUBSCRIPTION_REQUIRED',
      message: 'Fitur ini membutuhkan paket berlangganan aktif. Silakan berlangganan untuk melanjutkan.',
    });
    // Dashboard-side things stay open.
    expect((await call(server, 'GET', '/api/me', { token })).body.data.subscriptionPlan).toBe('Free');
    const created = await order(token, 'plus');
    await sandboxPay(created.snapToken, { method: 'shopeepay', outcome: 'pay' });
    expect((await call(server, 'GET', '/api/market/status', { token })).status).toBe(200);

    const admin = await signedInUser(server, { role: 'admin' });
    expect(
      (await call(server, 'GET', '/api/market/status', { token: admin.session.access_token })).status,
    ).toBe(200);
  });
});
