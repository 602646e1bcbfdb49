import { beforeAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type DoneDetail = {
  total: number;
  trades: { time: string; buyerBroker: string; sellerBroker: string }[];
  stats: { overall: { totalTransactions: number } };
};

const idNumber = new Intl.NumberFormat('id-ID');

describe('Done Detail', () => {
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

  it('pages the trades the API returns and refuses more than 7 dates', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/stock-transaction/done-detail?ticker=BBCA&quick=1week`);

    const expected = await apiGet<DoneDetail>(
      baseUrl,
      token,
      '/market/done-detail?symbol=BBCA&dates=2026-11-16,2026-11-17,2026-11-18,2026-11-19,2026-11-20&limit=100',
    );
    expect(expected.total).toBeGreaterThan(0);
    const summary = `of ${idNumber.format(expected.total)} trades`;
    await expect.poll(() => page.getByText(summary).count(), { timeout: 15_000 }).toBe(1);
    const firstRow = page.getByRole('table').first().locator('tbody tr').first();
    const firstTrade = expected.trades[0];
    expect(firstTrade).toBeDefined();
    await expect.poll(() => firstRow.innerText()).toContain(firstTrade?.time ?? '');

    // 5 selected + 5 more in range = 10 dates.
    await page.getByLabel('From', { exact: true }).fill('2026-11-09');
    await page.getByLabel('To', { exact: true }).fill('2026-11-13');
    await page.getByRole('button', { name: 'Add dates' }).click();
    await expect.poll(() => page.getByText('Terlalu Banyak Tanggal').count()).toBe(1);
    await expect.poll(() => page.getByText('Maksimal 7 tanggal yang bisa dipilih').count()).toBe(1);
    const chips = page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem');
    expect(await chips.count()).toBe(5);
    expect(browser.errors).toEqual([]);
  });

  it("a day's Done Summary TOTAL (all boards) equals the sum of its Done Detail trades", async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/stock-transaction/done-summary?ticker=BBCA&quick=custom&dates=2026-11-20&board=ALL`,
    );
    const totalCells = page.getByTestId('done-summary-total').locator('td');
    await expect.poll(() => totalCells.count(), { timeout: 15_000 }).toBe(6);
    const [, , , , tFreq, tLot] = await totalCells.allInnerTexts();

    await page.goto(`${baseUrl}/stock-transaction/done-detail?ticker=BBCA&quick=custom&dates=2026-11-20`);
    await expect.poll(() => page.getByText(`of ${tFreq ?? ''} trades`).count(), { timeout: 15_000 }).toBe(1);

    const detail = await apiGet<DoneDetail & { stats: { overall: { totalVolume: number } } }>(
      baseUrl,
      token,
      '/market/done-detail?symbol=BBCA&dates=2026-11-20&limit=1',
    );
    const lots = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(
      detail.stats.overall.totalVolume / 100,
    );
    expect(tLot).toBe(lots);
  });
});
