import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';

export const PASSWORD = 'Secret123';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID()}@example.com`;

type MailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

async function readMailbox(baseUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const body = (await response.json()) as { data: { messages: MailMessage[] } };
  return body.data.messages;
}

/**
 * The newest link to `path` mailed to `to`, waiting for it to arrive. `after` skips links already
 * seen (a resend or a second reset).
 */
export async function waitForMailLink(
  baseUrl: string,
  to: string,
  path: string,
  after: string[] = [],
): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = await readMailbox(baseUrl, to);
    for (const message of messages) {
      const link = message.links.find((candidate) => candidate.includes(path) && !after.includes(candidate));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with a ${path} link reached ${to}`);
}

async function postJson(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A verified account made through the API, ready to sign in with PASSWORD. */
export async function createVerifiedAccount(
  baseUrl: string,
  options: { email?: string; fullName?: string; password?: string } = {},
): Promise<{ email: string; password: string; fullName: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const fullName = options.fullName ?? 'Rina Wijaya';
  const signUp = await postJson(baseUrl, '/auth/signup', { email, password, full_name: fullName });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const link = await waitForMailLink(baseUrl, email, '/auth/verify');
  const token = new URL(link).searchParams.get('token');
  const verify = await postJson(baseUrl, '/auth/verify-email', { token, type: 'signup' });
  if (!verify.ok) throw new Error(`verify answered ${verify.status}`);
  return { email, password, fullName };
}

/** Signs in through the API (not the browser): another device's session. */
export async function signInByApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const response = await postJson(baseUrl, '/auth/login', { email, password, remember: false });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const body = (await response.json()) as {
    data: { session: { access_token: string; refresh_token: string } };
  };
  return body.data.session;
}

export async function refreshByApi(baseUrl: string, refreshToken: string): Promise<number> {
  return (await postJson(baseUrl, '/auth/refresh', { refresh_token: refreshToken })).status;
}

/** Fills the login view and submits it. */
export async function fillLogin(
  page: Page,
  email: string,
  password: string,
  remember = false,
): Promise<void> {
  await page.getByLabel('Login').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login view and waits for the dashboard. */
export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  email: string,
  password = PASSWORD,
  remember = false,
): Promise<void> {
  await page.goto(`${baseUrl}/auth?mode=login`);
  await fillLogin(page, email, password, remember);
  await page.waitForURL(`${baseUrl}/dashboard`);
}
