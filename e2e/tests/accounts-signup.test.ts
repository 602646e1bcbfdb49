import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, fillLogin, uniqueEmail, waitForMailLink } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

describe('sign-up, verification and sign-in', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('registers, verifies from the mailed link, logs out, and a remembered sign-in survives a reload', async () => {
    const { page, baseUrl } = browser;
    const email = uniqueEmail('signup');

    await page.goto(`${baseUrl}/auth?mode=register`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('First Name').fill('Rina');
    await page.getByLabel('Last Name').fill('Wijaya');
    await page.getByLabel('Email').fill(email);
    await page.getByText('Email is available').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // No session until the address is verified: the email-verification view shows where the link went.
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByText('Next Steps').waitFor();

    const link = await waitForMailLink(baseUrl, email, '/auth/verify');
    expect(link).toContain('type=signup');
    await page.goto(link);
    await page.getByText('Email verified successfully! Welcome to Pantau!').waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 10_000 });
    await page.getByRole('link', { name: 'Profile: Rina Wijaya' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Logout Berhasil!').waitFor();
    await page.waitForURL(`${baseUrl}/auth`);

    await fillLogin(page, email, PASSWORD, true);
    await page.getByText('Login Berhasil!').waitFor();
    await page.waitForURL(`${baseUrl}/dashboard`);

    await page.reload();
    await page.getByRole('link', { name: 'Profile: Rina Wijaya' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(browser.errors).toEqual([]);
  });

  it('says so when the address already has an account', async () => {
    const { page, baseUrl } = browser;
    const email = uniqueEmail('taken');
    await page.goto(`${baseUrl}/auth?mode=register`);
    await page.getByLabel('First Name').fill('Budi');
    await page.getByLabel('Last Name').fill('Santoso');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByText('Email is available').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();

    await page.goto(`${baseUrl}/auth?mode=register`);
    await page.getByLabel('Email').fill(email);
    await page.getByText('An account with this email already exists').waitFor();
  });

  it('shows every sign-up validation message', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/auth?mode=register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Please fix the errors below',
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]) {
      await page.getByText(message).waitFor();
    }
  });

  it('answers a verification link without a token', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/auth/verify?type=signup`);
    await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
    await page.getByText('Invalid verification link. Token is missing.').first().waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL(`${baseUrl}/auth?mode=login`);
  });
});
