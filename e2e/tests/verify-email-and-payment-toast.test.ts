import type { Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

const LONG_EMAIL = 'rina.wijayakusumaningrum-investasi@pt-sekuritas-nusantara-makmur.co.id';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not on screen');
  return found;
}

describe('small layout faults', () => {
  let browser: BrowserSession;
  afterEach(() => browser.close());

  it('wraps a long address on the verify-email screen at its @, dots or hyphens, never mid-word', async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page, baseUrl } = browser;
    const query = new URLSearchParams({ mode: 'email-verification', email: LONG_EMAIL, type: 'signup' });
    await page.goto(`${baseUrl}/auth?${query.toString()}`);
    const address = page.getByText('rina', { exact: false }).filter({ hasText: 'co.id' }).last();
    await address.waitFor();

    // Where each line of the address starts, read from the rendered glyph positions.
    const lineStarts = await address.evaluate((element) => {
      const text = element.textContent ?? '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < (node.textContent ?? '').length; offset++) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      const starts: number[] = [];
      tops.forEach((top, index) => {
        if (index > 0 && top > (tops[index - 1] ?? top)) starts.push(index);
      });
      return { text, starts };
    });
    expect(lineStarts.text).toBe(LONG_EMAIL);
    expect(lineStarts.starts.length).toBeGreaterThan(0);
    // A line may start at the '@' or a dot, or after a hyphen (where words break anyway).
    for (const start of lineStarts.starts) {
      const atBoundary = '@.'.includes(LONG_EMAIL[start] ?? '') || LONG_EMAIL[start - 1] === '-';
      expect(atBoundary, `a line starts with "${LONG_EMAIL.slice(start)}"`).toBe(true);
    }
  });

  it.each([
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ])('shows a payment error without covering the Subscribe to Pro button at $width px', async (viewport) => {
    browser = await openBrowser({ viewport });
    const { page, baseUrl } = browser;
    const { email } = await createVerifiedAccount(baseUrl);
    await signInThroughUi(page, baseUrl, email);
    // The gateway cannot be reached: Subscribe answers with an error toast.
    await page.route('**/api/subscription/snap-config', (route) => route.abort());
    await page.goto(`${baseUrl}/subscription`);

    const subscribe = page.getByRole('button', { name: 'Subscribe to Pro' });
    await subscribe.waitFor();
    // Scrolled just into view at the bottom, as a member scrolling down to it sees it.
    await subscribe.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await subscribe.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Payment gateway tidak tersedia' });
    await toast.waitFor();
    await page.waitForTimeout(500);

    const button = await box(subscribe);
    const notice = await box(toast);
    const overlaps =
      notice.x < button.x + button.width &&
      button.x < notice.x + notice.width &&
      notice.y < button.y + button.height &&
      button.y < notice.y + notice.height;
    expect(overlaps).toBe(false);
  });
});
