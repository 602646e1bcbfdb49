import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

const isDark = (session: BrowserSession) =>
  session.page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('follows the device setting by default, live', async () => {
    browser = await openBrowser({ colorScheme: 'dark' });
    await browser.page.goto(`${browser.baseUrl}/`);
    expect(await isDark(browser)).toBe(true);

    await browser.page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(browser)).toBe(false);
  });

  it('keeps the chosen theme across a reload, stored under the key "theme"', async () => {
    browser = await openBrowser({ colorScheme: 'light' });
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    expect(await isDark(browser)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark(browser)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await isDark(browser)).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark(browser)).toBe(false);
  });
});
