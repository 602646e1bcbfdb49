import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCheckAttemptsResponseSchema } from '@pantau/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createUser, uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn, tokenFromLink, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const BLOCK_SECONDS = 1;

describe.each(databaseKinds)('sign-in and lockout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ...ACCOUNT_TEST_ENV, LOGIN_BLOCK_SECONDS: String(BLOCK_SECONDS) },
    });
  });
  afterAll(() => server.close());

  const login = (email: string, password: string) =>
    call(server, 'POST', '/api/auth/login', { body: { email, password, remember: false } });
  const attempts = async (email: string) =>
    ZCheckAttemptsResponseSchema.parse(
      (await call(server, 'POST', '/api/auth/check-attempts', { body: { email } })).body,
    ).data;

  it('answers a wrong password and an unknown address identically', async () => {
    const user = await createUser(server.app.database.db);
    const wrong = await login(user.email, 'Wrong123');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong123');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('signs in with the right password, remember or not, and records last_login_at', async () => {
    const user = await createUser(server.app.database.db);
    const session = await signIn(server, ` ${user.email.toUpperCase()}`, user.password, true);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 60);
    const me = await call(server, 'GET', '/api/me', { token: session.access_token });
    expect(me.body.data.last_login_at).not.toBeNull();
    const sessions = await call(server, 'GET', '/api/auth/sessions', { token: session.access_token });
    const [only] = sessions.body.data.sessions;
    expect(only.remember).toBe(true);
    expect(Date.parse(only.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('blocks after five failures, tells the time left, and lets the right password in after the block', async () => {
    const user = await createUser(server.app.database.db);
    expect(await attempts(user.email)).toMatchObject({
      remainingAttempts: 5,
      allowed: true,
      isSuspended: false,
    });
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong123')).status).toBe(401);
    expect((await attempts(user.email)).remainingAttempts).toBe(1);

    const fifth = await login(user.email, 'Wrong123');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error.code).toBe('ACCOUNT_BLOCKED');
    expect(fifth.body.error.message).toMatch(
      /^Account is temporarily blocked\. Please try again in \d+ seconds?$/,
    );

    const blocked = await attempts(user.email);
    expect(blocked).toMatchObject({ allowed: false, remainingAttempts: 0, isSuspended: false });
    expect(blocked.timeRemaining).toBeGreaterThan(0);
    expect(Date.parse(blocked.blockedUntil ?? '')).toBeGreaterThan(Date.now() - 1000);
    expect((await login(user.email, user.password)).status).toBe(429);

    await sleep(BLOCK_SECONDS * 1000 + 200);
    expect(await attempts(user.email)).toMatchObject({ allowed: true, remainingAttempts: 5 });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('holds sign-in on the third block within a day without suspending the account; a password reset lifts it', async () => {
    const user = await createUser(server.app.database.db);
    for (let block = 1; block <= 3; block++) {
      let last = await login(user.email, 'Wrong123');
      for (let i = 1; i < 5; i++) last = await login(user.email, 'Wrong123');
      if (block < 3) {
        expect(last.status).toBe(429);
        await sleep(BLOCK_SECONDS * 1000 + 200);
      } else {
        expect(last.status).toBe(403);
        expect(last.body.error).toEqual({
          code: 'ACCOUNT_SUSPENDED',
          message: 'Account has been suspended due to repeated failed login attempts',
        });
      }
    }
    expect(await attempts(user.email)).toMatchObject({
      allowed: false,
      isSuspended: true,
      suspensionReason: 'Account has been suspended due to repeated failed login attempts',
    });
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isActive: true });
    expect((await login(user.email, user.password)).status).toBe(403);

    await call(server, 'POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const [mail] = await waitForMail(server, user.email);
    const reset = await call(server, 'POST', '/api/auth/reset-password', {
      body: {
        token: tokenFromLink(mail?.links.find((link) => link.includes('token=')) ?? ''),
        password: 'Baru12345',
      },
    });
    expect(reset.status).toBe(200);
    expect(await attempts(user.email)).toMatchObject({
      allowed: true,
      isSuspended: false,
      remainingAttempts: 5,
    });
    expect((await login(user.email, 'Baru12345')).status).toBe(200);
  });

  it('stops a suspended user on their next call with the token they already hold', async () => {
    const user = await createUser(server.app.database.db);
    const session = await signIn(server, user.email, user.password);
    expect((await call(server, 'GET', '/api/me', { token: session.access_token })).status).toBe(200);
    await server.app.database.db
      .update(users)
      .set({ isActive: false, suspensionReason: 'Suspended by an administrator' })
      .where(eq(users.id, user.id));
    const refused = await call(server, 'GET', '/api/me', { token: session.access_token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Suspended by an administrator',
    });
    const refresh = await call(server, 'POST', '/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.status).toBe(403);
    const relogin = await login(user.email, user.password);
    expect(relogin.body.error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('refuses requests without a valid token', async () => {
    expect((await call(server, 'GET', '/api/me')).body.error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'No access token',
    });
    const forged = await call(server, 'GET', '/api/me', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    expect(forged.body.error.message).toBe('Session expired. Please sign in again.');
  });

  it('reveals nothing about whether an address has an account outside check-email', async () => {
    const user = await createUser(server.app.database.db);
    const ghost = uniqueEmail('ghost');
    const same = async (method: string, path: string, body: (email: string) => unknown) => {
      const [a, b] = [
        await call(server, method, path, { body: body(user.email) }),
        await call(server, method, path, { body: body(ghost) }),
      ];
      expect({ status: a.status, body: a.body }, path).toEqual({ status: b.status, body: b.body });
    };
    await same('POST', '/api/auth/check-attempts', (email) => ({ email }));
    await same('POST', '/api/auth/forgot-password', (email) => ({ email }));
    await same('POST', '/api/auth/resend-forgot-password', (email) => ({ email }));
    await same('POST', '/api/auth/resend-verification', (email) => ({ email }));
    await same('POST', '/api/auth/login', (email) => ({ email, password: 'Wrong123' }));
    await same('POST', '/api/auth/check-attempts', (email) => ({ email }));
    const checkEmail = await call(server, 'POST', '/api/auth/check-email', { body: { email: user.email } });
    expect(checkEmail.body.data.exists).toBe(true);
  });
});

describe('session-check cache', () => {
  it('drops its entry on changes made through this instance and sees outside changes within its lifetime', async () => {
    const server = await startTestServer('pglite', {
      env: { ...ACCOUNT_TEST_ENV, AUTH_SESSION_CACHE_MS: '300' },
    });
    try {
      const user = await createUser(server.app.database.db);
      const session = await signIn(server, user.email, user.password);
      const me = () => call(server, 'GET', '/api/me', { token: session.access_token });
      expect((await me()).status).toBe(200);
      await call(server, 'PUT', '/api/me', { token: session.access_token, body: { full_name: 'Nama Baru' } });
      expect((await me()).body.data.full_name).toBe('Nama Baru');

      await server.app.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await sleep(350);
      expect((await me()).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
