import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

// A 1×1 PNG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile and avatar', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('shows the account and its real activity', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Sari Putri' });
    await signInThroughUi(page, baseUrl, email);
    await page.getByRole('link', { name: 'Profile: Sari Putri' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    for (const text of [
      'Member Since',
      'Current Plan',
      'Account Status',
      'Account Details',
      'Subscription Status',
    ]) {
      await page.getByText(text).first().waitFor();
    }
    // Every verified account starts with the 7-day free trial (issue 5).
    await page.getByText('Free Trial').first().waitFor();
    await page.getByText('Expires in 7 days', { exact: false }).first().waitFor();
    await page.getByText('Signed in', { exact: true }).first().waitFor();
  });

  it('refuses a 2 MB picture and a text file named .png, and uploads a real one on Save', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Agus Salim' });
    await signInThroughUi(page, baseUrl, email);
    await page.goto(`${baseUrl}/profile?tab=edit-profile`);
    const picker = page.getByLabel('Avatar image');

    const big = Buffer.alloc(2 * 1024 * 1024);
    TINY_PNG.copy(big);
    await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await page.getByRole('dialog', { name: 'File Terlalu Besar' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();

    await picker.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some text'),
    });
    await page
      .getByText('Invalid file type. Please select a JPEG, PNG, GIF, or WebP image.')
      .first()
      .waitFor();

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByLabel('Full Name').fill('Agus Salim Putra');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    const avatar = page.getByRole('link', { name: 'Profile: Agus Salim Putra' }).locator('img');
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/^\/storage\/avatars\//);
  });
});
