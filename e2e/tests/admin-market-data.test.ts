import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

/** In ADMIN_EMAILS of the e2e server (support/global-setup.ts). */
const ADMIN_EMAIL = 'market-data-admin-e2e@example.com';

type Candles = {
  candles: Array<{ time: string; open: number; high: number; low: number; close: number; volume: number }>;
};

const longMonth = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

describe('admin market data', () => {
  let browser: BrowserSession;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    browser = await openBrowser();
    baseUrl = browser.baseUrl;
    await createVerifiedAccount(baseUrl, { email: ADMIN_EMAIL, fullName: 'Dewi Data' });
    token = (await signInByApi(baseUrl, ADMIN_EMAIL, PASSWORD)).access_token;
    await waitForMarket(baseUrl, token);
    await signInThroughUi(browser.page, baseUrl, ADMIN_EMAIL);
  });
  afterAll(() => browser.close());

  it('uploads a Stock Summary with the kind detected and sees its day on the coverage calendar', async () => {
    // A July day of the demo, months before its trade-record days, and one small stock: the file
    // restates that day's prices and volume, so the other browser tests on this server see the
    // same market (a new latest day would move every screen's "as of" date).
    const { candles } = await apiGet<Candles>(
      baseUrl,
      token,
      '/market/candles?symbol=HRUM&timeframe=1D&from=2026-07-01&to=2026-07-31',
    );
    const bar = candles[0]!;
    const date = bar.time;
    const fileName = `stock-summary-${date.replaceAll('-', '')}.json`;
    const stockSummary = {
      draw: 0,
      recordsTotal: 1,
      recordsFiltered: 1,
      data: [
        {
          Date: `${date}T00:00:00`,
          StockCode: 'HRUM',
          StockName: 'Harum Energy Tbk.',
          Remarks: '--U-----------------------------',
          Previous: bar.open,
          OpenPrice: bar.open,
          FirstTrade: bar.open,
          High: bar.high,
          Low: bar.low,
          Close: bar.close,
          Change: bar.close - bar.open,
          Volume: bar.volume,
          Value: bar.volume * bar.close,
          Frequency: Math.max(1, Math.round(bar.volume / 5_000)),
          ForeignBuy: 0,
          ForeignSell: 0,
          ListedShares: 0,
        },
      ],
    };

    const { page } = browser;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market data' }).click();
    await page.getByRole('heading', { level: 1, name: 'Market data' }).waitFor();
    await page.getByLabel('Choose files').setInputFiles({
      name: fileName,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(stockSummary)),
    });
    const item = page
      .getByRole('list', { name: 'Files to import' })
      .getByRole('listitem', { name: fileName });
    expect(await item.getByLabel(`Kind of ${fileName}`).inputValue()).toBe('auto');
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    await item.getByText('Done', { exact: true }).waitFor({ timeout: 30_000 });
    await item.getByText('Stock Summary', { exact: true }).waitFor();
    expect(await item.getByText('Import failed').count()).toBe(0);

    // The calendar turns to the month of the day just imported, and that day holds a Stock Summary.
    const month = longMonth.format(new Date(`${date}T00:00:00Z`));
    const calendar = page.getByRole('table', { name: `Coverage, ${month}` });
    await calendar.waitFor({ timeout: 10_000 });
    const dayOfMonth = Number(date.slice(8));
    const cell = calendar.getByRole('cell', { name: new RegExp(`^\\w+, ${dayOfMonth} ${month}: `) });
    await expect.poll(() => cell.textContent(), { timeout: 10_000 }).toMatch(/Stock Summary \(\d+ stocks?\)/);

    // The run is in the history, newest first.
    const history = page.getByRole('region', { name: 'Import runs' });
    await history
      .getByRole('button', { name: new RegExp(`^Details of ${fileName}`) })
      .first()
      .waitFor();
  });

  it('records a code change after confirming; the chart finds the stock by its old code under its new one', async () => {
    // TKIM appears in no other browser test: from the day after the last stored one it trades as TKIX.
    const { asOf } = await apiGet<{ asOf: string }>(baseUrl, token, '/market/status');
    const next = new Date(`${asOf}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const changedOn = next.toISOString().slice(0, 10);
    const before = await apiGet<Candles>(baseUrl, token, '/market/candles?symbol=TKIM&timeframe=1D');

    const { page } = browser;
    await page.goto(`${baseUrl}/admin/market-data`);
    const form = page.getByRole('region', { name: 'Record a code change' });
    await form.getByLabel('Old code').fill('tkim');
    await form.getByLabel('New code').fill('TKIX');
    await form.getByLabel('Effective from').fill(changedOn);
    await form.getByRole('button', { name: 'Record code change' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText("Move TKIM's history to TKIX?").waitFor();
    await confirm.getByRole('button', { name: 'Move history' }).click();
    await form
      .getByText(new RegExp(`^TKIM is now TKIX from ${changedOn}: [\\d.]+ stored rows moved\\.$`))
      .waitFor();
    await page
      .getByRole('table', { name: 'Recorded code changes' })
      .getByRole('row', { name: /TKIM.*TKIX/ })
      .waitFor();

    await page.goto(`${baseUrl}/technical-analysis`);
    const search = page.getByRole('combobox', { name: 'Symbol' });
    await search.fill('tkim');
    const option = page.getByRole('listbox', { name: 'Symbols' }).getByRole('option', { name: /^TKIX/ });
    await option.getByText('formerly TKIM').waitFor({ timeout: 10_000 });
    await option.click();
    await page.waitForURL(/symbol=TKIX/);
    // The same history, now under the new code.
    const after = await apiGet<Candles>(baseUrl, token, '/market/candles?symbol=TKIX&timeframe=1D');
    expect(after.candles).toEqual(before.candles);
    await expect.poll(() => search.inputValue()).toBe('TKIX');
  });
});
