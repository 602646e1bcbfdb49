import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForMarket } from '../support/market.ts';

const PROFILE_DELAY_MS = 4_000;

describe('first paint after a reload', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string; fullName: string };

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl, { fullName: 'Bayu Pratama' });
    const token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
  });

  afterEach(() => browser.close());

  it('asks for the screen’s data without waiting for the profile, and without a refresh while the token is fresh', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    const screen = `${baseUrl}/stock-transaction/done-summary?symbol=BBCA&quick=1day`;
    await page.goto(screen);
    await page.getByTestId('done-summary-total').first().waitFor({ timeout: 15_000 });

    // A slow profile answer: the table must not wait for it.
    let profileAnswered = false;
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, PROFILE_DELAY_MS));
      await route.fulfill({ response });
      profileAnswered = true;
    });
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
    });

    await page.reload();
    await page
      .getByTestId('done-summary-total')
      .first()
      .waitFor({ timeout: PROFILE_DELAY_MS - 500 });
    expect(profileAnswered).toBe(false);
    expect(refreshes).toEqual([]);

    // The profile still arrives and the member stays signed in.
    await expect.poll(() => profileAnswered, { timeout: PROFILE_DELAY_MS + 5_000 }).toBe(true);
    await page.getByText(account.fullName).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/stock-transaction/done-summary');
  });
});
