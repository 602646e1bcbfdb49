import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginResponseSchema, ZSignUpResponseSchema, ZVerifyEmailResponseSchema } from '@pantau/contracts';
import { createUser, uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, tokenFromLink, waitForMail } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('sign-up and email verification on %s', (kind) => {
  let server: TestServer;
  const adminEmail = uniqueEmail('boss');
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ...ACCOUNT_TEST_ENV, ADMIN_EMAILS: adminEmail.toUpperCase() },
    });
  });
  afterAll(() => server.close());

  const signUp = (body: Record<string, unknown>) => call(server, 'POST', '/api/auth/signup', { body });

  it('creates an unverified account, mails a link, and the link signs the user in once', async () => {
    const email = uniqueEmail('new');
    const answer = await signUp({
      email: `  ${email.toUpperCase()} `,
      password: 'Rahasia123',
      full_name: 'Siti Aminah',
    });
    expect(answer.status).toBe(201);
    const body = ZSignUpResponseSchema.parse(answer.body);
    expect(body.data).toMatchObject({
      user: { email, user_metadata: { full_name: 'Siti Aminah' } },
      session: null,
    });

    const login = await call(server, 'POST', '/api/auth/login', { body: { email, password: 'Rahasia123' } });
    expect(login.status).toBe(403);
    expect(login.body.error).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message:
        'Email verification is still pending. Please check your email and click the verification link.',
      field: 'email',
    });

    const [mail] = await waitForMail(server, email);
    expect(mail?.subject).toContain('Pantau');
    expect(mail?.html).toContain('Pantau');
    const link = mail?.links.find((url) => url.includes('/auth/verify')) ?? '';
    expect(link).toMatch(/^http:\/\/pantau\.test\/auth\/verify\?token=[\w-]+&type=signup$/);

    const verified = await call(server, 'POST', '/api/auth/verify-email', {
      body: { token: tokenFromLink(link), type: 'signup' },
    });
    expect(verified.status).toBe(200);
    const session = ZVerifyEmailResponseSchema.parse(verified.body).data.session;
    expect(session?.user).toMatchObject({ email, email_verified: true, role: 'user' });
    const me = await call(server, 'GET', '/api/me', { token: session?.access_token });
    expect(me.body.data).toMatchObject({ email, email_verified: true, full_name: 'Siti Aminah' });

    const again = await call(server, 'POST', '/api/auth/verify-email', {
      body: { token: tokenFromLink(link), type: 'signup' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Verification link is invalid or has expired. Please try again.');

    const signedIn = await call(server, 'POST', '/api/auth/login', {
      body: { email, password: 'Rahasia123' },
    });
    expect(ZLoginResponseSchema.parse(signedIn.body).data.session.user.email).toBe(email);
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const existing = await createUser(server.app.database.db, { fullName: 'Pemilik Akun' });
    const fresh = uniqueEmail('fresh');
    const body = (email: string) => ({ email, password: 'Lain12345', full_name: 'Someone Else' });
    const taken = await signUp(body(existing.email.toUpperCase()));
    const created = await signUp(body(fresh));
    const shape = (answer: { status: number; body: { data: { user: { id: string; email: string } } } }) => ({
      status: answer.status,
      body: {
        ...answer.body,
        data: { ...answer.body.data, user: { ...answer.body.data.user, id: 'id', email: 'email' } },
      },
    });
    expect(shape(taken)).toEqual(shape(created));
    expect(taken.status).toBe(201);
    expect(taken.body.data.user.email).toBe(existing.email);
    expect(taken.body.data.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(taken.body.data.user.id).not.toBe(existing.id);

    const [mail] = await waitForMail(server, existing.email);
    expect(mail?.subject).toBe('Someone tried to register with your Pantau address');
    expect(mail?.text).toContain('Hi Pemilik Akun,');
    expect(mail?.links).toEqual(
      expect.arrayContaining([
        'http://pantau.test/auth?mode=login',
        'http://pantau.test/auth?mode=forgot-password',
      ]),
    );
    // The account is untouched: its own password still signs in, the one just tried does not.
    expect((await call(server, 'POST', '/api/auth/login', { body: body(existing.email) })).status).toBe(401);
    const login = await call(server, 'POST', '/api/auth/login', {
      body: { email: existing.email, password: existing.password },
    });
    expect(login.status).toBe(200);
  });

  it('sends an unverified owner who signs up again a fresh verification link', async () => {
    const existing = await createUser(server.app.database.db, { verified: false });
    expect((await signUp({ email: existing.email, password: 'Rahasia123', full_name: 'Ab Cd' })).status).toBe(
      201,
    );
    const [mail] = await waitForMail(server, existing.email);
    expect(mail?.subject).toBe('Verify your email for Pantau');
  });

  it.each([
    [{ password: 'Rahasia123', full_name: 'Ab Cd' }, 'email', 'Email is required'],
    [
      { email: 'not-an-email', password: 'Rahasia123', full_name: 'Ab Cd' },
      'email',
      'Please enter a valid email address',
    ],
    [
      { email: 'a@b.co', password: 'Ra1', full_name: 'Ab Cd' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { email: 'a@b.co', password: `Ra1${'x'.repeat(130)}`, full_name: 'Ab Cd' },
      'password',
      'Password must be less than 128 characters',
    ],
    [
      { email: 'a@b.co', password: 'RAHASIA123', full_name: 'Ab Cd' },
      'password',
      'Password must contain at least one lowercase letter',
    ],
    [
      { email: 'a@b.co', password: 'rahasia123', full_name: 'Ab Cd' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      { email: 'a@b.co', password: 'RahasiaSaja', full_name: 'Ab Cd' },
      'password',
      'Password must contain at least one number',
    ],
  ])('validates %j with the spec message', async (body, field, message) => {
    const answer = await signUp(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'VALIDATION_ERROR', message, field });
  });

  it('resends the verification mail after the cooldown only, with the same answer for unknown addresses', async () => {
    const email = uniqueEmail('resend');
    await signUp({ email, password: 'Rahasia123', full_name: 'Resend Me' });
    const early = await call(server, 'POST', '/api/auth/resend-verification', { body: { email } });
    expect(early.status).toBe(429);
    expect(early.body.error.message).toMatch(/^Please wait \d+ seconds before requesting another email\.$/);

    const unknown = await call(server, 'POST', '/api/auth/resend-verification', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ ok: true, data: null, message: 'Verification email sent successfully!' });
  });

  it('promotes ADMIN_EMAILS accounts to admin when they verify', async () => {
    await signUp({ email: adminEmail, password: 'Rahasia123', full_name: 'Big Boss' });
    const [mail] = await waitForMail(server, adminEmail);
    const verified = await call(server, 'POST', '/api/auth/verify-email', {
      body: { token: tokenFromLink(mail?.links[0] ?? ''), type: 'signup' },
    });
    expect(verified.body.data.session.user.role).toBe('admin');
  });

  it('tells check-email callers whether an address is taken', async () => {
    const existing = await createUser(server.app.database.db);
    const taken = await call(server, 'POST', '/api/auth/check-email', {
      body: { email: existing.email.toUpperCase() },
    });
    expect(taken.body).toEqual({ ok: true, data: { exists: true } });
    const free = await call(server, 'POST', '/api/auth/check-email', {
      body: { email: uniqueEmail('free') },
    });
    expect(free.body).toEqual({ ok: true, data: { exists: false } });
  });

  it('lists mail on the /dev/mailbox page with clickable links and no scripts', async () => {
    const email = uniqueEmail('page');
    await signUp({ email, password: 'Rahasia123', full_name: 'Page View' });
    await waitForMail(server, email);
    const response = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toMatch(/<a href="http:\/\/pantau\.test\/auth\/verify\?token=[\w-]+&amp;type=signup">/);
    expect(html).not.toContain('<script');
  });
});

describe('dev mailbox in production', () => {
  it('is not served', async () => {
    const server = await startTestServer('pglite', {
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENT_GATEWAY: 'midtrans',
        MIDTRANS_SERVER_KEY: 'Mid-server-test-0123456789',
        MIDTRANS_CLIENT_KEY: 'Mid-client-test-0123456789',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
      },
    });
    try {
      expect((await fetch(`${server.baseUrl}/dev/mailbox`)).status).toBe(404);
      expect((await fetch(`${server.baseUrl}/dev/mailbox/messages?to=a@b.co`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
