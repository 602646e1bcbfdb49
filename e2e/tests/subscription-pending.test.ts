import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { chooseMethod, indonesianDate, planEnd, settleInSandbox, snapPopup } from './subscription-helpers.ts';

describe('pending payments', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('a pending virtual-account payment activates once when the bank settles it', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Bayu Pratama' });
    await signInThroughUi(page, baseUrl, email);
    await page.goto(`${baseUrl}/subscription`);

    await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
    const popup = await snapPopup(page);
    await chooseMethod(popup, 'bca_va');
    await popup.getByRole('button', { name: 'Pending, bayar nanti' }).click();
    await page.getByText('Payment sedang diproses. Silakan tunggu konfirmasi.').waitFor();

    // The unpaid order: a banner to continue it, and no second order meanwhile.
    const banner = page.getByRole('region', { name: 'Pending transaction' });
    await banner.getByRole('button', { name: 'Lanjut Bayar' }).waitFor();
    await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
    await page
      .getByText(
        /Anda memiliki pembayaran yang sedang berlangsung|Anda tidak dapat membuka transaksi baru karena ada transaksi yang belum dibayar/,
      )
      .first()
      .waitFor();
    await page.getByTestId('current-plan-name').getByText('Free Trial').waitFor();

    const orderId = (await page.getByTestId('pending-order-id').textContent())?.trim() ?? '';
    expect(orderId).not.toBe('');
    const settledAt = new Date();
    // The bank pays; Midtrans notifies three times (duplicates must extend access only once).
    await settleInSandbox(baseUrl, orderId, 3);

    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await page.getByText('Status refreshed').waitFor();
    await page.getByTestId('current-plan-name').getByText('Premium').waitFor();
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByTestId('current-plan-end').textContent()).toBe(
      indonesianDate(planEnd(settledAt, 3)),
    );

    const rows = page.locator('#payment-history tbody tr');
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    expect(texts.filter((text) => text.includes('Paid'))).toHaveLength(1);
    expect(texts[0]).toContain('Virtual Account');
  });

  it('closing the popup leaves an unpaid order that Lanjut Bayar reopens and pays', async () => {
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl, { fullName: 'Citra Ayu' });
    await signInThroughUi(page, baseUrl, email);
    await page.goto(`${baseUrl}/subscription`);

    await page.getByRole('button', { name: 'Subscribe to Plus' }).click();
    let popup = await snapPopup(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Payment dibatalkan').waitFor();

    // No method chosen yet: 'Pilih & Bayar', and Cancel waits for a method.
    const banner = page.getByRole('region', { name: 'Pending transaction' });
    await banner.getByText('UNPAID').waitFor();
    await banner.getByRole('button', { name: 'Pilih & Bayar' }).click();
    popup = await snapPopup(page);
    await chooseMethod(popup, 'gopay');
    await popup.getByRole('button', { name: 'Pending, bayar nanti' }).click();
    await page.getByText('Payment sedang diproses. Silakan tunggu konfirmasi.').waitFor();

    await banner.getByRole('button', { name: 'Lanjut Bayar' }).click();
    popup = await snapPopup(page);
    await popup.getByText(/Menunggu pembayaran via GoPay/).waitFor();
    const paidAt = new Date();
    await popup.getByRole('button', { name: 'Bayar sekarang (settlement)' }).click();

    await page.waitForURL(/\/subscription\/success\?order_id=/);
    await page.getByTestId('order-status').getByText('Paid').waitFor();
    expect(await page.getByTestId('valid-until').textContent()).toBe(indonesianDate(planEnd(paidAt, 1)));
    await page.getByText('Plus').first().waitFor();
  });
});
