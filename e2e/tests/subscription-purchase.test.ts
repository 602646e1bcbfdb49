import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { chooseMethod, daysLeft, indonesianDate, planEnd, snapPopup } from './subscription-helpers.ts';

describe('buying a plan', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('a trial member buys Premium in the sandbox popup and is active for three months from now', async () => {
    const { page, baseUrl } = browser;
    const refusedApiCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/subscription/') && response.status() >= 400) {
        refusedApiCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Dewi Lestari' });
    await signInThroughUi(page, baseUrl, email);
    await page.getByTestId('profile-plan').getByText('Free Trial').waitFor();

    await page.goto(`${baseUrl}/subscription`);
    await page.getByTestId('current-plan-name').getByText('Free Trial').waitFor();
    await page.getByText('Most Popular').waitFor();
    await page.getByText('Expires in 7 days').waitFor();

    await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
    const popup = await snapPopup(page);
    await chooseMethod(popup, 'qris');
    const boughtAt = new Date();
    await popup.getByRole('button', { name: 'Bayar sekarang (settlement)' }).click();

    await page.waitForURL(/\/subscription\/success\?order_id=/);
    await page.getByText('Payment berhasil! Subscription Anda telah diaktifkan.').waitFor();
    const expectedEnd = indonesianDate(planEnd(boughtAt, 3));
    await page.getByTestId('order-status').getByText('Paid').waitFor();
    expect(await page.getByTestId('valid-until').textContent()).toBe(expectedEnd);

    await page.getByRole('link', { name: 'View Subscription' }).click();
    await page.waitForURL(`${baseUrl}/subscription`);
    await page.getByTestId('current-plan-name').getByText('Premium').waitFor();
    await page.getByText(`Expires in ${daysLeft(planEnd(boughtAt, 3))} days`).waitFor();
    expect(await page.getByTestId('current-plan-end').textContent()).toBe(expectedEnd);
    await page.getByTestId('profile-plan').getByText('Premium').waitFor();

    const history = page.locator('#payment-history tbody tr');
    await history.first().getByText('Paid').waitFor();
    const row = await history.first().innerText();
    expect(row).toContain('Paid');
    expect(row).toContain('Rp89.000');
    expect(row).toContain('QRIS');
    expect(row).toContain('3 Months');
    expect(browser.errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    expect(refusedApiCalls).toEqual([]);
  });
});
