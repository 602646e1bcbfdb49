import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { findBlockingViolations, waitForSettledContent } from '../support/axe.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForMarket } from '../support/market.ts';

/** In ADMIN_EMAILS of the e2e server (support/global-setup.ts): the admin pages need the role. */
const ADMIN_EMAIL = 'a11y-admin-e2e@example.com';

/** Signed-out pages, visited before signing in: /auth sends a signed-in visitor away. */
const PUBLIC_PAGES = [
  '/',
  '/auth?mode=login',
  '/auth?mode=register',
  '/auth?mode=forgot-password',
  '/not-a-page',
];

/** Every member screen of the spec; the admin account may open all of them. */
const MEMBER_PAGES = [
  '/dashboard',
  '/technical-analysis?symbol=BBCA',
  '/technical-analysis?symbol=BBCA&style=footprint&tf=5M',
  '/broker-activity',
  '/broker-activity/summary',
  '/broker-activity/transaction',
  '/broker-activity/inventory',
  '/stock-transaction',
  '/stock-transaction/done-summary',
  '/stock-transaction/done-detail',
  '/market-rotation',
  '/market-rotation/rrg',
  '/market-rotation/rrc',
  '/market-rotation/trend-filter',
  '/market-rotation/seasonality',
  '/story',
  '/story/accumulation-distribution',
  '/story/market-participant',
  '/story/foreign-flow',
  '/story/ownership',
  '/astrology',
  '/astrology/lunar',
  '/profile',
  '/subscription',
  '/admin',
];

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  await createVerifiedAccount(baseUrl, { email: ADMIN_EMAIL, fullName: 'Sari Akses' });
  const { access_token } = await signInByApi(baseUrl, ADMIN_EMAIL, PASSWORD);
  await waitForMarket(baseUrl, access_token);
});

describe.each(['light', 'dark'] as const)(
  'accessibility, %s theme (axe: no serious or critical)',
  (theme) => {
    let browser: BrowserSession;
    let signedIn = false;

    beforeAll(async () => {
      browser = await openBrowser({ colorScheme: theme });
    });
    afterAll(() => browser.close());

    async function audit(path: string) {
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await waitForSettledContent(page);
      // The audit must judge the screen itself, not the error fallback that replaced it.
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      return findBlockingViolations(page);
    }

    it.each(PUBLIC_PAGES)('%s', async (path) => {
      expect(await audit(path)).toEqual([]);
    });

    it.each(MEMBER_PAGES)('%s', async (path) => {
      // One sign-in per theme, after the signed-out pages.
      if (!signedIn) {
        await signInThroughUi(browser.page, browser.baseUrl, ADMIN_EMAIL);
        signedIn = true;
      }
      expect(await audit(path)).toEqual([]);
    });
  },
);
