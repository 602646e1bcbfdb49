import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type RrgPoint = { date: string; rsRatio: number; rsMomentum: number };
type RrgItem = { code: string; name: string; sector: string; points: RrgPoint[]; quadrant: string | null };
type ScreenerRow = {
  symbol: string;
  name: string;
  sector: string;
  rsRatio: number;
  rsMomentum: number;
  performance: number | null;
  trend: string;
};
type Rrg = { tail: number; items: RrgItem[]; screener: ScreenerRow[]; omitted: string[] };
type Members = { members: { symbol: string; name: string; sector: string }[] };
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

const legendCodes = (page: Page) =>
  page
    .getByTestId('rrg-legend-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));

/** The RRG of every member of an index, asked in the API's chunks of 30 as the screen does. */
async function memberRrg(baseUrl: string, token: string, index: string, extra = ''): Promise<Rrg> {
  const { members } = await apiGet<Members>(baseUrl, token, `/market/index-members?index=${index}`);
  const symbols = members.map((member) => member.symbol);
  const parts: Rrg[] = [];
  for (let start = 0; start < symbols.length; start += 30) {
    const items = symbols.slice(start, start + 30).join(',');
    parts.push(
      await apiGet<Rrg>(baseUrl, token, `/market/rrg?kind=stock&index=${index}&items=${items}${extra}`),
    );
  }
  return {
    tail: parts[0]!.tail,
    items: parts.flatMap((part) => part.items),
    screener: parts.flatMap((part) => part.screener),
    omitted: parts.flatMap((part) => part.omitted),
  };
}

const axisRange = (page: Page) =>
  page
    .getByTestId('rrg-chart')
    .evaluate((chart): [number, number] => [
      Number(chart.getAttribute('data-axis-min')),
      Number(chart.getAttribute('data-axis-max')),
    ]);

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

    // Stocks: the screener lists every COMPOSITE member the API ranks, the default BBRI, BBCA, BMRI plotted.
    await page.getByRole('button', { name: 'Stock', exact: true }).click();
    await expect.poll(() => page.getByTestId('rrg-legend-item').count(), { timeout: 15_000 }).toBe(3);
    const composite = await memberRrg(baseUrl, token, 'COMPOSITE');
    await expect
      .poll(() => screenerTexts(page).then((rows) => rows.map((row) => row[0])), { timeout: 15_000 })
      .toEqual(composite.screener.map((row) => row.symbol));

    // A member outside LQ45, added from its screener row, joins the graph.
    const lq45 = await apiGet<Members>(baseUrl, token, '/market/index-members?index=LQ45');
    const inLq45 = new Set(lq45.members.map((member) => member.symbol));
    const outsider = composite.screener.find((row) => !inLq45.has(row.symbol))!.symbol;
    await page.getByRole('button', { name: `Add ${outsider}`, exact: true }).click();
    await page.waitForURL(new RegExp(`stocks=BBRI(%2C|,)BBCA(%2C|,)BMRI(%2C|,)${outsider}`));
    await expect.poll(() => legendCodes(page)).toEqual(['BBRI', 'BBCA', 'BMRI', outsider]);
    // The picker suggests members of the chosen index only.
    await page.getByRole('combobox', { name: 'Add stock' }).fill('TL');
    await expect
      .poll(() =>
        page.getByRole('listbox', { name: 'COMPOSITE members' }).getByRole('option').allTextContents(),
      )
      .toEqual(
        [
          ...composite.items.filter((item) => item.code.startsWith('TL')),
          ...composite.items.filter(
            (item) => !item.code.startsWith('TL') && item.name.toUpperCase().includes('TL'),
          ),
        ]
          .slice(0, 10)
          .map((item) => `${item.code}${item.name}`),
      );
    await page.keyboard.press('Escape');

    // LQ45 drops the outsider with a toast naming it; the screener lists the LQ45 members.
    await page.getByLabel('Index').selectOption('LQ45');
    await page.waitForURL(/index=LQ45/);
    await expect.poll(() => page.getByText(`${outsider} was removed from the comparison.`).count()).toBe(1);
    await page.waitForURL(/stocks=BBRI(%2C|,)BBCA(%2C|,)BMRI(&|$)/);
    const stocks = await memberRrg(baseUrl, token, 'LQ45');
    expect(stocks.screener.every((row) => inLq45.has(row.symbol))).toBe(true);
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
    const plotted = ['BBRI', 'BBCA', 'BMRI'].map((code) => stocks.items.find((item) => item.code === code)!);
    expect((await legend(page)).map(([code, points]) => [code, points])).toEqual(
      plotted.map((item) => [item.code, String(item.points.length)]),
    );

    // A shared link naming a stock that does not exist says so instead of failing the request.
    await page.goto(`${baseUrl}/market-rotation/rrg?kind=stock&index=LQ45&stocks=BBCA,ZZZZ`);
    await expect.poll(() => page.getByText('ZZZZ was removed from the comparison.').count()).toBe(1);
    await expect.poll(() => legendCodes(page), { timeout: 15_000 }).toEqual(['BBCA']);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
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

    // On the daily basis the slider steps one trading day: Friday 13 Nov back to Thursday 12 Nov.
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await page.waitForURL(/basis=daily/);
    await expect
      .poll(() => page.getByText(/daily basis, .* as of Jum, 13 Nov 2026/).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('slider').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/asOf=2026-11-12/);
    await expect.poll(() => page.getByText(/as of Kam, 12 Nov 2026/).count(), { timeout: 15_000 }).toBe(1);

    // Adding from the screener brings a sector back onto the graph.
    await page.getByRole('button', { name: 'Add Energy' }).click();
    await page.waitForURL(/sectors=G%2CA|sectors=G,A/);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count()).toBe(2);
  });

  it("replays LQ45 stocks at a date before some of today's members joined: they are left out with a note", async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    // The demo market's LQ45 took in members after this day (the server tests check who and when).
    const date = '2026-03-02';
    const replay = await memberRrg(baseUrl, token, 'LQ45', `&basis=daily&asOf=${date}`);
    expect(replay.omitted.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/market-rotation/rrg?kind=stock&index=LQ45&basis=daily&asOf=${date}`);
    const count = replay.omitted.length === 1 ? '1 stock' : `${replay.omitted.length} stocks`;
    await expect
      .poll(() => page.getByTestId('rrg-omitted').textContent(), { timeout: 15_000 })
      .toBe(`${count} not in LQ45 on Sen, 2 Mar 2026: ${replay.omitted.join(', ')}.`);
    // The chart, its legend and the slider stay; no error asks for a retry.
    await expect.poll(() => legendCodes(page)).toEqual(['BBRI', 'BBCA', 'BMRI']);
    expect(await page.getByRole('img', { name: /Relative Rotation Graph/ }).count()).toBe(1);
    expect(await page.getByRole('slider').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await expect
      .poll(() => screenerTexts(page).then((rows) => rows.map((row) => row[0])))
      .toEqual(replay.screener.map((row) => row.symbol));
    expect(browser.errors).toEqual([]);
  });

  it('shows the chart on the first screen at 1440×900 with axes fitted to the points, or fixed at 90–110', async () => {
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/rrg`);
    await expect.poll(() => page.getByTestId('rrg-legend-item').count(), { timeout: 15_000 }).toBe(3);

    const box = await page.getByTestId('rrg-chart').boundingBox();
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height / 2).toBeLessThan(900);

    const sectors = await apiGet<Rrg>(baseUrl, token, `/market/rrg?kind=sector&index=COMPOSITE&items=I,F,G`);
    const reach = Math.max(
      ...sectors.items.flatMap((item) =>
        item.points.flatMap((point) => [Math.abs(point.rsRatio - 100), Math.abs(point.rsMomentum - 100)]),
      ),
    );
    // The demo sectors stay within a few points of 100: the fixed axes would leave most of the plot empty.
    expect(reach).toBeLessThan(5);
    const [min, max] = await axisRange(page);
    expect(100 - min).toBe(max - 100);
    expect(max - 100).toBeGreaterThanOrEqual(reach);
    expect(max - 100).toBeLessThanOrEqual(Math.max(1, reach * 1.5));

    await page.getByRole('button', { name: 'Fixed 90–110' }).click();
    await page.waitForURL(/axes=fixed/);
    await expect.poll(() => axisRange(page)).toEqual([90, 110]);
    await page.getByRole('button', { name: 'Fit to data' }).click();
    await expect.poll(() => axisRange(page)).toEqual([min, max]);
    expect(page.url()).not.toMatch(/axes=/);
    expect(browser.errors).toEqual([]);
  });

  it('RRC refuses to remove the last sector or stock with the spec message and keeps its line', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/market-rotation/rrc?sectors=G,I`);
    await expect.poll(() => page.getByTestId('rrc-legend-item').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('checkbox', { name: 'Technology' }).click();
    await page.waitForURL(/sectors=G(&|$)/);
    await expect.poll(() => page.getByTestId('rrc-legend-item').count()).toBe(1);

    await page.getByRole('checkbox', { name: 'Finance' }).click();
    await expect.poll(() => page.getByText('Cannot remove last item').count()).toBe(1);
    expect(await page.getByText('At least one sector/stock must be selected for comparison').count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Finance' }).isChecked()).toBe(true);
    expect(page.url()).toMatch(/sectors=G(&|$)/);
    expect(await page.getByTestId('rrc-legend-item').allTextContents()).toEqual([
      expect.stringMatching(/^Finance/),
    ]);

    await page.goto(`${baseUrl}/market-rotation/rrc?kind=stock&stocks=BBCA`);
    await expect.poll(() => page.getByTestId('rrc-legend-item').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Remove BBCA' }).click();
    await expect.poll(() => page.getByText('Cannot remove last item').count()).toBe(1);
    expect(page.url()).toMatch(/stocks=BBCA(&|$)/);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^BBCA$/ })
        .count(),
    ).toBe(1);
    expect(browser.errors).toEqual([]);
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
