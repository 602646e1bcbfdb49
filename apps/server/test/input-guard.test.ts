import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MIDTRANS_SERVER_KEY } from '../src/platform/config.ts';
import { call } from './support/accounts.ts';
import { startMarketServer, type MarketTestServer } from './support/market.ts';
import { databaseKinds } from './support/test-server.ts';

const NUL = '\u0000';

describe.each(databaseKinds)('input every route refuses, on %s', (kind) => {
  let server: MarketTestServer;
  beforeAll(async () => {
    server = await startMarketServer(kind);
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(server, 'POST', path, { body, headers });

  it('answers a NUL in the unauthenticated webhook with 400, so Midtrans does not retry it', async () => {
    const answer = await post('/api/subscription/notification', {
      order_id: `PANTAU-${NUL}`,
      status_code: '200',
      gross_amount: '99000.00',
      signature_key: 'x'.repeat(128),
      transaction_status: 'settlement',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Text must not contain the NUL character (\\u0000)',
        field: 'order_id',
      },
    });
  });

  it('answers a NUL in a nested body key, a query and a path parameter with 400', async () => {
    const nested = await post('/api/auth/login', {
      email: 'a@b.co',
      password: 'x',
      [`re${NUL}member`]: true,
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error.field).toBe(`re${NUL}member`);

    const query = await server.get(`/api/market/search?q=${encodeURIComponent(`BB${NUL}`)}`);
    expect(query.status).toBe(400);
    expect(query.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });

    const param = await call(server, 'DELETE', `/api/auth/sessions/${encodeURIComponent(NUL)}`, {
      token: server.token,
    });
    expect(param.status).toBe(400);
    expect(param.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unpaired surrogate in a JSON string with 400 instead of a jsonb 500', async () => {
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON allows and jsonb refuses.
    const answer = await post('/api/subscription/notification', {
      order_id: 'PANTAU-1',
      status_code: '200',
      gross_amount: '99000.00',
      signature_key: '\ud800',
      transaction_status: 'settlement',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Text must be valid Unicode (an unpaired surrogate was sent)',
      field: 'signature_key',
    });
  });

  it.each([
    '/api/market/candles?symbol=BBRI&from=0000-01-01&to=2026-11-20',
    '/api/market/inventory?symbol=BBRI&from=0000-01-03&to=2026-11-20',
    '/api/market/done-detail?symbol=BBRI&dates=0000-01-01',
    '/api/market/candles?symbol=BBRI&from=2026-01-01&to=9999-12-31',
  ])('answers an out-of-range year with 400 naming the range: %s', async (path) => {
    const answer = await server.get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Dates must lie between 1900 and 2100',
    });
  });

  it('still serves dates inside the range', async () => {
    const answer = await server.get('/api/market/candles?symbol=BBRI&from=2026-10-01&to=2026-11-20');
    expect(answer.status).toBe(200);
    expect(answer.body.data.candles.length).toBeGreaterThan(0);
  });

  it('answers a literal null JSON body with 400 instead of crashing the sandbox gateway', async () => {
    const answer = await post('/sandbox/midtrans/snap/v1/transactions', null, {
      authorization: `Basic ${Buffer.from(`${DEV_MIDTRANS_SERVER_KEY}:`).toString('base64')}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      ok: false,
      error: { code: 'VALIDATION_ERROR', message: 'The request body must be a JSON object' },
    });
  });
});
