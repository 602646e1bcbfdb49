import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type DoneCell = { bFreq: number; bLot: number; sLot: number; sFreq: number; tFreq: number; tLot: number };
type DoneSummary = { rows: { cells: DoneCell[] }[] };

const SEVEN_DATES = '2026-11-10,2026-11-11,2026-11-12,2026-11-13,2026-11-16,2026-11-17,2026-11-18';
const PHONE = { width: 390, height: 844 };

/** The box that scrolls the Done Summary table: the table's parent. */
const doneSummaryScroller = (page: Page) =>
  page.getByTestId('done-summary-total').first().locator('xpath=ancestor::table/..');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element is not on screen');
  return found;
}

async function scrollToEnd(scroller: Locator): Promise<void> {
  await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
}

describe('Done Summary and Inventory layouts', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };
  let token: string;

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
  });

  afterEach(() => browser.close());

  it('fits three dates at 1440 px; seven scroll under a sticky price column; no trades print blank', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);

    await page.goto(`${baseUrl}/stock-transaction/done-summary?symbol=BBCA&quick=3days&layout=horizontal`);
    await page.getByTestId('done-summary-total').first().waitFor({ timeout: 15_000 });
    const fits = await doneSummaryScroller(page).evaluate(
      (element) => element.scrollWidth <= element.clientWidth,
    );
    expect(fits).toBe(true);

    await page.goto(
      `${baseUrl}/stock-transaction/done-summary?symbol=BBCA&quick=custom&dates=${SEVEN_DATES}&layout=horizontal`,
    );
    await page.getByTestId('done-summary-total').first().waitFor({ timeout: 15_000 });
    const scroller = doneSummaryScroller(page);
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.getByText('Scroll sideways for more columns').isVisible()).toBe(true);

    await scrollToEnd(scroller);
    const frame = await box(scroller);
    const price = await box(page.getByRole('columnheader', { name: 'Price' }));
    expect(Math.abs(price.x - frame.x)).toBeLessThan(3);
    const lastGroup = await box(page.getByRole('columnheader', { name: '2026-11-18' }));
    expect(lastGroup.x + lastGroup.width).toBeLessThanOrEqual(frame.x + frame.width + 1);

    // Every zero the API answers for a price level shows as an empty cell, never as "0".
    const summary = await apiGet<DoneSummary>(
      baseUrl,
      token,
      `/market/done-summary?symbol=BBCA&dates=${SEVEN_DATES}&board=RG&view=summary`,
    );
    const zeros = summary.rows
      .flatMap((row) => row.cells)
      .flatMap((cell) => [cell.bFreq, cell.bLot, cell.sLot, cell.sFreq, cell.tFreq, cell.tLot])
      .filter((value) => value === 0).length;
    expect(zeros).toBeGreaterThan(0);
    const texts = await scroller
      .locator('tbody td')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
    expect(texts.filter((text) => text === '0')).toEqual([]);
    expect(texts.filter((text) => text === '').length).toBe(zeros);
  });

  it('on a phone, folds the Done Summary controls into a bar so the table starts on the first screen', async () => {
    browser = await openBrowser({ viewport: PHONE });
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/stock-transaction/done-summary?symbol=BBCA&quick=custom&dates=${SEVEN_DATES}&layout=horizontal`,
    );
    const firstRow = doneSummaryScroller(page).locator('tbody tr').first();
    await firstRow.waitFor({ timeout: 15_000 });
    const row = await box(firstRow);
    expect(row.y + row.height).toBeLessThanOrEqual(PHONE.height);

    const bar = page.getByRole('button', { name: /BBCA · 7 dates/ });
    expect(await bar.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('From', { exact: true }).count()).toBe(0);
    await bar.click();
    await page.getByLabel('From', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => page.getByLabel('From', { exact: true }).count()).toBe(0);
  });

  it('on a phone, folds Inventory’s controls and keeps net lot and average cost in view beside a pinned broker column', async () => {
    browser = await openBrowser({ viewport: PHONE });
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/broker-activity/inventory?symbol=BBCA`);
    const holdings = page.getByTestId('inventory-holdings');
    await holdings.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    // The controls fold into a bar, so most of the chart is on the first screen (the open controls
    // alone are taller than half the screen).
    expect(await page.getByRole('button', { name: /BBCA · LG, MG, BR/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    const chart = await box(page.getByTestId('inventory-chart'));
    expect(PHONE.height - chart.y).toBeGreaterThan(Math.min(chart.height, 360));
    await holdings.scrollIntoViewIfNeeded();

    for (const name of ['Net Lot', 'Avg Cost']) {
      const header = await box(holdings.getByRole('columnheader', { name }));
      expect(header.x + header.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    const scroller = holdings.locator('xpath=..');
    const frame = await box(scroller);
    await scrollToEnd(scroller);
    const broker = await box(holdings.locator('tbody tr').first().locator('td').first());
    expect(Math.abs(broker.x - frame.x)).toBeLessThan(3);
    const gain = await box(holdings.getByRole('columnheader', { name: 'Unrealised Gain' }));
    expect(gain.x + gain.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
  });
});
