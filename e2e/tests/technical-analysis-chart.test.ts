import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Candles = {
  timeframe: string;
  allowedTimeframes: string[];
  lastClose: number | null;
  change: number | null;
  changePercent: number | null;
  candles: { open: number; high: number; low: number; close: number; volume: number }[];
};

const idNumber = (value: number) =>
  new Intl.NumberFormat('id-ID', {
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);

const timeframeOptions = (page: Page) => page.getByLabel('Timeframe').locator('option').allInnerTexts();
/** The first paint waits for the lazy chart chunk and the API on a busy two-core machine. */
const WAIT = { timeout: 15_000 };

const paneCount = (page: Page) => page.getByTestId('price-chart').getAttribute('data-panes');

describe('Technical Analysis chart', () => {
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

  it('searches a symbol by keyboard, switches style and timeframe, and shows the API last close', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/technical-analysis`);

    const suggestions = await apiGet<{ results: { symbol: string }[] }>(
      baseUrl,
      token,
      '/market/search?q=BB&limit=10',
    );
    expect(suggestions.results.length).toBeGreaterThan(1);
    const search = page.getByRole('combobox', { name: 'Symbol' });
    await search.fill('bb');
    await expect
      .poll(() => page.getByRole('listbox', { name: 'Symbols' }).getByRole('option').count(), WAIT)
      .toBe(suggestions.results.length);
    await search.press('ArrowDown');
    await search.press('Enter');
    const picked = suggestions.results[1]?.symbol as string;
    await page.waitForURL(new RegExp(`symbol=${picked}`));
    // Escape closes the suggestions and puts the active symbol back.
    await search.fill('tl');
    await expect.poll(() => page.getByRole('listbox', { name: 'Symbols' }).count(), WAIT).toBe(1);
    await search.press('Escape');
    expect(await page.getByRole('listbox', { name: 'Symbols' }).count()).toBe(0);
    expect(await search.inputValue()).toBe(picked);

    const daily = await apiGet<Candles>(baseUrl, token, `/market/candles?symbol=${picked}&timeframe=1D`);
    await expect
      .poll(() => page.getByTestId('last-close-value').innerText())
      .toBe(idNumber(daily.lastClose as number));
    expect(await page.getByTestId('last-close-change').innerText()).toContain(
      idNumber(daily.change as number),
    );
    expect(await timeframeOptions(page)).toEqual(daily.allowedTimeframes);
    // The legend shows the last candle until the crosshair picks another.
    const last = daily.candles[daily.candles.length - 1] as Candles['candles'][number];
    expect(await page.getByTestId('ohlc-legend').innerText()).toBe(
      `O ${idNumber(last.open)} H ${idNumber(last.high)} L ${idNumber(last.low)} C ${idNumber(last.close)} V ${idNumber(last.volume)}`,
    );
    expect(await page.getByRole('button', { name: 'Candles' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Line' }).click();
    await page.waitForURL(/style=line/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Line' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByLabel('Timeframe').selectOption('1W');
    await page.waitForURL(/tf=1W/);
    await expect
      .poll(() => page.getByRole('figure', { name: `${picked} price chart` }).count(), WAIT)
      .toBe(1);

    // An index has only daily data: an intraday timeframe falls back to the first allowed one.
    const index = await apiGet<Candles>(baseUrl, token, '/market/candles?symbol=COMPOSITE&timeframe=5M');
    await page.goto(`${baseUrl}/technical-analysis?symbol=COMPOSITE&tf=5M`);
    await page.waitForURL(new RegExp(`tf=${index.timeframe}`));
    await expect.poll(() => page.getByLabel('Timeframe').inputValue()).toBe(index.timeframe);
    expect(await timeframeOptions(page)).toEqual(index.allowedTimeframes);
  });

  it('adds, edits, switches off and deletes an indicator with its own pane', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBRI`);
    // Volume is on by default: price pane + volume pane.
    await expect.poll(() => paneCount(page), WAIT).toBe('2');

    await page.getByRole('button', { name: 'Indicators' }).click();
    const manager = page.getByRole('dialog', { name: 'Indicators' });
    await manager.getByLabel('Indicator', { exact: true }).selectOption('rsi');
    await manager.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => paneCount(page), WAIT).toBe('3');
    await expect
      .poll(() => page.getByTestId('indicator-pane').allInnerTexts())
      .toEqual(['Volume', 'RSI (14)']);

    await manager.getByRole('button', { name: 'Edit RSI (14)' }).click();
    const settings = page.getByRole('dialog', { name: 'RSI Settings' });
    await settings.getByLabel(/Period/).fill('101');
    expect(await settings.getByText('Period must be a whole number from 1 to 100').count()).toBe(1);
    expect(await settings.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await settings.getByLabel(/Period/).fill('21');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByTestId('indicator-pane').allInnerTexts())
      .toEqual(['Volume', 'RSI (21)']);

    // An SMA sits on the price pane: no new pane.
    await manager.getByLabel('Indicator', { exact: true }).selectOption('sma');
    await manager.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByText('SMA (20)').count(), WAIT).toBeGreaterThan(1);
    expect(await paneCount(page)).toBe('3');

    await manager.getByRole('button', { name: 'RSI (21) ON' }).click();
    await expect.poll(() => paneCount(page), WAIT).toBe('2');
    await manager.getByRole('button', { name: 'RSI (21) OFF' }).click();
    await expect.poll(() => paneCount(page), WAIT).toBe('3');
    await manager.getByRole('button', { name: 'Delete RSI (21)' }).click();
    await expect.poll(() => paneCount(page), WAIT).toBe('2');
    expect(await page.getByTestId('indicator-pane').allInnerTexts()).toEqual(['Volume']);

    // The list is a browser-stored setting: it survives a reload.
    await page.reload();
    await expect.poll(() => page.getByTestId('indicator-pane').allInnerTexts(), WAIT).toEqual(['Volume']);
    await expect.poll(() => page.getByText('SMA (20)').count(), WAIT).toBe(1);
  });

  it("shows the spec's message for a malformed CSV and charts a valid one without uploading it", async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBRI`);
    await expect.poll(() => page.getByTestId('price-chart').count(), WAIT).toBe(1);

    const file = page.getByLabel('CSV file');
    await file.setInputFiles({
      name: 'mine.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name;value\nfoo;1\n'),
    });
    await expect
      .poll(() => page.getByTestId('csv-error').innerText())
      .toBe('CSV MINE tidak berisi data OHLC valid');

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') uploads.push(request.url());
    });
    const csv =
      'Date;Open;High;Low;Close;Volume\n01/11/2026;100;110;95;105;1.000\n02/11/2026;105;112;101;110,5;2.000\nna;1;1;1;1;1\n';
    await file.setInputFiles({ name: 'own.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByTestId('last-close-value').innerText(), WAIT).toBe('110,50');
    expect(await page.getByTestId('last-close-change').innerText()).toBe('+5,50 (+5,24%)');
    expect(await page.getByText('1 rows without a valid time or close were skipped.').count()).toBe(1);
    expect(await page.getByTestId('csv-error').count()).toBe(0);
    expect(uploads).toEqual([]);
  });
});
