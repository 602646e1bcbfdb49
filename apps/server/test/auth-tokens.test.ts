import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const SECRET = 'token-test-secret-0123456789-0123456789';

describe.each(databaseKinds)('access tokens and personal answers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, JWT_SECRET: SECRET } });
  });
  afterAll(() => server.close());

  /** A token signed with the real key, so only the claims decide whether it is accepted. */
  const forge = async (claims: {
    sub?: string;
    sid?: string;
    iss?: string;
    iat?: boolean;
    exp?: number | null;
  }) => {
    let jwt = new SignJWT(claims.sid === undefined ? {} : { sid: claims.sid }).setProtectedHeader({
      alg: 'HS256',
    });
    if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
    if (claims.iss !== undefined) jwt = jwt.setIssuer(claims.iss);
    if (claims.iat !== false) jwt = jwt.setIssuedAt();
    if (claims.exp !== null) jwt = jwt.setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600);
    return jwt.sign(new TextEncoder().encode(SECRET));
  };

  it('accepts a well-formed token for a live session and refuses it once a required claim is missing', async () => {
    const { user, session } = await signedInUser(server);
    const sessions = await call(server, 'GET', '/api/auth/sessions', { token: session.access_token });
    const sid = sessions.body.data.sessions[0].id as string;
    const good = { sub: user.id, sid, iss: 'pantau' };
    expect((await call(server, 'GET', '/api/me', { token: await forge(good) })).status).toBe(200);

    const variants = {
      'no exp': { ...good, exp: null },
      'no iat': { ...good, iat: false },
      'no issuer': { sub: user.id, sid },
      'other issuer': { ...good, iss: 'someone-else' },
      expired: { ...good, exp: Math.floor(Date.now() / 1000) - 5 },
    };
    for (const [label, claims] of Object.entries(variants)) {
      const answer = await call(server, 'GET', '/api/me', { token: await forge(claims) });
      expect(answer.status, label).toBe(401);
      expect(answer.body.error.code, label).toBe('SESSION_EXPIRED');
    }
  });

  it('answers 401, not 500, to a signed token whose subject or session is not a UUID', async () => {
    for (const claims of [
      { sub: 'not-a-uuid', sid: randomUUID(), iss: 'pantau' },
      { sub: "1' or '1'='1", sid: randomUUID(), iss: 'pantau' },
      { sub: randomUUID(), sid: 'nope', iss: 'pantau' },
    ]) {
      const answer = await call(server, 'GET', '/api/me', { token: await forge(claims) });
      expect(answer.status, claims.sub).toBe(401);
      expect(answer.body.error.code).toBe('SESSION_EXPIRED');
    }
  });

  it('marks every personal answer no-store, refusals included', async () => {
    const { session } = await signedInUser(server);
    const token = session.access_token;
    const personal: Array<[string, string, string | undefined]> = [
      ['GET', '/api/me', token],
      ['GET', '/api/me', undefined],
      ['GET', '/api/auth/sessions', token],
      ['GET', '/api/me/activity', token],
      ['GET', '/api/subscription/status', token],
      ['GET', '/api/me/watchlist', token],
      ['GET', '/api/me/chart-preferences', token],
      ['GET', '/api/admin/stats', token],
    ];
    for (const [method, path, withToken] of personal) {
      const answer = await call(server, method, path, { token: withToken });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers.get('cache-control'), `${path} (${answer.status})`).toBe('no-store');
    }
    const login = await call(server, 'POST', '/api/auth/refresh', {
      body: { refresh_token: session.refresh_token },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });
});
