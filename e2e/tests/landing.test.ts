import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

describe('landing page', () => {
  let browser: BrowserSession;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('renders the product pitch and links into sign-in and registration', async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('banner').waitFor();
    expect(await page.title()).toContain('Pantau');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe(
      '/auth?mode=login',
    );
    await expect(header.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe(
      '/auth?mode=register',
    );
    const trialLinks = page.getByRole('link', { name: 'Start Free Trial' });
    expect(await trialLinks.count()).toBeGreaterThan(0);
    await expect(trialLinks.first().getAttribute('href')).resolves.toBe('/auth?mode=register');

    await trialLinks.first().click();
    await page.waitForURL(`${baseUrl}/auth?mode=register`);
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  });

  it('loads without console errors, so nothing trips the Content-Security-Policy', async () => {
    const { page, baseUrl, errors } = browser;
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(errors).toEqual([]);
  });

  it('fits a 390 px phone screen without sideways scrolling', async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });
});
