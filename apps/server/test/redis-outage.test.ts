import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { MARKET_DATA_CHANNEL } from '../src/modules/market-data/market-data-watcher.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { redisServerAvailable, startRedisServer, type RedisServer } from './support/redis-server.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.skipIf(!redisServerAvailable)('Redis going away and coming back', () => {
  let redis: RedisServer;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startTestServer('pglite', { env: { ...ACCOUNT_TEST_ENV, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await server.close();
    await redis.stop();
  });

  const health = async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    return { status: response.status, body: (await response.json()) as { data: unknown } };
  };
  const outageLines = (message: RegExp) =>
    server.logs().filter((line) => typeof line.msg === 'string' && message.test(line.msg));

  it('keeps signing in and serving with per-instance limits, reports 503 on health, and recovers', async () => {
    const { user, session } = await signedInUser(server);
    expect((await health()).status).toBe(200);

    await redis.kill();
    const login = (password: string) =>
      call(server, 'POST', '/api/auth/login', { body: { email: user.email, password, remember: false } });
    expect((await login(user.password)).status).toBe(200);
    expect((await call(server, 'GET', '/api/me', { token: session.access_token })).status).toBe(200);
    expect((await call(server, 'GET', '/api/subscription/plans')).status).toBe(200);
    const webhook = await call(server, 'POST', '/api/subscription/notification', { body: { order_id: 'x' } });
    expect(webhook.status).toBeGreaterThanOrEqual(400);
    expect(webhook.status).toBeLessThan(500);

    const down = await health();
    expect(down).toEqual({
      status: 503,
      body: { ok: true, data: { status: 'degraded', faults: ['redis'] } },
    });
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);

    // The lockout still holds, on this instance's own counters.
    const other = await createUser(server.app.database.db);
    const wrong = () =>
      call(server, 'POST', '/api/auth/login', { body: { email: other.email, password: 'Wrong123' } });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

    expect(outageLines(/^Redis unreachable/).map((line) => line.level)).toEqual([40]);

    await redis.start();
    let recovered = await health();
    for (let i = 0; i < 50 && recovered.status !== 200; i++) {
      await sleep(100);
      recovered = await health();
    }
    expect(recovered).toEqual({ status: 200, body: { ok: true, data: { status: 'ok', faults: [] } } });
    expect(outageLines(/^Redis reachable again/)).toHaveLength(1);
    expect((await login(user.password)).status).toBe(200);
    expect(outageLines(/^Redis unreachable/)).toHaveLength(1);
  });

  it('subscribes to market-data news again however often its connection is cut, without an unhandled error', async () => {
    const admin = new Redis(redis.url);
    const subscribers = async () =>
      ((await admin.pubsub('NUMSUB', MARKET_DATA_CHANNEL)) as [string, number])[1];
    try {
      await waitUntil(async () => (await subscribers()) === 1);
      // Cut the subscriber's connection again and again, also just as it has come back: ioredis
      // resubscribes on each return, and a connection cut at that moment once rejected that call
      // with nobody to catch it, which ends a server process.
      const until = Date.now() + 2_000;
      while (Date.now() < until) {
        await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub').catch(() => {});
        await sleep(Math.random() * 20);
      }
      await waitUntil(async () => (await subscribers()) === 1);
      expect((await health()).status).toBe(200);
    } finally {
      admin.disconnect();
    }
  });
});

async function waitUntil(probe: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe('Redis unreachable at start', () => {
  it('refuses to start with a message naming REDIS_URL', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'pantau-redis-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: scratch,
        // Port 1 on loopback: nothing listens there.
        REDIS_URL: 'redis://:hunter2@127.0.0.1:1',
      });
      const started = buildApp(config, { database });
      await expect(started).rejects.toThrow(/^REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1 /);
      await expect(started).rejects.not.toThrow(/hunter2/);
    } finally {
      await database.close().catch(() => {});
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
