import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type TrendRow = {
  symbol: string;
  name: string;
  price: number;
  change: number;
  sector: string;
  trend: string;
};
type Trend = {
  rows: TrendRow[];
  summary: { total: number; counts: Record<string, number>; shares: Record<string, number> };
};
type Cell = { month: number; performance: number | null };
type Seasonality = {
  series: { code: string; years: { year: number; months: Cell[] }[]; average: Cell[] }[];
};

const one = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const cellText = (cell: Cell) => (cell.performance === null ? '–' : one.format(cell.performance));

const tableSymbols = (page: Page, trend: string) =>
  page
    .getByTestId(`trend-table-${trend}`)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));

describe('Market Rotation: Trend filter and Seasonality', () => {
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

  it('shows the API shares and rows; a table page resets to 1 when its search changes', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/trend-filter`);
    await page.getByRole('button', { name: '2W', exact: true }).click();
    await page.waitForURL(/timeframe=2W/);

    const trend = await apiGet<Trend>(baseUrl, token, '/market/trend?timeframe=2W&sector=all&trend=all');
    for (const key of ['Up', 'Side', 'Down']) {
      await expect
        .poll(() => page.getByTestId(`trend-card-${key}`).innerText(), { timeout: 15_000 })
        .toContain(`${one.format(trend.summary.shares[key]!)}%`);
    }
    // The largest group has more than one page of 5 rows.
    const [busiest] = (['Up', 'Side', 'Down'] as const)
      .map((key) => ({ key, rows: trend.rows.filter((row) => row.trend === key) }))
      .sort((a, b) => b.rows.length - a.rows.length);
    expect(busiest!.rows.length).toBeGreaterThan(5);
    const table = page.getByTestId(`trend-table-${busiest!.key}`);
    await expect
      .poll(() => tableSymbols(page, busiest!.key))
      .toEqual(busiest!.rows.slice(0, 5).map((r) => r.symbol));

    await table.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(() => tableSymbols(page, busiest!.key))
      .toEqual(busiest!.rows.slice(5, 10).map((r) => r.symbol));
    expect(await table.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // Searching by the first letter of the sixth row's symbol: back on page 1, filtered rows.
    const letter = busiest!.rows[5]!.symbol[0]!;
    await table.getByRole('textbox').fill(letter.toLowerCase());
    const matching = busiest!.rows.filter(
      (row) => row.symbol.includes(letter) || row.name.toUpperCase().includes(letter),
    );
    await expect
      .poll(() => tableSymbols(page, busiest!.key))
      .toEqual(matching.slice(0, 5).map((r) => r.symbol));
    if (matching.length > 5) {
      expect(await table.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    }
    expect(page.url()).not.toMatch(new RegExp(`${busiest!.key.toLowerCase()}Page=`));

    // Only one trend: a single table.
    await page.getByRole('group', { name: 'Trend' }).getByRole('button', { name: 'Down' }).click();
    await expect.poll(() => page.locator('[data-testid^="trend-table-"]').count()).toBe(1);
    expect(browser.errors).toEqual([]);
  });

  it('shows the monthly performance the API computes; the last index cannot be removed', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/seasonality?sector=0&stocks=BBCA`);

    const data = await apiGet<Seasonality>(baseUrl, token, '/market/seasonality?codes=COMPOSITE,BBCA');
    for (const series of data.series) {
      const rows = page.getByTestId(`seasonality-${series.code}`).locator('tbody tr');
      const expected = [
        ...series.years.map((year) => [String(year.year), ...year.months.map(cellText)]),
        ['Rata-rata', ...series.average.map(cellText)],
      ];
      await expect
        .poll(
          () =>
            rows.evaluateAll((trs) =>
              trs.map((tr) =>
                Array.from(tr.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''),
              ),
            ),
          { timeout: 15_000 },
        )
        .toEqual(expected);
    }

    const composite = page.getByRole('checkbox', { name: 'COMPOSITE' });
    expect(await composite.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'LQ45' }).click();
    await page.waitForURL(/indices=COMPOSITE%2CLQ45|indices=COMPOSITE,LQ45/);
    // The URL changes before React renders the new selection.
    await expect.poll(() => composite.isDisabled()).toBe(false);
    await composite.click();
    await page.waitForURL(/indices=LQ45(&|$)/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'LQ45' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('seasonality-LQ45').count(), { timeout: 15_000 }).toBe(1);

    // Stocks can all be removed.
    await page.getByRole('button', { name: 'Remove BBCA' }).click();
    await expect.poll(() => page.getByText('No stocks selected.').count()).toBe(1);
    await expect.poll(() => page.locator('[data-testid^="seasonality-"]').count()).toBe(1);
  });
});
