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
import { addMonths } from '../src/modules/subscription/period-math.ts';
import { DEV_MIDTRANS_SERVER_KEY } from '../src/platform/config.ts';
import { setTrialEnd } from './factories/subscriptions.ts';
import { uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser, tokenFromLink, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const SANDBOX = '/sandbox/midtrans';
const DAY_MS = 86_400_000;

describe.each(databaseKinds)('subscriptions and the sandbox gateway on %s', (kind) => {
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
  const transaction = async (orderId: string) =>
    (await db().select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)))[0]!;
  const periodsOf = (userId: string) =>
    db().select().from(subscriptionPeriods).where(eq(subscriptionPeriods.userId, userId));

  it('lists the plans, payment methods and Snap config without a session', async () => {
    const plans = ZListPlansResponseSchema.parse((await call(server, 'GET', '/api/subscription/plans')).body);
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
    expect((await call(server, 'GET', '/api/subscription/status')).status).toBe(401);
  });

  it('gives a newly verified account its 7-day trial', async () => {
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
    expect(Date.parse(subscription.end_date ?? '') - Date.parse(subscription.start_date ?? '')).toBe(
      7 * DAY_MS,
    );
    expect(transactions).toEqual([]);
    expect(pending_transaction).toBeNull();
    const me = await call(server, 'GET', '/api/me', { token });
    expect(me.body.data).toMatchObject({ subscriptionPlan: 'Free Trial', subscriptionStatus: 'active' });
    // Only one trial, however often it is looked at.
    await status(token);
    expect((await periodsOf(verified.body.data.session.user.id)).length).toBe(1);
  });

  it('refuses unknown plans and a second order while one is unpaid', async () => {
    const { session } = await signedInUser(server);
    const token = session.access_token;
    const unknown = await call(server, 'POST', '/api/subscription/create-order', {
      token,
      body: { planId: 'gold', paymentMethod: 'snap' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PLAN_NOT_FOUND');
    const first = await order(token, 'plus');
    expect(first.orderId).toMatch(/^[A-Za-z0-9_~.-]{1,50}$/);
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
    const { pending_transaction, transactions } = await status(token);
    expect(pending_transaction).toMatchObject({
      id: first.transactionId,
      status: 'pending',
      is_unpaid: true,
      payment_method: 'snap',
      amount: 35_000,
      metadata: { plan_name: 'Plus', plan_duration: 1 },
    });
    expect(transactions).toHaveLength(1);

    const regenerated = await call(server, 'POST', '/api/subscription/regenerate-snap-token', {
      token,
      body: { transactionId: first.transactionId },
    });
    expect(regenerated.body.data).toEqual({
      paymentUrl: first.redirectUrl,
      snapToken: first.snapToken,
      orderId: first.orderId,
    });
    const notChosen = await call(server, 'POST', '/api/subscription/cancel-pending', {
      token,
      body: { transactionId: first.transactionId, reason: 'changed my mind' },
    });
    expect(notChosen.status).toBe(400);
    expect(notChosen.body.error.code).toBe('PAYMENT_METHOD_NOT_CHOSEN');

    // Once a method is picked in the popup, the order can be cancelled and a new one made.
    await sandboxPay(first.snapToken, { method: 'bni_va', outcome: 'pending' });
    const cancelled = await call(server, 'POST', '/api/subscription/cancel-pending', {
      token,
      body: { transactionId: first.transactionId, reason: 'changed my mind' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      message: 'Transaksi berhasil dibatalkan',
      transaction: { status: 'cancelled', payment_method: 'bank_transfer', is_unpaid: false },
    });
    await order(token, 'pro');
  });

  it('activates a plan bought in the sandbox popup until the right date', async () => {
    const { user, session } = await signedInUser(server);
    const token = session.access_token;
    const created = await order(token, 'premium');

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

    const unauthorized = await call(server, 'GET', `${SANDBOX}/v2/${created.orderId}/status`);
    expect(unauthorized.status).toBe(401);
    const notYet = await call(server, 'GET', `${SANDBOX}/v2/${created.orderId}/status`, {
      headers: { authorization: basicAuth(DEV_MIDTRANS_SERVER_KEY) },
    });
    expect(notYet.status).toBe(404);

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

    const row = await transaction(created.orderId);
    expect(row.status).toBe('paid');
    const { subscription, transactions } = await status(token);
    const expectedEnd = addMonths(row.paidAt!, 3);
    expect(subscription).toMatchObject({
      status: 'active',
      plan_name: 'Premium',
      plan_id: 'premium',
      price: 89_000,
      plan_duration: 3,
      is_trial: false,
      end_date: expectedEnd.toISOString(),
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
      subscriptionEndDate: expectedEnd.toISOString(),
    });
    const gatewayStatus = await call(server, 'GET', `${SANDBOX}/v2/${created.orderId}/status`, {
      headers: { authorization: basicAuth(DEV_MIDTRANS_SERVER_KEY) },
    });
    expect(gatewayStatus.body).toMatchObject({ transaction_status: 'settlement', status_code: '200' });

    // A second plan bought during a paid period extends it from its end.
    const more = await order(token, 'plus');
    await sandboxPay(more.snapToken, { method: 'qris', outcome: 'pay' });
    const extended = await status(token);
    expect(extended.subscription.end_date).toBe(addMonths(expectedEnd, 1).toISOString());
    expect(extended.subscription.plan_name).toBe('Plus');
    expect((await periodsOf(user.id)).filter((period) => period.kind === 'paid')).toHaveLength(2);

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

    const cancelled = await call(server, 'POST', '/api/subscription/cancel', {
      token,
      body: { reason: 'too pricey' },
    });
    expect(cancelled.body.data.message).toBe('Subscription berhasil dibatalkan');
    expect(cancelled.body.data.subscription).toMatchObject({ status: 'active', cancelled: true });
  });

  it('activates a pending-then-settled payment exactly once, whatever the delivery order', async () => {
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
    expect(current.subscription).toMatchObject({
      plan_name: 'Pro',
      end_date: addMonths(row.paidAt!, 6).toISOString(),
    });
    expect(current.pending_transaction).toBeNull();
    const stored = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, created.orderId));
    expect(stored.length).toBe(1 + 3 + 6);
    expect(stored.filter((notification) => notification.outcome === 'paid')).toHaveLength(1);
  });

  it('rejects forged notifications with 401 and changes nothing', async () => {
    const { session } = await signedInUser(server);
    const token = session.access_token;
    const created = await order(token, 'plus');
    await sandboxPay(created.snapToken, { method: 'gopay', outcome: 'pending' });
    const forged = await sandboxControl(`/v2/${created.orderId}/notify`, {
      statuses: ['settlement'],
      forge: true,
      copies: 2,
    });
    expect(forged.body.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([401, 401]);
    expect((await transaction(created.orderId)).status).toBe('pending');
    expect((await status(token)).subscription.is_trial).toBe(true);
    const stored = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, created.orderId));
    expect(stored.filter((notification) => !notification.signatureValid)).toHaveLength(2);
    const logged = server
      .logs()
      .filter((line) => line.msg === 'payment notification with an invalid signature rejected');
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('revokes a reversed payment and pulls later periods back', async () => {
    const { user, session } = await signedInUser(server);
    const token = session.access_token;
    const first = await order(token, 'plus');
    await sandboxPay(first.snapToken, { method: 'bri_va', outcome: 'pay' });
    const second = await order(token, 'premium');
    await sandboxPay(second.snapToken, { method: 'credit_card', outcome: 'pay' });
    const secondRow = await transaction(second.orderId);
    expect(secondRow.gatewayStatus).toBe('capture');
    const firstRow = await transaction(first.orderId);
    expect((await status(token)).subscription.end_date).toBe(
      addMonths(addMonths(firstRow.paidAt!, 1), 3).toISOString(),
    );

    const refund = await sandboxControl(`/v2/${first.orderId}/notify`, { statuses: ['refund'], copies: 2 });
    expect(refund.status).toBe(200);
    expect((await transaction(first.orderId)).status).toBe('refund');
    const after = await status(token);
    expect(after.subscription).toMatchObject({
      plan_name: 'Premium',
      end_date: addMonths(secondRow.paidAt!, 3).toISOString(),
    });
    const periods = await periodsOf(user.id);
    expect(periods.find((period) => period.orderId === first.orderId)?.revokedAt).not.toBeNull();
    // A settlement arriving after the refund does not bring it back.
    await sandboxControl(`/v2/${first.orderId}/notify`, { statuses: ['settlement'] });
    expect((await transaction(first.orderId)).status).toBe('refund');
  });

  it('lets a new order through once the pending one has expired, and re-checks status with the gateway', async () => {
    const { session } = await signedInUser(server);
    const token = session.access_token;
    const stale = await order(token, 'plus');
    await db()
      .update(paymentTransactions)
      .set({ expiryTime: new Date(Date.now() - 1000) })
      .where(eq(paymentTransactions.orderId, stale.orderId));
    const fresh = await order(token, 'premium');
    expect((await transaction(stale.orderId)).status).toBe('expire');
    const regenerate = await call(server, 'POST', '/api/subscription/regenerate-snap-token', {
      token,
      body: { transactionId: stale.transactionId },
    });
    expect(regenerate.status).toBe(410);
    expect(regenerate.body.error.message).toBe('Transaksi telah expired. Silakan buat order baru.');

    // The gateway knows of a payment the webhook never delivered: check-status applies it.
    await sandboxPay(fresh.snapToken, { method: 'alfamart', outcome: 'pending' });
    await server.app.inject({ method: 'GET', url: '/health' });
    const checked = await call(server, 'POST', '/api/subscription/check-status', {
      token,
      body: { orderId: fresh.orderId },
    });
    expect(checked.body.data.transaction).toMatchObject({ status: 'pending', payment_method: 'cstore' });
    const other = await signedInUser(server);
    const foreign = await call(server, 'POST', '/api/subscription/check-status', {
      token: other.session.access_token,
      body: { orderId: fresh.orderId },
    });
    expect(foreign.status).toBe(404);
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
    expect((await status(token)).subscription).toMatchObject({
      status: 'expired',
      plan_name: 'Free Plan',
      days_left: 0,
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
    const unverified = await call(server, 'GET', '/api/market/status');
    expect(unverified.status).toBe(401);
  });
});
