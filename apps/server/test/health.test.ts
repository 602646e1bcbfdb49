import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetHealthResponseSchema } from '@pantau/contracts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports a reachable, migrated database in the API envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = ZGetHealthResponseSchema.parse(await response.json());
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toMatchObject({ kind, reachable: true });
    expect(body.data.database.serverVersion).toMatch(/^\d+(\.\d+)?/);
    expect(body.data.database.schemaVersion).toBeGreaterThanOrEqual(1);
    expect(Date.parse(body.data.database.initializedAt ?? '')).not.toBeNaN();
    expect(body.data.redis).toBeNull();
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
      expect(body.data).toMatchObject({ status: 'degraded', database: { reachable: false } });
    } finally {
      // The database is already closed; closing the app again must not fail the suite.
      await own.close().catch(() => {});
    }
  });
});
