import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  createVerifiedAccount,
  fillLogin,
  signInByApi,
  signInThroughUi,
} from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

const ADMIN_EMAIL = 'admin-e2e@example.com';
const SUSPENDED = 'Your account has been suspended. Please contact support.';

describe('admin dashboard', () => {
  let adminBrowser: BrowserSession;
  let memberBrowser: BrowserSession;
  let baseUrl: string;

  beforeAll(async () => {
    adminBrowser = await openBrowser();
    memberBrowser = await openBrowser();
    baseUrl = adminBrowser.baseUrl;
    // ADMIN_EMAILS on the e2e server: verifying this address grants the admin role.
    await createVerifiedAccount(baseUrl, { email: ADMIN_EMAIL, fullName: 'Ayu Admin' });
    await signInThroughUi(adminBrowser.page, baseUrl, ADMIN_EMAIL);
  });
  afterAll(async () => {
    await adminBrowser.close();
    await memberBrowser.close();
  });

  it('suspends a member (their open session ends, sign-in refused) and unsuspends them', async () => {
    const name = `Vina ${randomUUID().slice(0, 6)}`;
    const member = await createVerifiedAccount(baseUrl, { fullName: name });
    const victim = memberBrowser.page;
    await signInThroughUi(victim, baseUrl, member.email);

    const admin = adminBrowser.page;
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByRole('region', { name: 'User statistics' }).waitFor();
    await admin.getByPlaceholder('Search by name or email').fill(member.email.toUpperCase());
    const users = admin.getByRole('list', { name: 'Users' });
    await users.getByText(member.email).waitFor();
    // The search is debounced: wait for the filtered page to replace the unfiltered one.
    await expect.poll(() => users.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);

    await admin.getByRole('button', { name: `Suspend ${name}` }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText(`Suspend ${name}?`).waitFor();
    await dialog.getByRole('button', { name: 'Ya' }).click();
    await admin.getByRole('button', { name: `Unsuspend ${name}` }).waitFor();
    await users.getByText('Suspended').waitFor();
    await admin.getByRole('list', { name: 'Audit log' }).getByText(name).first().waitFor();

    // The member's open session: its next call is refused and the app signs them out.
    await victim.getByRole('link', { name: 'Profile' }).first().click();
    await victim.waitForURL((url) => url.pathname === '/auth', { timeout: 15_000 });
    await victim.goto(`${baseUrl}/auth?mode=login`);
    await fillLogin(victim, member.email, PASSWORD);
    await victim.getByText(SUSPENDED).first().waitFor();
    expect(new URL(victim.url()).pathname).toBe('/auth');

    await admin.getByRole('button', { name: `Unsuspend ${name}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ya' }).click();
    await admin.getByRole('button', { name: `Suspend ${name}` }).waitFor();

    await signInThroughUi(victim, baseUrl, member.email);
    expect(new URL(victim.url()).pathname).toBe('/dashboard');
  });

  it('an admin cannot suspend themself: no action on their own row', async () => {
    const admin = adminBrowser.page;
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByPlaceholder('Search by name or email').fill(ADMIN_EMAIL);
    const users = admin.getByRole('list', { name: 'Users' });
    await users.getByText('(you)').waitFor();
    expect(await users.getByRole('button', { name: 'Suspend Ayu Admin' }).count()).toBe(0);
  });

  it('a member sees Access Denied and gets 403 from every admin endpoint', async () => {
    const member = await createVerifiedAccount(baseUrl, { fullName: 'Mira Member' });
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const page = browser.page;
    await signInThroughUi(page, baseUrl, member.email);
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page
      .getByText("You don't have permission to access this page. Admin privileges required.")
      .waitFor();
    await page.getByRole('button', { name: 'Go to Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);
    await browser.close();

    const { access_token } = await signInByApi(baseUrl, member.email, PASSWORD);
    const target = randomUUID();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users?page=1&limit=10'],
      ['GET', '/api/admin/recent-users?limit=5'],
      ['GET', '/api/admin/audit-log'],
      ['PUT', `/api/admin/users/${target}/suspend`, { suspended: true }],
      ['PUT', `/api/admin/users/${target}/role`, { role: 'admin' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      const answer = (await response.json()) as { error: { message: string } };
      expect(answer.error.message).toBe('Access denied. Please contact support.');
    }
  });
});
