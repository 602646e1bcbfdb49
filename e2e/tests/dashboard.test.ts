import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Watchlist = { symbols: string[]; isDefault: boolean };
type DoneCell = { bFreq: number; bLot: number; sLot: number; sFreq: number; tFreq: number; tLot: number };
type Snapshot = {
  date: string | null;
  doneSummary: { total: DoneCell };
  netBuyers: { broker: string; nblot: number }[];
  netSellers: { broker: string; nslot: number }[];
};
type Broker = { code: string; category: 'Lokal' | 'Asing' | 'BUMN' };
type Candles = { lastClose: number | null };

const idNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** The codes the watchlist shows, top to bottom. */
const listedSymbols = (page: Page) =>
  page
    .locator('ul[aria-label="Watchlist stocks"] > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-symbol')));

describe('Home dashboard', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };
  let token: string;
  let baseUrl: string;

  beforeAll(async () => {
    baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
  });

  afterEach(() => browser.close());

  it('stars and unstars stocks; the favourites come back from the server after a reload', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);

    // A new member sees the defaults, in the server's order.
    const initial = await apiGet<Watchlist>(baseUrl, token, '/me/watchlist');
    expect(initial).toEqual({ symbols: ['BBRI', 'BBCA', 'BMRI'], isDefault: true });
    await expect.poll(() => listedSymbols(page), { timeout: 15_000 }).toEqual(initial.symbols);
    expect(await page.getByRole('heading', { name: 'Price Action of BBRI' }).count()).toBe(1);

    // Star TLKM from the full list through the search box, unstar BBCA.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search watchlist').fill('tlkm');
    await expect.poll(() => listedSymbols(page)).toEqual(['TLKM']);
    await page.getByRole('button', { name: 'Star TLKM' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unstar TLKM' }).count()).toBe(1);
    await page.getByLabel('Search watchlist').fill('');
    await page.getByRole('button', { name: 'Unstar BBCA' }).click();
    await expect
      .poll(async () => (await apiGet<Watchlist>(baseUrl, token, '/me/watchlist')).symbols)
      .toEqual(['BBRI', 'BMRI', 'TLKM']);

    // Favourites filter after a reload: what the server stored, in starring order.
    await page.reload();
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    await expect.poll(() => listedSymbols(page), { timeout: 15_000 }).toEqual(['BBRI', 'BMRI', 'TLKM']);
    expect(browser.errors).toEqual([]);
  });

  it("draws the open sections' ECharts panels only once they scroll into view", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/dashboard?symbol=BBRI&open=market-participant,ownership`);

    const section = page.getByRole('region', { name: 'Market Participant' });
    await page.getByTestId('participant-latest').waitFor({ timeout: 15_000 });
    expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(900);
    expect(await section.getByRole('img').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.getByRole('img', { name: 'Local vs foreign holdings of BBRI by month' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(browser.errors).toEqual([]);
  });

  it('selecting a stock updates Price Action and the Bandarmology panels with the API figures', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/dashboard`);

    expect(await page.getByRole('link', { name: /^Bazimology/ }).getAttribute('href')).toBe('/astrology');
    // Bandarmology opens every section, scrolls to them and keeps that in the URL.
    const sections = page.getByRole('region', { name: 'Bandarmology' });
    const sectionsTop = () => sections.evaluate((element) => element.getBoundingClientRect().top);
    expect(await sectionsTop()).toBeGreaterThan(300);
    await page.getByRole('button', { name: /^Bandarmology/ }).click();
    await page.waitForURL(/open=done-summary/);
    await expect.poll(sectionsTop).toBeLessThan(150);
    for (const title of ['Done Summary', 'Broker Summary', 'Market Participant', 'Ownership Structure']) {
      expect(await page.getByRole('button', { name: new RegExp(`^${title}`), expanded: true }).count()).toBe(
        1,
      );
    }

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Search watchlist').fill('BMRI');
    await page
      .locator('li[data-symbol="BMRI"] button[aria-current], li[data-symbol="BMRI"] button')
      .nth(1)
      .click();
    await page.waitForURL(/symbol=BMRI/);
    await expect.poll(() => page.getByRole('heading', { name: 'Price Action of BMRI' }).count()).toBe(1);

    const [candles, snapshot, brokers] = await Promise.all([
      apiGet<Candles>(baseUrl, token, '/market/candles?symbol=BMRI&timeframe=1D'),
      apiGet<Snapshot>(baseUrl, token, '/market/broker-activity-snapshot?symbol=BMRI'),
      apiGet<{ brokers: Broker[] }>(baseUrl, token, '/market/brokers'),
    ]);
    expect(candles.lastClose).not.toBeNull();
    await expect
      .poll(() => page.getByTestId('price-action-last').innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${idNumber.format(candles.lastClose as number).replaceAll('.', '\\.')}`));

    // Done Summary TOTAL row equals the API's total for the same stock and day.
    const total = snapshot.doneSummary.total;
    const expectedTotal = [
      'TOTAL',
      ...[total.bFreq, total.bLot, total.sLot, total.sFreq, total.tFreq, total.tLot].map((value) =>
        idNumber.format(value),
      ),
    ];
    await expect
      .poll(() => page.getByTestId('dashboard-done-summary-total').locator('th, td').allInnerTexts(), {
        timeout: 15_000,
      })
      .toEqual(expectedTotal);

    // Broker Summary: the top net buyer with its lots and Lokal/Asing/BUMN category.
    const top = snapshot.netBuyers[0];
    expect(top).toBeDefined();
    const category = brokers.brokers.find((broker) => broker.code === top!.broker)?.category;
    const firstRow = page.getByTestId('dashboard-net-buyers').locator('tbody tr').first();
    await expect
      .poll(async () => [
        await firstRow.locator('td').first().textContent(),
        await firstRow.locator('td').nth(1).textContent(),
      ])
      .toEqual([`${top!.broker}${category}`, idNumber.format(top!.nblot)]);

    // The section dates say which day the figures are for.
    const asOf = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(`${snapshot.date}T00:00:00`),
    );
    expect(await page.getByTestId('section-as-of').first().innerText()).toBe(`As of ${asOf}`);

    // The selection survives a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Price Action of BMRI' }).count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('dashboard-done-summary-total').locator('th, td').allInnerTexts(), {
        timeout: 15_000,
      })
      .toEqual(expectedTotal);
    expect(browser.errors).toEqual([]);
  });
});
