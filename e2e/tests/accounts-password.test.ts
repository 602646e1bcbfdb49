import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  createVerifiedAccount,
  fillLogin,
  refreshByApi,
  signInByApi,
  signInThroughUi,
  waitForMailLink,
} from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

const NEW_PASSWORD = 'Fresh456';

describe('passwords', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('resets a forgotten password from the mailed link; the old one then fails and other sessions end', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    const otherDevice = await signInByApi(baseUrl, email, PASSWORD);

    await page.goto(`${baseUrl}/auth?mode=login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(/expires in 1 hour/).waitFor();
    await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor();

    const link = await waitForMailLink(baseUrl, email, '/auth/reset-password');
    expect(link).toContain('type=recovery');
    await page.goto(link);
    await page.getByLabel('Password Baru').fill('short');
    await page.getByLabel('Konfirmasi Password').fill('short');
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await page.getByText('Password harus minimal 6 karakter').waitFor();
    await page.getByLabel('Password Baru').fill(NEW_PASSWORD);
    await page.getByLabel('Konfirmasi Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await page.getByRole('heading', { name: 'Password Berhasil Diubah!' }).waitFor();
    await page.waitForURL(`${baseUrl}/auth?mode=login`, { timeout: 10_000 });

    expect(await refreshByApi(baseUrl, otherDevice.refresh_token)).toBe(401);

    await fillLogin(page, email, PASSWORD);
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('refuses the reset screen without a link', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/auth/reset-password`);
    await page
      .getByText('Akses tidak diizinkan. Gunakan link dari email untuk reset password.')
      .first()
      .waitFor();
    await page.waitForURL(`${baseUrl}/auth?mode=login`, { timeout: 10_000 });
  });

  it('changes the password from the profile', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await signInThroughUi(page, baseUrl, email);
    await page.goto(`${baseUrl}/profile?tab=change-password`);
    const submit = page.getByRole('button', { name: 'Update Password' });
    await page.getByLabel('Current Password').fill(PASSWORD);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm New Password').fill(PASSWORD);
    await submit.click();
    await page.getByText('New password must be different from current password').waitFor();

    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await submit.click();
    await page.getByText('Password updated successfully!').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await fillLogin(page, email, NEW_PASSWORD);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });
});
