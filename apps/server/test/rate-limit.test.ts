import { randomInt } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

const addPing = (app: TestServer['app']) => {
  app.get('/api/test/ping', async () => ({ ok: true, data: 'pong' }));
};

// A made-up client address per test keeps runs from sharing counters in a shared Redis.
const randomClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('API rate limit', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const start = async (env: Record<string, string>) => {
    const server = await startTestServer('pglite', {
      env: { RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true', ...env },
      configure: addPing,
    });
    servers.push(server);
    return server;
  };
  const ping = (server: TestServer, ip: string) =>
    fetch(`${server.baseUrl}/api/test/ping`, { headers: { 'x-forwarded-for': ip } });

  it('answers 429 with the spec message once a client passes the limit', async () => {
    const server = await start({});
    const ip = randomClientIp();
    for (let i = 0; i < 3; i++) expect((await ping(server, ip)).status).toBe(200);
    const refused = await ping(server, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      ok: false,
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    });
    expect((await ping(server, randomClientIp())).status).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares one budget across instances through Redis', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const [first, second] = [await start(env), await start(env)];
    const ip = randomClientIp();
    expect((await ping(first, ip)).status).toBe(200);
    expect((await ping(second, ip)).status).toBe(200);
    expect((await ping(first, ip)).status).toBe(200);
    expect((await ping(second, ip)).status).toBe(429);

    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, data: { status: 'ok', faults: [] } });
  });
});
