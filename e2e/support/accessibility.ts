import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, signInByApi, signInThroughUi } from './accounts.ts';
import { findBlockingViolations, waitForSettledContent } from './axe.ts';
import { openBrowser, type BrowserSession } from './browser.ts';
import { waitForMarket } from './market.ts';

export type AuditLayout = {
  name: string;
  colorSchemes: ReadonlyArray<'light' | 'dark'>;
  width: number;
  publicPages: readonly string[];
  memberPages: readonly string[];
};

/**
 * Audits the pages of each layout with axe (no serious or critical violation), signed in as
 * `adminEmail` (one of the e2e server's ADMIN_EMAILS: the admin pages need the role). The audit is
 * split over several test files so the browser workers share it.
 *
 * Each page is loaded once and audited in every colour scheme of its layout: the app follows the
 * device setting live, so switching the emulated colour scheme re-themes the loaded screen. One
 * load instead of two halves the audit's share of CI, and it also checks that nothing keeps the old
 * theme's colours.
 */
export function describeAccessibility(adminEmail: string, layouts: readonly AuditLayout[]): void {
  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    await createVerifiedAccount(baseUrl, { email: adminEmail, fullName: 'Sari Akses' });
    const { access_token } = await signInByApi(baseUrl, adminEmail, PASSWORD);
    await waitForMarket(baseUrl, access_token);
  });

  describe.each(layouts)(
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
              .every(
                (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
              ),
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
          await signInThroughUi(browser.page, browser.baseUrl, adminEmail);
          signedIn = true;
        }
        expect(await audit(path)).toEqual(Object.fromEntries(colorSchemes.map((scheme) => [scheme, []])));
      });
    },
  );
}
