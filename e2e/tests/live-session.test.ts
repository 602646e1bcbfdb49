import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMarketServer, type MarketTestServer } from '../../apps/server/test/support/market.ts';
import { createVerifiedAccount, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';

/**
 * The live session in a browser: a server of its own replays the test market's last day
 * (DEMO_LIVE), so the shared server's data stays still for the other browser tests.
 */

const builtDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
// The test market ends on Friday 2026-11-20; the replay is the Monday after.
const LIVE_DAY = '2026-11-23';

describe('the live session while the demo replays', () => {
  let server: MarketTestServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startMarketServer('pglite', {
      WEB_DIST_DIR: builtDist,
      DEMO_LIVE: '1',
      // The test market trades a stock every ~15 min of session: at 120× about every 7 s.
      DEMO_LIVE_SPEED: '120',
    });
    browser = await openBrowser();
    const { email } = await createVerifiedAccount(server.baseUrl);
    await signInThroughUi(browser.page, server.baseUrl, email);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Running Trade fills with new trades, newest first, while LIVE', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/running-trade`);
    await page.getByRole('status').filter({ hasText: 'LIVE' }).waitFor();
    const rows = page.getByRole('table', { name: 'Running trade, newest first' }).locator('tbody tr');
    await rows.first().waitFor();
    const newest = async () => (await rows.first().innerText()).replace(/\s+/g, ' ');
    const first = await newest();
    await expect.poll(newest, { timeout: 15_000 }).not.toBe(first);
    await page.getByText(/^[\d.]+ trades?, newest first/).waitFor();
  });

  it('Broker Flow of the live day redraws as the day goes on', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/broker-activity/flow?symbol=BBCA&date=${LIVE_DAY}`);
    const legend = page.getByRole('list', { name: 'Chart legend' });
    await legend.waitFor();
    await page.getByRole('status').filter({ hasText: 'LIVE' }).waitFor();
    const before = await legend.innerText();
    await expect.poll(() => legend.innerText(), { timeout: 30_000 }).not.toBe(before);
  });

  it('Done Summary with the live day selected updates its totals in place', async () => {
    const { page } = browser;
    // No dates chosen: the latest days, which the live day joins.
    await page.goto(`${server.baseUrl}/stock-transaction/done-summary?symbol=BBCA`);
    await page.getByRole('status').filter({ hasText: 'LIVE' }).waitFor({ timeout: 30_000 });
    const total = () => page.getByTestId('done-summary-total').first().locator('td').allInnerTexts();
    await expect.poll(async () => (await total()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const before = (await total()).join('|');
    await expect.poll(async () => (await total()).join('|'), { timeout: 30_000 }).not.toBe(before);
  });

  it('the Dashboard and the chart show LIVE with the time of the last trade', async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/dashboard?symbol=BBCA`);
    const live = page.getByRole('status').filter({ hasText: 'LIVE' });
    // The Dashboard asks for a dozen answers, each computed again after every batch: on a busy
    // machine the first quote can take a while to find its card.
    await live.first().waitFor({ timeout: 60_000 });
    await page
      .getByTestId('live-detail')
      .filter({ hasText: /^Last trade \d{2}:\d{2}:\d{2} WIB$/ })
      .first()
      .waitFor();
    await page.goto(`${server.baseUrl}/technical-analysis?symbol=BBCA`);
    await live.first().waitFor({ timeout: 60_000 });
  });
});
