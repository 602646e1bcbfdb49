import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Analysis = {
  candles: { time: string; open: number; high: number; low: number; close: number; volume: number }[];
  moneyFlow: { time: string; inflow: number; outflow: number }[];
  volume: { time: string; buyVolume: number | null; sellVolume: number | null }[];
};
type Shares = { date: string } & Record<string, number>;
type Participants = {
  participantBreakdown: { local: Shares[]; foreign: Shares[] };
  localVsForeign: Shares[];
};

const GROUPS = [
  'Corporate',
  'FinancialInstitution',
  'Individual',
  'Insurance',
  'MutualFund',
  'Others',
  'PensionFund',
  'SecuritiesCompany',
];
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 2 });
const share = (value: number) =>
  `${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;

const legendValue = (page: Page, label: string) =>
  page.getByTestId('analysis-legend').locator(`[data-label="${label}"] dd`).innerText();

/** The figures of one stacked-bar card's data table, a row of cells per month. */
async function tableCells(page: Page, testId: string): Promise<string[][]> {
  const card = page.getByTestId(testId);
  await card.getByText('Data table').click();
  return card
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')),
    );
}

describe('Story Market Analysis (Market Participant)', () => {
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

  it('shows the API figures for the chosen stock in the panes legend and the three bar charts', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/story/market-participant`);

    const stock = page.getByRole('combobox');
    await expect.poll(() => stock.inputValue(), { timeout: 15_000 }).toBe('BBCA');
    await stock.fill('bbr');
    await page.getByRole('option', { name: /^BBRI/ }).click();
    await page.waitForURL(/symbol=BBRI/);

    const [analysis, participants] = await Promise.all([
      apiGet<Analysis>(baseUrl, token, '/market/market-analysis?symbol=BBRI&days=60'),
      apiGet<Participants>(baseUrl, token, '/market/participants?symbol=BBRI&months=12'),
    ]);
    const last = analysis.candles.at(-1)!;
    const flow = analysis.moneyFlow.at(-1)!;
    await expect
      .poll(
        () =>
          page
            .getByText(`BBRI: price, money flow and volume (${analysis.candles.length} trading days)`)
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    expect(await legendValue(page, 'Open')).toBe(whole.format(last.open));
    expect(await legendValue(page, 'Close')).toBe(whole.format(last.close));
    expect(await legendValue(page, 'Volume')).toBe(whole.format(last.volume));
    expect(await legendValue(page, 'Money Flow')).toBe(compact.format(flow.inflow - flow.outflow));
    const sides = analysis.volume.at(-1)!;
    expect(sides.buyVolume).not.toBeNull();
    expect(await legendValue(page, 'Buy Volume')).toBe(whole.format(sides.buyVolume!));
    expect(await legendValue(page, 'Sell Volume')).toBe(whole.format(sides.sellVolume!));
    expect(await page.getByRole('figure', { name: 'BBRI price, money flow and volume' }).count()).toBe(1);

    // The bar charts sit below the fold at 1440x900: their data tables are there at once, while
    // ECharts loads and draws only when a card scrolls into view.
    const localCard = page.getByTestId('participants-local');
    await localCard.waitFor();
    expect(await localCard.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(900);
    expect(await localCard.locator('canvas').count()).toBe(0);
    await localCard.scrollIntoViewIfNeeded();
    await expect.poll(() => localCard.locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const expectRows = (rows: Shares[], keys: string[]) =>
      rows.map((row) => keys.map((key) => share(row[key]!)));
    expect(participants.participantBreakdown.local.length).toBeGreaterThan(0);
    expect(await tableCells(page, 'participants-local')).toEqual(
      expectRows(participants.participantBreakdown.local, GROUPS),
    );
    expect(await tableCells(page, 'participants-foreign')).toEqual(
      expectRows(participants.participantBreakdown.foreign, GROUPS),
    );
    expect(await tableCells(page, 'participants-local-vs-foreign')).toEqual(
      expectRows(participants.localVsForeign, ['Local', 'Foreign']),
    );
    expect(browser.errors).toEqual([]);
  });

  it('splits the panes into three charts and keeps the choice across a reload', async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/story/market-participant?ticker=TLKM`);
    await expect
      .poll(() => page.getByRole('figure', { name: 'TLKM price, money flow and volume' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    await page.getByRole('button', { name: 'Split' }).click();
    await page.waitForURL(/layout=split/);
    for (const name of ['TLKM price', 'TLKM money flow', 'TLKM volume']) {
      await expect.poll(() => page.getByRole('figure', { name, exact: true }).count()).toBe(1);
    }
    await page.reload();
    await expect
      .poll(() => page.getByRole('figure', { name: 'TLKM volume', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Split' }).getAttribute('aria-pressed')).toBe('true');
    // Nothing is wider than the phone screen: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A ticker the market does not have is an empty result, not an error to retry.
    await page.goto(`${baseUrl}/story/market-participant?ticker=ZZZZ`);
    await expect.poll(() => page.getByText('No tickers found').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });
});
