import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createUser, uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, tokenFromLink } from './support/accounts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('accounts infrastructure', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('delivers mail over real SMTP when SMTP_URL is set', async () => {
    const received: ParsedMail[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream)
          .then((mail) => received.push(mail))
          .then(() => done(), done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => smtp.close(() => resolve())));
    const address = smtp.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const server = await startTestServer('pglite', {
      env: {
        ...ACCOUNT_TEST_ENV,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Pantau <hello@pantau.test>',
      },
    });
    cleanups.push(() => server.close());
    const email = uniqueEmail('smtp');
    const signUp = await call(server, 'POST', '/api/auth/signup', {
      body: { email, password: 'Rahasia123', full_name: 'Surat Elektronik' },
    });
    expect(signUp.status).toBe(201);
    for (let i = 0; i < 200 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const [mail] = received;
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail?.from?.text).toContain('hello@pantau.test');
    expect(mail?.subject).toBe('Verify your email for Pantau');
    expect(mail?.html).toContain('Pantau');
    const link = /http:\/\/pantau\.test\/auth\/verify\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const verified = await call(server, 'POST', '/api/auth/verify-email', {
      body: { token: tokenFromLink(link), type: 'signup' },
    });
    expect(verified.status).toBe(200);
    // With SMTP configured nothing lands in the dev mailbox.
    const mailbox = await call(server, 'GET', `/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
    expect(mailbox.body.data.messages).toEqual([]);
  });

  it('limits check-email per client address with the spec 429', async () => {
    const server = await startTestServer('pglite', {
      env: { ...ACCOUNT_TEST_ENV, AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' },
    });
    cleanups.push(() => server.close());
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const check = () =>
      call(server, 'POST', '/api/auth/check-email', {
        body: { email: 'a@b.co' },
        headers: { 'x-forwarded-for': ip },
      });
    // The strict budget of the mail-sending calls: it is the one call that tells an address is taken.
    for (let i = 0; i < 2; i++) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    const forgot = () =>
      call(server, 'POST', '/api/auth/forgot-password', {
        body: { email: 'a@b.co' },
        headers: { 'x-forwarded-for': ip },
      });
    await forgot();
    await forgot();
    expect((await forgot()).status).toBe(429);
  });

  it.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
    'shares lockout counts between two instances on one PostgreSQL and Redis',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `pantau_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'pantau-shared-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const start = async (): Promise<TestServer> => {
        const config = loadConfig({
          ...ACCOUNT_TEST_ENV,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          WEB_DIST_DIR: join(dataDir, 'no-web'),
          DATABASE_URL: url.toString(),
          REDIS_URL: process.env.TEST_REDIS_URL ?? '',
          JWT_SECRET: 'shared-secret-for-two-instances-0123456789',
        });
        const app: App = await buildApp(config);
        await app.listen({ host: '127.0.0.1', port: 0 });
        const address = app.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        cleanups.push(() => app.close());
        return { app, baseUrl: `http://127.0.0.1:${port}`, logs: () => [], close: () => app.close() };
      };
      const [first, second] = [await start(), await start()];
      const user = await createUser(first.app.database.db);
      const login = (server: TestServer) =>
        call(server, 'POST', '/api/auth/login', { body: { email: user.email, password: 'Wrong123' } });
      for (const server of [first, second, first, second]) expect((await login(server)).status).toBe(401);
      const attempts = await call(second, 'POST', '/api/auth/check-attempts', {
        body: { email: user.email },
      });
      expect(attempts.body.data.remainingAttempts).toBe(1);
      expect((await login(first)).status).toBe(429);
      const blocked = await call(second, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
      });
      expect(blocked.body.error.code).toBe('ACCOUNT_BLOCKED');

      // A token issued by one instance works on the other (same JWT_SECRET, same session table).
      const other = await createUser(first.app.database.db);
      const session = await call(first, 'POST', '/api/auth/login', {
        body: { email: other.email, password: other.password },
      });
      const me = await call(second, 'GET', '/api/me', { token: session.body.data.session.access_token });
      expect(me.body.data.email).toBe(other.email);
    },
  );
});
