import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { createUser } from '../factories/users.ts';
import type { TestServer } from './test-server.ts';

/** Fast argon2 and generous per-IP limits: these tests are about behaviour, not cost. */
export const ACCOUNT_TEST_ENV = {
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '100000',
  PUBLIC_URL: 'http://pantau.test',
  // Tests change rows behind the server's back; the session-check cache would hide that.
  AUTH_SESSION_CACHE_MS: '0',
};

export type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

type Mail = { to: string; subject: string; text: string; html: string; links: string[] };

/** Polls the dev mailbox (mail goes out in the background) until `count` messages reached `to`. */
export async function waitForMail(server: TestServer, to: string, count = 1): Promise<Mail[]> {
  // A deadline, not a number of tries: beside other test files a round trip can take far longer.
  for (const started = Date.now(); Date.now() - started < 10_000;) {
    const answer = await call(server, 'GET', `/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    const messages = answer.body.data.messages as Mail[];
    if (messages.length >= count) return messages;
    await sleep(20);
  }
  throw new Error(`no mail for ${to}`);
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

export async function signIn(server: TestServer, email: string, password: string, remember = false) {
  const answer = await call(server, 'POST', '/api/auth/login', { body: { email, password, remember } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.session as { access_token: string; refresh_token: string; expires_at: number };
}

/** A verified account plus a signed-in session on it. */
export async function signedInUser(server: TestServer, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(server.app.database.db, options);
  const session = await signIn(server, user.email, user.password);
  return { user, session };
}
