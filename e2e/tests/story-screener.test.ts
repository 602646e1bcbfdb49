import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Row = {
  symbol: string;
  suspend: boolean;
  price: number;
  volume: number;
  dates: Record<string, number | null>;
  percent1d: number | null;
  volumeChanges: Record<string, number | null>;
  maIndicators: Record<string, 'v' | 'x' | null>;
};
type Screener = { rows: Row[] };

const DATE_KEYS = ['W-4', 'W-3', 'W-2', 'W-1', 'D-4', 'D-3', 'D-2', 'D-1', 'D0'];
const VOLUME_KEYS = ['vol1d', 'vol3d', 'vol5d', 'vol10d', 'vol20d', 'vol50d', 'vol100d'];
const MA_KEYS = ['ma5', 'ma10', 'ma20', 'ma50', 'ma100', 'ma200'];
const decimals2 = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const shown = (value: number | null, format: Intl.NumberFormat) =>
  value === null ? '–' : format.format(value);

/** Spec §5, written out independently of the app: 0-100 between the row's min and max. */
function normalize(values: (number | null)[]): (number | null)[] {
  const present = values.filter((value): value is number => value !== null);
  const min = Math.min(...present);
  const max = Math.max(...present);
  return values.map((value) =>
    value === null ? null : max === min ? 50 : (100 * (value - min)) / (max - min),
  );
}

const rowCells = (page: Page, symbol: string, columns: string[]) =>
  Promise.all(
    columns.map((column) =>
      page.locator(`tr[data-symbol="${symbol}"] td[data-column="${column}"]`).innerText(),
    ),
  );
const firstSymbols = (page: Page, count: number) =>
  page
    .locator('tbody tr[data-symbol]')
    .evaluateAll((rows, n) => rows.slice(0, n).map((row) => row.getAttribute('data-symbol')), count);

describe('Story screener (Accumulation Distribution)', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };
  let screener: Screener;

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    const token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
    screener = await apiGet<Screener>(baseUrl, token, '/market/screener');
  });

  afterEach(() => browser.close());

  it('filters by ticker, shows a row as the API has it, and sorts ascending then descending', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/story/accumulation-distribution`);
    await expect.poll(() => page.getByText('Showing all tickers').count(), { timeout: 15_000 }).toBe(1);
    expect(screener.rows.length).toBeGreaterThan(20);

    // Typed text is upper-cased, filters the rows and offers suggestions.
    const filter = page.getByRole('combobox', { name: 'Ticker' });
    await filter.fill('bb');
    expect(await filter.inputValue()).toBe('BB');
    const matching = screener.rows.filter((row) => row.symbol.includes('BB'));
    expect(matching.length).toBeGreaterThan(1);
    await expect
      .poll(() => page.getByTestId('screener-count').innerText())
      .toBe(`Filtered: ${matching.length} tickers`);
    // Suggestions list prefix matches first, at most 10; arrow keys and Enter pick one.
    const prefixed = matching.filter((row) => row.symbol.startsWith('BB')).map((row) => row.symbol);
    const suggested = [
      ...prefixed,
      ...matching.map((row) => row.symbol).filter((s) => !prefixed.includes(s)),
    ];
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(suggested.slice(0, 10));
    const position = suggested.indexOf('BBRI');
    expect(position).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= position; step++) await filter.press('ArrowDown');
    await filter.press('Enter');
    await expect.poll(() => page.getByTestId('screener-count').innerText()).toBe('Filtered: 1 tickers');
    await page.waitForURL(/q=BBRI/);

    const bbri = screener.rows.find((row) => row.symbol === 'BBRI')!;
    expect(await rowCells(page, 'BBRI', [...DATE_KEYS, 'percent1d', 'price', 'volume'])).toEqual([
      ...DATE_KEYS.map((key) => shown(bbri.dates[key] ?? null, decimals2)),
      shown(bbri.percent1d, decimals2),
      whole.format(bbri.price),
      whole.format(bbri.volume),
    ]);

    // A suspended stock's row is tinted: its ticker cell is not the plain surface colour of BBRI's.
    const suspended = screener.rows.find((row) => row.suspend);
    expect(suspended).toBeDefined();
    const plainBackground = await page
      .locator('tr[data-symbol="BBRI"] th')
      .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    await filter.fill(suspended!.symbol);
    const suspendedRow = page.locator(`tr[data-symbol="${suspended!.symbol}"]`);
    expect(await suspendedRow.getAttribute('data-suspended')).toBe('true');
    expect(
      await suspendedRow.locator('th').evaluate((cell) => getComputedStyle(cell).backgroundColor),
    ).not.toBe(plainBackground);

    await filter.fill('zzzz');
    await expect.poll(() => page.getByText('No tickers found').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear ticker filter' }).click();
    await expect.poll(() => page.getByTestId('screener-count').innerText()).toBe('Showing all tickers');

    // D0 ascending, then descending on a repeat click; missing values last.
    const byD0 = (direction: 1 | -1) =>
      [...screener.rows]
        .filter((row) => row.dates.D0 !== null)
        .sort((a, b) => direction * ((a.dates.D0 as number) - (b.dates.D0 as number)))
        .slice(0, 8)
        .map((row) => row.symbol);
    const header = page.getByRole('columnheader', { name: 'D0', exact: true });
    await header.getByRole('button').click();
    await page.waitForURL(/sort=D0&dir=asc/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => firstSymbols(page, 8)).toEqual(byD0(1));
    await header.getByRole('button').click();
    await page.waitForURL(/sort=D0&dir=desc/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => firstSymbols(page, 8)).toEqual(byD0(-1));

    // The sort survives a reload.
    await page.reload();
    await expect.poll(() => firstSymbols(page, 8), { timeout: 15_000 }).toEqual(byD0(-1));
    expect(browser.errors).toEqual([]);
  });

  it('normalizes each row per the rule and Reset Settings restores the defaults', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/story/accumulation-distribution?q=BMRI`);
    await expect
      .poll(() => page.getByTestId('screener-count').innerText(), { timeout: 15_000 })
      .toMatch(/^Filtered:/);

    await page.getByLabel('Normalize').check();
    await page.getByLabel('Volume Change').check();
    await page.getByLabel('Moving Average').check();
    await page.waitForURL(/normalize=1/);

    const bmri = screener.rows.find((row) => row.symbol === 'BMRI')!;
    const change = normalize([...DATE_KEYS.map((key) => bmri.dates[key] ?? null), bmri.percent1d]);
    const volume = normalize(VOLUME_KEYS.map((key) => bmri.volumeChanges[key] ?? null));
    expect(change.some((value) => value === 0) && change.some((value) => value === 100)).toBe(true);
    await expect
      .poll(() => rowCells(page, 'BMRI', [...DATE_KEYS, 'percent1d', ...VOLUME_KEYS]))
      .toEqual([...change, ...volume].map((value) => shown(value, whole)));
    expect(await page.getByRole('columnheader', { name: '>ma200' }).count()).toBe(1);
    expect(await rowCells(page, 'BMRI', MA_KEYS)).toEqual(
      MA_KEYS.map((key) => bmri.maIndicators[key] ?? '–'),
    );

    await page.getByRole('columnheader', { name: 'Price', exact: true }).getByRole('button').click();
    await page.waitForURL(/sort=price/);

    await page.getByRole('button', { name: 'Reset Settings' }).click();
    await expect.poll(() => page.getByTestId('screener-count').innerText()).toBe('Showing all tickers');
    expect(await page.getByLabel('Normalize').isChecked()).toBe(false);
    expect(await page.getByLabel('Volume Change').isChecked()).toBe(false);
    expect(await page.getByLabel('Moving Average').isChecked()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Ticker' }).inputValue()).toBe('');
    expect(await page.getByRole('columnheader', { name: 'V%1d' }).count()).toBe(0);
    expect(
      await page.getByRole('columnheader', { name: 'Price', exact: true }).getAttribute('aria-sort'),
    ).toBe('none');
    expect(new URL(page.url()).search).toBe('');
    // Raw percentages are back.
    const first = screener.rows[0]!;
    expect(await rowCells(page, first.symbol, ['W-4'])).toEqual([
      shown(first.dates['W-4'] ?? null, decimals2),
    ]);
  });
});
