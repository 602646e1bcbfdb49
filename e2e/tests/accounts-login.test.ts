import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, fillLogin, uniqueEmail } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

describe('sign-in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('validates the form before calling the server', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/auth?mode=login`);
    await page.getByRole('heading', { name: 'Nice to see you again' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please fix the errors below').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Login').fill('rina@nowhere');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
  });

  it('blocks after five wrong passwords, shows the time left, and lets the right password in afterwards', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await page.goto(`${baseUrl}/auth?mode=login`);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await fillLogin(page, email, `Wrong${attempt}x`);
      if (attempt < 5) await page.getByText('Invalid email or password').waitFor();
      if (attempt === 3) await page.getByText('2 login attempts remaining', { exact: false }).waitFor();
    }
    await page.getByText(/Account is temporarily blocked\. Please try again in \d+ seconds?/).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);

    // The e2e server blocks for 8 s; the form unlocks by itself when the block ends.
    await page
      .getByRole('button', { name: 'Sign in' })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 20_000 });
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('opens the email-verification view for an unverified account', async () => {
    const { page, baseUrl } = browser;
    const email = uniqueEmail('unverified');
    const response = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, full_name: 'Dewi Lestari' }),
    });
    expect(response.status).toBe(201);
    await page.goto(`${baseUrl}/auth?mode=login`);
    await fillLogin(page, email, PASSWORD);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByText(email).waitFor();
  });

  it('keeps a browser-session sign-in out of localStorage', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await page.goto(`${baseUrl}/auth?mode=login`);
    await fillLogin(page, email, PASSWORD, false);
    await page.waitForURL(`${baseUrl}/dashboard`);
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem('pantau.session'),
      session: sessionStorage.getItem('pantau.session'),
    }));
    expect(stored.local).toBeNull();
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ email, isAuthenticated: true });
  });

  it('shares a browser-session sign-in with a newly opened tab without ending it', async () => {
    const { page, context, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Tika Anggraini' });
    await page.goto(`${baseUrl}/auth?mode=login`);
    await fillLogin(page, email, PASSWORD, false);
    await page.waitForURL(`${baseUrl}/dashboard`);

    // The open tab is busy for a second, as one drawing a heavy screen on a slow machine is; the new
    // tab still gets its answer instead of showing the sign-in form.
    const busy = page.evaluate(() => {
      const until = Date.now() + 1_000;
      while (Date.now() < until);
    });
    const second = await context.newPage();
    await second.goto(`${baseUrl}/profile`);
    await busy;
    await second.getByRole('link', { name: 'Profile: Tika Anggraini' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/profile');
    // Both tabs rotated the one refresh token in turn; neither looks like a stolen token.
    await page.reload();
    await page.getByRole('link', { name: 'Profile: Tika Anggraini' }).waitFor();
    await second.reload();
    await second.getByRole('link', { name: 'Profile: Tika Anggraini' }).waitFor();

    await second.getByRole('button', { name: 'Log out' }).click();
    await second.waitForURL(`${baseUrl}/auth`);
    await page.waitForURL(`${baseUrl}/auth`);
  });
});
