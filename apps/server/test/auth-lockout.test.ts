import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createUser, uniqueEmail } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn } from './support/accounts.ts';
import { redisServerAvailable, startRedisServer, type RedisServer } from './support/redis-server.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BLOCK_SECONDS = 3;
const LOCKOUT_ENV = {
  ...ACCOUNT_TEST_ENV,
  LOGIN_MAX_ATTEMPTS: '5',
  LOGIN_BLOCK_SECONDS: String(BLOCK_SECONDS),
  LOGIN_SUSPEND_SECONDS: '4',
};

type Store = { label: string; servers: () => TestServer[] };

const login = (server: TestServer, email: string, password: string) =>
  call(server, 'POST', '/api/auth/login', { body: { email, password, remember: false } });

/** The same account on every instance's database; only the shared Redis links their counters. */
async function createAccount(servers: TestServer[]) {
  const user = await createUser(servers[0]!.app.database.db);
  for (const server of servers.slice(1)) {
    await createUser(server.app.database.db, { email: user.email, password: user.password });
  }
  return user;
}

/** `count` wrong sign-ins at once, spread over every instance. */
async function burst(servers: TestServer[], email: string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => login(servers[i % servers.length]!, email, `Wrong${i}Aa`)),
  );
  return answers.map((answer) => answer.status);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }),
    {},
  );

function describeLockout(store: Store) {
  describe(`login lockout under concurrency (${store.label})`, () => {
    const attempts = async (email: string) =>
      (await call(store.servers()[0]!, 'POST', '/api/auth/check-attempts', { body: { email } })).body.data;

    it.each([8, 24])(
      '%i concurrent wrong sign-ins check at most 5 passwords, add one block and suspend nobody',
      async (count) => {
        const servers = store.servers();
        const user = await createAccount(servers);
        const session = await signIn(servers[0]!, user.email, user.password);

        const statuses = await burst(servers, user.email, count);
        // Four failures answer 401; the fifth starts the block; the rest never reach the password check.
        expect(tally(statuses)).toEqual({ 401: 4, 429: count - 4 });
        expect(await attempts(user.email)).toMatchObject({
          allowed: false,
          isSuspended: false,
          remainingAttempts: 0,
        });
        // The right password is refused too while the block runs.
        expect((await login(servers[1 % servers.length]!, user.email, user.password)).status).toBe(429);
        // The holder's existing session is untouched.
        expect((await call(servers[0]!, 'GET', '/api/me', { token: session.access_token })).status).toBe(200);

        await sleep(BLOCK_SECONDS * 1000 + 300);
        expect(await attempts(user.email)).toMatchObject({
          allowed: true,
          remainingAttempts: 5,
          isSuspended: false,
        });
        expect((await login(servers[0]!, user.email, user.password)).status).toBe(200);
      },
    );

    it('a burst on an address without an account behaves the same', async () => {
      const ghost = uniqueEmail('ghost');
      expect(tally(await burst(store.servers(), ghost, 24))).toEqual({ 401: 4, 429: 20 });
      expect(await attempts(ghost)).toMatchObject({ allowed: false, isSuspended: false });
    });

    it('suspends sign-in only after blocks in three separate windows, and only for a while', async () => {
      const servers = store.servers();
      const user = await createAccount(servers);
      const session = await signIn(servers[0]!, user.email, user.password);
      for (let window = 1; window <= 2; window++) {
        expect(tally(await burst(servers, user.email, 12))).toEqual({ 401: 4, 429: 8 });
        // A second burst inside the same block adds nothing.
        expect(tally(await burst(servers, user.email, 12))).toEqual({ 429: 12 });
        await sleep(BLOCK_SECONDS * 1000 + 300);
      }
      const third = tally(await burst(servers, user.email, 12));
      expect(third).toEqual({ 401: 4, 403: 1, 429: 7 });
      const suspended = await attempts(user.email);
      expect(suspended).toMatchObject({
        allowed: false,
        isSuspended: true,
        suspensionReason: 'Account has been suspended due to repeated failed login attempts',
      });
      expect(suspended.timeRemaining).toBeGreaterThan(0);
      const refused = await login(servers[0]!, user.email, user.password);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
      // Sign-in is held, the account is not: the row stays active and the session keeps working.
      const [row] = await servers[0]!.app.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isActive).toBe(true);
      expect((await call(servers[0]!, 'GET', '/api/me', { token: session.access_token })).status).toBe(200);

      await sleep(4300);
      expect(await attempts(user.email)).toMatchObject({
        allowed: true,
        isSuspended: false,
        remainingAttempts: 5,
      });
      expect((await login(servers[0]!, user.email, user.password)).status).toBe(200);
    });
  });
}

describe('in process memory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: LOCKOUT_ENV });
  });
  afterAll(() => server.close());
  describeLockout({ label: 'memory', servers: () => [server] });
});

describe.skipIf(!redisServerAvailable)('two instances sharing Redis', () => {
  let redis: RedisServer;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
    for (let i = 0; i < 2; i++) {
      servers.push(await startTestServer('pglite', { env: { ...LOCKOUT_ENV, REDIS_URL: redis.url } }));
    }
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    await redis.stop();
  });
  describeLockout({ label: 'Redis', servers: () => servers });
});
