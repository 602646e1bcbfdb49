import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { findBlockingViolations, waitForSettledContent } from '../support/axe.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForMarket } from '../support/market.ts';

/** In ADMIN_EMAILS of the e2e server (support/global-setup.ts): the admin pages need the role. */
const ADMIN_EMAIL = 'a11y-admin-e2e@example.com';

/** Signed-out pages. */
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
  '/broker-activity/ranking',
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
  '/admin/market-data',
];

beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  await createVerifiedAccount(baseUrl, { email: ADMIN_EMAIL, fullName: 'Sari Akses' });
  const { access_token } = await signInByApi(baseUrl, ADMIN_EMAIL, PASSWORD);
  await waitForMarket(baseUrl, access_token);
});

/** Screens whose tables and charts outgrow a phone and scroll sideways. */
const PHONE_PAGES = [
  '/dashboard',
  '/broker-activity/summary',
  '/broker-activity/inventory',
  '/broker-activity/ranking',
  '/stock-transaction/done-summary',
  '/market-rotation/seasonality',
  '/story/ownership',
  '/subscription',
  '/admin/market-data',
];

/**
 * Each desktop page is loaded once and audited in both themes: the app follows the device setting
 * live, so switching the emulated colour scheme re-themes the loaded screen. One load instead of two
 * halves the audit's share of CI, and it also checks that nothing keeps the old theme's colours.
 */
const LAYOUTS = [
  {
    name: 'light and dark theme',
    colorSchemes: ['light', 'dark'],
    width: 1440,
    publicPages: PUBLIC_PAGES,
    memberPages: MEMBER_PAGES,
  },
  {
    name: 'phone, light theme',
    colorSchemes: ['light'],
    width: 390,
    publicPages: [],
    memberPages: PHONE_PAGES,
  },
] as const;

describe.each(LAYOUTS)(
  'accessibility, $name (axe: no serious or critical)',
  ({ colorSchemes, width, publicPages, memberPages }) => {
    let browser: BrowserSession;
    let signedIn = false;

    beforeAll(async () => {
      // Reduced motion: a theme switch re-colours at once, so axe never reads a colour mid-transition.
      browser = await openBrowser({
        colorScheme: colorSchemes[0],
        reducedMotion: 'reduce',
        viewport: { width, height: 900 },
      });
    });
    afterAll(() => browser.close());

    async function audit(path: string) {
      const { page, baseUrl } = browser;
      await page.emulateMedia({ colorScheme: colorSchemes[0] });
      await page.goto(`${baseUrl}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      const found: Record<string, string[]> = {};
      for (const colorScheme of colorSchemes) {
        await page.emulateMedia({ colorScheme });
        await page.waitForFunction(
          (dark) => document.documentElement.classList.contains('dark') === dark,
          colorScheme === 'dark',
        );
        // The first theme waits for the data; the next only re-colours what is there.
        await waitForSettledContent(page, colorScheme === colorSchemes[0] ? 2 : 1);
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
        );
        // The audit must judge the screen itself, not the error fallback that replaced it.
        expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
        found[colorScheme] = await findBlockingViolations(page);
      }
      return found;
    }

    // Signed-out pages first (/auth sends a signed-in visitor away), then one sign-in per layout.
    const visits = [
      ...publicPages.map((path) => ({ path, member: false })),
      ...memberPages.map((path) => ({ path, member: true })),
    ];

    it.each(visits)('$path', async ({ path, member }) => {
      if (member && !signedIn) {
        await signInThroughUi(browser.page, browser.baseUrl, ADMIN_EMAIL);
        signedIn = true;
      }
      expect(await audit(path)).toEqual(Object.fromEntries(colorSchemes.map((scheme) => [scheme, []])));
    });
  },
);
