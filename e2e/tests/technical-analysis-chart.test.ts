import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

/** In ADMIN_EMAILS of the e2e server (support/global-setup.ts): adds and removes corporate actions. */
const ADMIN_EMAIL = 'chart-admin-e2e@example.com';
/**
 * A stock no other browser test charts: its split changes the stock's adjusted prices for every
 * reader while it exists.
 */
const SPLIT_STOCK = 'INTP';

type Candles = {
  timeframe: string;
  allowedTimeframes: string[];
  lastClose: number | null;
  change: number | null;
  changePercent: number | null;
  candles: { time: string; open: number; high: number; low: number; close: number; volume: number }[];
};

/** An admin API call with a bearer token; the caller checks the status. */
const adminRequest = (
  baseUrl: string,
  token: string,
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) =>
  fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

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
  let adminToken: string;

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await createVerifiedAccount(baseUrl, { email: ADMIN_EMAIL, fullName: 'Dimas Chart' });
    adminToken = (await signInByApi(baseUrl, ADMIN_EMAIL, PASSWORD)).access_token;
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

  it('lists a split an admin adds and switches the stock between adjusted and raw prices', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    const daily = await apiGet<Candles>(baseUrl, token, `/market/candles?symbol=${SPLIT_STOCK}&timeframe=1D`);
    // About a month before the last data: inside the chart's default daily window.
    const exDate = daily.candles[daily.candles.length - 21]?.time as string;
    const created = await adminRequest(baseUrl, adminToken, 'POST', '/admin/corporate-actions', {
      symbol: SPLIT_STOCK,
      type: 'split',
      ex_date: exDate,
      ratio_from: 1,
      ratio_to: 5,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    try {
      await signInThroughUi(page, baseUrl, account.email, account.password);
      await page.goto(`${baseUrl}/technical-analysis?symbol=${SPLIT_STOCK}`);
      const entry = page.getByText(`Ex-date ${exDate} · Split 1:5`, { exact: true });
      await entry.waitFor(WAIT);

      const adjusted = page.getByRole('button', { name: 'Adjusted', exact: true });
      const raw = page.getByRole('button', { name: 'Raw', exact: true });
      expect(await adjusted.getAttribute('aria-pressed')).toBe('true');
      expect(await raw.getAttribute('aria-pressed')).toBe('false');
      const rawAnswer = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return (
          url.pathname === '/api/market/candles' &&
          url.searchParams.get('symbol') === SPLIT_STOCK &&
          url.searchParams.get('adjust') === 'raw'
        );
      }, WAIT);
      await raw.click();
      const answer = await rawAnswer;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { data: { adjust: string } }).data.adjust).toBe('raw');
      await expect.poll(() => raw.getAttribute('aria-pressed')).toBe('true');
      expect(await adjusted.getAttribute('aria-pressed')).toBe('false');
      // The ex-date is the same fact in either view.
      expect(await entry.count()).toBe(1);
    } finally {
      const deleted = await adminRequest(baseUrl, adminToken, 'DELETE', `/admin/corporate-actions/${id}`);
      expect(deleted.status).toBe(200);
    }
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
