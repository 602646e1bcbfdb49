import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

describe('route guards and unknown pages', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it.each(['/dashboard', '/market-rotation/rrg', '/admin', '/technical-analysis'])(
    'sends a signed-out visitor from %s to /auth, replacing the history entry',
    async (path) => {
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}/`);
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.goBack();
      // The protected page was replaced, so going back lands on the page before it.
      await page.waitForURL(`${baseUrl}/`);
    },
  );

  it('shows a not-found page with a way home for an unknown address', async () => {
    const { page, baseUrl } = browser;
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(200);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
