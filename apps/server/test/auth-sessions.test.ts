import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListSessionsResponseSchema, ZRefreshSessionResponseSchema } from '@pantau/contracts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => server.close());

  const refresh = (refreshToken: string) =>
    call(server, 'POST', '/api/auth/refresh', { body: { refresh_token: refreshToken } });

  it('rotates the refresh token; presenting a spent one revokes the whole session', async () => {
    const user = await createUser(server.app.database.db);
    const first = await signIn(server, user.email, user.password);

    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = ZRefreshSessionResponseSchema.parse(rotated.body).data.session;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(server, 'GET', '/api/me', { token: second.access_token })).status).toBe(200);

    const third = ZRefreshSessionResponseSchema.parse((await refresh(second.refresh_token)).body).data
      .session;

    // The first token again: someone replayed it, so the family (including the newest tokens) dies.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect((await call(server, 'GET', '/api/me', { token: third.access_token })).status).toBe(401);

    // Other sign-ins of the same user are untouched.
    const other = await signIn(server, user.email, user.password);
    expect((await call(server, 'GET', '/api/me', { token: other.access_token })).status).toBe(200);
  });

  it('rejects an unknown refresh token', async () => {
    const answer = await refresh('not-a-token');
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe('Session expired. Please sign in again.');
  });

  it('logs out: the access and refresh tokens stop working; a logout without a token still answers ok', async () => {
    const user = await createUser(server.app.database.db);
    const session = await signIn(server, user.email, user.password);
    const out = await call(server, 'POST', '/api/auth/logout', { token: session.access_token });
    expect(out.body).toEqual({ ok: true, data: null });
    expect((await call(server, 'GET', '/api/me', { token: session.access_token })).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/logout')).status).toBe(200);
  });

  it('lists sessions with device and current flag, revokes one, then all others', async () => {
    const user = await createUser(server.app.database.db);
    const login = async (ua: string) => {
      const answer = await call(server, 'POST', '/api/auth/login', {
        body: { email: user.email, password: user.password },
        headers: { 'user-agent': ua },
      });
      return answer.body.data.session as { access_token: string };
    };
    const laptop = await login(CHROME_UA);
    const phone = await login('curl/8.0');
    const tablet = await login('curl/8.0');

    const listed = ZListSessionsResponseSchema.parse(
      (await call(server, 'GET', '/api/auth/sessions', { token: laptop.access_token })).body,
    ).data.sessions;
    expect(listed).toHaveLength(3);
    const current = listed.find((session) => session.current);
    expect(current?.device).toBe('Chrome 126 on Windows 10');
    expect(current?.ip).toBe('127.0.0.1');

    const phoneSession = (
      await call(server, 'GET', '/api/auth/sessions', { token: phone.access_token })
    ).body.data.sessions.find((session: { current: boolean }) => session.current);
    const revoked = await call(server, 'DELETE', `/api/auth/sessions/${phoneSession.id}`, {
      token: laptop.access_token,
    });
    expect(revoked.body).toEqual({ ok: true, data: null });
    expect((await call(server, 'GET', '/api/me', { token: phone.access_token })).status).toBe(401);

    const someoneElse = await signIn(server, (await createUser(server.app.database.db)).email, 'Rahasia123');
    const foreign = await call(server, 'DELETE', `/api/auth/sessions/${phoneSession.id}`, {
      token: someoneElse.access_token,
    });
    expect(foreign.status).toBe(404);

    const all = await call(server, 'DELETE', '/api/auth/sessions/all', { token: laptop.access_token });
    expect(all.body).toEqual({ ok: true, data: { revoked: 1 } });
    expect((await call(server, 'GET', '/api/me', { token: tablet.access_token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/me', { token: laptop.access_token })).status).toBe(200);
  });
});
