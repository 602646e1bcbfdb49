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

    // The rail opens on the pointer entering it, so the pointer comes from outside: signing in may
    // leave it where the rail then appears, and moving within the rail enters nothing.
    await page.mouse.move(900, 500);
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

  it("the top bar's theme menu opens on the first click or key press and switches the theme", async () => {
    browser = await openBrowser({ colorScheme: 'light' });
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await signInThroughUi(page, baseUrl, email);
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);

    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(isDark).toBe(true);
    expect(await page.getByRole('menu').count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Theme' }).focus();
    await page.keyboard.press('Enter');
    const light = page.getByRole('menuitemradio', { name: 'Light' });
    await light.waitFor();
    expect(await page.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    await light.press('Enter');
    await expect.poll(isDark).toBe(false);
    // Closing the menu hands focus back to its button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Theme');
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
