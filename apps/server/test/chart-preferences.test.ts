import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetChartPreferencesResponseSchema, ZUpdateChartPreferencesResponseSchema } from '@pantau/contracts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { databaseKinds, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

describe.each(databaseKinds)('chart preferences on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => server.close());

  const storedRows = (userId: string) =>
    queryRows<{ bullish_color: string; bearish_color: string }>(
      server.app.database,
      'select bullish_color, bearish_color from user_chart_preferences where user_id = $1',
      [userId],
    );

  it('answers the spec defaults until the member saves, then the saved colours, per member', async () => {
    const { user, session } = await signedInUser(server);
    const other = await signedInUser(server);
    const token = session.access_token;

    const initial = await call(server, 'GET', '/api/me/chart-preferences', { token });
    expect(ZGetChartPreferencesResponseSchema.parse(initial.body).data).toEqual({
      bullish_color: '#16a34a',
      bearish_color: '#dc2626',
    });
    expect(await storedRows(user.id)).toEqual([]);

    const saved = await call(server, 'PUT', '/api/me/chart-preferences', {
      token,
      body: { bullish_color: '#2563EB', bearish_color: '#f97316' },
    });
    expect(saved.status).toBe(200);
    // Upper-case hex is stored lower-case, as the table's check constraint requires.
    expect(ZUpdateChartPreferencesResponseSchema.parse(saved.body).data).toEqual({
      bullish_color: '#2563eb',
      bearish_color: '#f97316',
    });
    await call(server, 'PUT', '/api/me/chart-preferences', {
      token,
      body: { bullish_color: '#0d9488', bearish_color: '#f97316' },
    });
    expect(await storedRows(user.id)).toEqual([{ bullish_color: '#0d9488', bearish_color: '#f97316' }]);
    expect((await call(server, 'GET', '/api/me/chart-preferences', { token })).body.data).toEqual({
      bullish_color: '#0d9488',
      bearish_color: '#f97316',
    });

    const otherView = await call(server, 'GET', '/api/me/chart-preferences', {
      token: other.session.access_token,
    });
    expect(otherView.body.data).toEqual({ bullish_color: '#16a34a', bearish_color: '#dc2626' });
  });

  it('refuses colours that are not #RRGGBB and calls without a token', async () => {
    const { user, session } = await signedInUser(server);
    const token = session.access_token;
    for (const body of [
      { bullish_color: 'green', bearish_color: '#dc2626' },
      { bullish_color: '#16a34a', bearish_color: '#dc26' },
      { bullish_color: '#16a34a' },
      { bullish_color: '#16a34a', bearish_color: '#gg2626' },
    ]) {
      const answer = await call(server, 'PUT', '/api/me/chart-preferences', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.ok).toBe(false);
    }
    expect(await storedRows(user.id)).toEqual([]);

    expect((await call(server, 'GET', '/api/me/chart-preferences')).status).toBe(401);
    const anonymousPut = await call(server, 'PUT', '/api/me/chart-preferences', {
      body: { bullish_color: '#16a34a', bearish_color: '#dc2626' },
    });
    expect(anonymousPut.status).toBe(401);
  });
});
