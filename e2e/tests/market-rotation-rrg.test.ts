import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type RrgItem = { code: string; sector: string; points: unknown[]; quadrant: string | null };
type ScreenerRow = {
  symbol: string;
  name: string;
  sector: string;
  rsRatio: number;
  rsMomentum: number;
  performance: number | null;
  trend: string;
};
type Rrg = { tail: number; items: RrgItem[]; screener: ScreenerRow[] };
type Rrc = { items: { code: string; series: { date: string; value: number }[] }[] };

const ALL_SECTORS = 'A,B,C,D,E,F,G,H,I,J,K';
const two = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (value: number | null) =>
  value === null ? '–' : `${value > 0 ? '+' : ''}${two.format(value)}%`;

/** Each screener row's cells as shown: Symbol, Sector, RS-Ratio, RS-Momentum, Performance, Trend. */
const screenerTexts = (page: Page) =>
  page.getByTestId('screener-row').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(0, 6)
        .map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );

const legend = (page: Page) =>
  page
    .getByTestId('rrg-legend-item')
    .evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute('data-code'),
        item.getAttribute('data-points'),
        item.textContent,
      ]),
    );

describe('Market Rotation: RRG and RRC', () => {
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

  it('plots the default sectors with 6-point tails and lists the screener the API computes', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/rrg`);

    const sectors = await apiGet<Rrg>(
      baseUrl,
      token,
      `/market/rrg?kind=sector&index=COMPOSITE&items=${ALL_SECTORS}`,
    );
    const defaults = ['I', 'F', 'G'].map((code) => sectors.items.find((item) => item.code === code)!);
    // One legend entry per selected sector (Technology, Healthcare, Finance), each a full tail.
    await expect
      .poll(() => legend(page), { timeout: 15_000 })
      .toEqual(defaults.map((item) => [item.code, String(sectors.tail), `${item.sector}${item.quadrant}`]));
    expect(sectors.tail).toBe(6);
    expect(
      await page
        .getByRole('img', { name: /Relative Rotation Graph/ })
        .locator('canvas')
        .count(),
    ).toBe(1);

    await expect
      .poll(() => screenerTexts(page))
      .toEqual(
        sectors.screener.map((row) => [
          row.sector,
          row.name,
          two.format(row.rsRatio),
          two.format(row.rsMomentum),
          percent(row.performance),
          row.trend,
        ]),
      );

    // Stocks against LQ45: the default BBRI, BBCA, BMRI, and the screener agrees with the API.
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    await expect.poll(() => page.getByTestId('rrg-legend-item').count(), { timeout: 15_000 }).toBe(3);
    // A stock added through the picker joins the graph; its chip removes it again.
    await page.getByRole('combobox', { name: 'Add stock' }).fill('tlk');
    await page.getByRole('option', { name: /^TLKM/ }).click();
    await page.waitForURL(/stocks=BBRI%2CBBCA%2CBMRI%2CTLKM|stocks=BBRI,BBCA,BMRI,TLKM/);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count(), { timeout: 15_000 }).toBe(4);
    await page.getByRole('button', { name: 'Remove TLKM' }).first().click();
    await expect.poll(() => page.getByTestId('rrg-legend-item').count()).toBe(3);
    await page.getByLabel('Index').selectOption('LQ45');
    await page.waitForURL(/kind=stock.*index=LQ45|index=LQ45.*kind=stock/);
    const stocks = await apiGet<Rrg>(
      baseUrl,
      token,
      '/market/rrg?kind=stock&index=LQ45&items=BBRI,BBCA,BMRI',
    );
    await expect
      .poll(() => screenerTexts(page), { timeout: 15_000 })
      .toEqual(
        stocks.screener.map((row) => [
          row.symbol,
          row.sector,
          two.format(row.rsRatio),
          two.format(row.rsMomentum),
          percent(row.performance),
          row.trend,
        ]),
      );
    expect((await legend(page)).map(([code, points]) => [code, points])).toEqual(
      stocks.items.map((item) => [item.code, String(item.points.length)]),
    );
    expect(browser.errors).toEqual([]);
  });

  it('removes sectors down to one, then refuses the last with the spec message', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/rrg?sectors=I,G`);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count(), { timeout: 15_000 }).toBe(2);

    await page.getByRole('button', { name: 'Remove Technology' }).click();
    await page.waitForURL(/sectors=G(&|$)/);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count()).toBe(1);

    await page.getByRole('button', { name: 'Remove Finance' }).click();
    await expect.poll(() => page.getByText('Cannot remove last item').count()).toBe(1);
    await expect
      .poll(() => page.getByText('At least one sector/stock must be selected for comparison').count())
      .toBe(1);
    expect(await page.getByTestId('rrg-legend-item').count()).toBe(1);
    expect(page.url()).toMatch(/sectors=G(&|$)/);

    // The replay slider steps back one week: the screener shows that week's rotation.
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/asOf=2026-11-13/);
    const replay = await apiGet<Rrg>(
      baseUrl,
      token,
      `/market/rrg?kind=sector&index=COMPOSITE&items=${ALL_SECTORS}&asOf=2026-11-13`,
    );
    const finance = replay.screener.find((row) => row.symbol === 'G')!;
    await expect
      .poll(() => screenerTexts(page).then((rows) => rows.find((row) => row[0] === 'Finance')), {
        timeout: 15_000,
      })
      .toEqual([
        'Finance',
        finance.name,
        two.format(finance.rsRatio),
        two.format(finance.rsMomentum),
        percent(finance.performance),
        finance.trend,
      ]);
    expect(await page.getByText('as of Jum, 13 Nov 2026').count()).toBe(1);

    // Adding from the screener brings a sector back onto the graph.
    await page.getByRole('button', { name: 'Add Energy' }).click();
    await page.waitForURL(/sectors=G%2CA|sectors=G,A/);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count()).toBe(2);
  });

  it('RRC legend shows the last relative value of each stock the API returns', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/rrc?kind=stock&stocks=TLKM,BBCA&days=60`);
    const rrc = await apiGet<Rrc>(
      baseUrl,
      token,
      '/market/rrc?kind=stock&index=COMPOSITE&items=TLKM,BBCA&days=60',
    );
    const expected = rrc.items.map((item) => `${item.code}${two.format(item.series.at(-1)!.value)}`);
    await expect
      .poll(() => page.getByTestId('rrc-legend-item').allTextContents(), { timeout: 15_000 })
      .toEqual(expected);
    expect(rrc.items[0]!.series.length).toBeGreaterThan(30);
  });
});
