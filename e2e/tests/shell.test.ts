import { afterEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

describe('members shell', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('collapses the sidebar to a rail, expands it on hover and keeps a pin across reloads', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await signInThroughUi(page, baseUrl, email, undefined, true);
    const sidebar = page.locator('aside[aria-label="Sidebar"]');
    await sidebar.waitFor();
    expect(await sidebar.getAttribute('data-expanded')).toBe('false');

    await sidebar.hover();
    await page.locator('aside[aria-label="Sidebar"][data-expanded="true"]').waitFor();
    await page.getByRole('button', { name: 'Pin sidebar' }).click();
    await page.mouse.move(900, 500);
    await page.reload();
    await page.locator('aside[aria-label="Sidebar"][data-pinned="true"][data-expanded="true"]').waitFor();

    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await page.mouse.move(900, 500);
    await page.locator('aside[aria-label="Sidebar"][data-pinned="false"][data-expanded="false"]').waitFor();
  });

  it('opens the menu drawer at phone width and closes it after navigating', async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await signInThroughUi(page, baseUrl, email);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const backdrop = page.getByTestId('sidebar-backdrop');
    await backdrop.waitFor();
    await page
      .locator('aside[aria-label="Sidebar"]')
      .getByRole('link', { name: 'Technical Analysis' })
      .click();
    await page.waitForURL(`${baseUrl}/technical-analysis`);
    await backdrop.waitFor({ state: 'detached' });
  });
});
