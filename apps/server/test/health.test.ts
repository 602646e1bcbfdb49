import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetHealthResponseSchema } from '@pantau/contracts';
import { ACCOUNT_TEST_ENV, signedInUser } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => server.close());

  const health = (token?: string) =>
    fetch(`${server.baseUrl}/api/health`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it('shows an admin a reachable, migrated database with its versions', async () => {
    const { session } = await signedInUser(server, { role: 'admin' });
    const response = await health(session.access_token);
    expect(response.status).toBe(200);
    const body = ZGetHealthResponseSchema.parse(await response.json());
    expect(body.data).toMatchObject({ status: 'ok', faults: [], version: expect.any(String) });
    expect(body.data.database).toMatchObject({ kind, reachable: true });
    expect(body.data.database?.serverVersion).toMatch(/^\d+(\.\d+)?/);
    expect(body.data.database?.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.data.database?.initializedAt ?? '')).not.toBeNaN();
    expect(body.data.redis).toBeNull();
  });

  it('tells anyone else the status only, with or without a member session', async () => {
    const { session } = await signedInUser(server);
    for (const token of [undefined, session.access_token, 'not-a-token']) {
      const response = await health(token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ ok: true, data: { status: 'ok', faults: [] } });
    }
  });

  it('answers liveness while the process runs', async () => {
    const response = await fetch(`${server.baseUrl}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, data: { status: 'ok' } });
  });

  it('gives every response a request id, keeping a well-formed one the caller sent', async () => {
    const generated = await fetch(`${server.baseUrl}/api/health`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const echoed = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-request-id': 'trace-42' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-42');

    const hostile = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(hostile.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('answers 503 with the database marked unreachable once the database is gone', async () => {
    const own = await startTestServer(kind);
    try {
      await own.app.database.close();
      const response = await fetch(`${own.baseUrl}/api/health`);
      expect(response.status).toBe(503);
      const body = ZGetHealthResponseSchema.parse(await response.json());
      expect(body.data).toEqual({ status: 'degraded', faults: ['database'] });
      expect((await fetch(`${own.baseUrl}/api/health/live`)).status).toBe(200);
    } finally {
      // The database is already closed; closing the app again must not fail the suite.
      await own.close().catch(() => {});
    }
  });
});
