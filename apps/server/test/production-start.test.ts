import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateOrderResponseSchema, ZGetSubscriptionStatusResponseSchema } from '@pantau/contracts';
import { uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const SANDBOX = '/sandbox/midtrans';

/** A staging server: production with an explicit sandbox gateway. */
const STAGING_ENV = {
  ...ACCOUNT_TEST_ENV,
  NODE_ENV: 'production',
  JWT_SECRET: 'staging-secret-'.padEnd(48, 'x'),
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENT_GATEWAY: 'sandbox',
  MIDTRANS_SERVER_KEY: 'staging-server-key-0123456789abcdef',
  PAYMENT_SWEEP_SECONDS: '0',
};

describe.each(databaseKinds)('a production start with the sandbox gateway on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: STAGING_ENV });
  });
  afterAll(() => server.close());

  const orderFor = async (token: string) => {
    const answer = await call(server, 'POST', '/api/subscription/create-order', {
      token,
      body: { planId: 'pro', paymentMethod: 'snap' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return ZCreateOrderResponseSchema.parse(answer.body).data;
  };
  const pay = (snapToken: string, token?: string) =>
    call(server, 'POST', `${SANDBOX}/snap/v2/vtweb/${snapToken}/pay`, {
      body: { method: 'qris', outcome: 'pay' },
      token,
    });
  const planOf = async (token: string) =>
    ZGetSubscriptionStatusResponseSchema.parse(
      (await call(server, 'GET', '/api/subscription/status', { token })).body,
    ).data.subscription?.plan_name;

  it('says loudly at start that payments are simulated', () => {
    const warning = server.logs().find((line) => String(line.msg).includes('PAYMENT_GATEWAY=sandbox'));
    expect(warning?.level).toBe(40);
  });

  it('pays an order only for its own signed-in member: anonymous 401, another member 403', async () => {
    const buyer = await signedInUser(server);
    const stranger = await signedInUser(server);
    const order = await orderFor(buyer.session.access_token);

    expect((await pay(order.snapToken)).status).toBe(401);
    expect((await pay(order.snapToken, stranger.session.access_token)).status).toBe(403);
    expect(await planOf(buyer.session.access_token)).not.toBe('Pro');

    const paid = await pay(order.snapToken, buyer.session.access_token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await planOf(buyer.session.access_token)).toBe('Pro');
  });

  it('never logs a token carried in an email link or a payment page address', async () => {
    const secret = 'Zq9-link-token-that-must-stay-secret';
    for (const path of [
      `/auth/verify?type=signup&token=${secret}`,
      `/auth/reset-password?token=${secret}&x=1`,
      `${SANDBOX}/snap/v2/vtweb/${secret}`,
    ]) {
      await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer();
    }
    const logged = JSON.stringify(server.logs());
    expect(logged).toContain('/auth/verify?type=signup&token=[redacted]');
    expect(logged).not.toContain(secret);
  });
});

describe('a server without PUBLIC_URL on a port other than 3000', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ...ACCOUNT_TEST_ENV, PUBLIC_URL: '' } });
  });
  afterAll(() => server.close());

  it('loads the sandbox script from the page’s own origin and mails links to the port it listens on', async () => {
    const port = new URL(server.baseUrl).port;
    expect(port).not.toBe('3000');

    const snapConfig = await call(server, 'GET', '/api/subscription/snap-config');
    expect(snapConfig.body.data.scriptUrl).toBe('/sandbox/midtrans/snap/snap.js');
    const script = await fetch(new URL(snapConfig.body.data.scriptUrl, server.baseUrl));
    expect(script.status).toBe(200);

    const email = uniqueEmail('port');
    const signUp = await call(server, 'POST', '/api/auth/signup', {
      body: { email, password: 'Rahasia123', full_name: 'Port Tester' },
    });
    expect(signUp.status).toBe(201);
    const [mail] = await waitForMail(server, email);
    expect(mail?.links[0]).toMatch(new RegExp(`^http://localhost:${port}/auth/verify\\?`));
  });
});
