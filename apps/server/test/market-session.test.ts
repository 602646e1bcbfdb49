import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetMarketSessionResponseSchema } from '@pantau/contracts';
import { setTrialEnd, startTrial } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

// Tuesday 10 November 2026, 10:00 WIB; the Wednesday after it is the day the admin closes.
const TUESDAY_10_WIB = new Date('2026-11-10T03:00:00Z');
const WEDNESDAY_10_WIB = new Date('2026-11-11T03:00:00Z');

describe.each(databaseKinds)('GET /api/market/session on %s', (kind) => {
  let server: TestServer;
  let now = TUESDAY_10_WIB;
  let adminToken: string;
  let memberToken: string;
  let freeToken: string;

  beforeAll(async () => {
    // No market data at all: the session is told by the clock and the calendar alone.
    server = await startTestServer(kind, {
      env: { ...ACCOUNT_TEST_ENV, MARKET_DATA: 'none' },
      deps: { now: () => now },
    });
    adminToken = (await signedInUser(server, { role: 'admin' })).session.access_token;
    const member = await signedInUser(server);
    await startTrial(server.app.database.db, member.user);
    memberToken = member.session.access_token;
    const free = await signedInUser(server);
    await startTrial(server.app.database.db, free.user);
    await setTrialEnd(server.app.database.db, free.user.id, new Date(Date.now() - 60_000));
    freeToken = free.session.access_token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const session = (token?: string) => call(server, 'GET', '/api/market/session', { token });

  it('is session I at 10:00 WIB on a weekday, until 12:00', async () => {
    now = TUESDAY_10_WIB;
    const answer = await session(memberToken);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(ZGetMarketSessionResponseSchema.parse(answer.body).data).toEqual({
      state: 'session-1',
      date: '2026-11-10',
      startsAt: '2026-11-10T02:00:00.000Z',
      endsAt: '2026-11-10T05:00:00.000Z',
      nextState: 'lunch-break',
    });
  });

  it('is holiday on a date the admin closed, until the next trading day opens', async () => {
    const put = await call(server, 'PUT', '/api/admin/holidays/2026-11-11', {
      token: adminToken,
      body: { name: 'Test holiday' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    now = WEDNESDAY_10_WIB;
    expect((await session(memberToken)).body.data).toEqual({
      state: 'holiday',
      date: '2026-11-11',
      startsAt: '2026-11-10T09:15:00.000Z',
      endsAt: '2026-11-12T01:45:00.000Z',
      nextState: 'pre-opening',
    });
  });

  it('keeps the access rule of /api/market/status: signed-in members with a plan', async () => {
    const status = (token?: string) => call(server, 'GET', '/api/market/status', { token });
    for (const token of [undefined, freeToken]) {
      const [sessionAnswer, statusAnswer] = await Promise.all([session(token), status(token)]);
      expect(sessionAnswer.status).toBe(statusAnswer.status);
      expect(sessionAnswer.body.error.code).toBe(statusAnswer.body.error.code);
    }
    expect((await session()).status).toBe(401);
    expect((await session(freeToken)).status).toBe(403);
  });
});
