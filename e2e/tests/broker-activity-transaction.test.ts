import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type SideRow = { ticker: string; value: number; lot: number; freq: number; avg: number | null };
type BrokerTransaction = { dates: string[]; buySide: SideRow[]; sellSide: SideRow[] };

const id = (value: number, digits = 0) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

/** What a user reads in a side table: value shortened with T/B/M, lots, trades, average price. */
function expectedRow(row: SideRow): string[] {
  const steps: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
  ];
  const step = steps.find(([size]) => Math.abs(row.value) >= size);
  const value = step ? `${id(row.value / step[0], 2)} ${step[1]}` : id(row.value);
  const lot = Number.isInteger(row.lot) ? id(row.lot) : id(row.lot, 2);
  return [row.ticker, value, lot, id(row.freq), row.avg === null ? '-' : id(Math.round(row.avg))];
}

const tableRows = (page: Page, caption: string) =>
  page
    .getByRole('table', { name: caption, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => (cell as HTMLElement).innerText)),
    );

describe('Broker Transaction', () => {
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

  it('shows the buy and sell sides the API computes for the chosen broker, dates and board', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/broker-activity/transaction`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Broker Selection & Date Range (Max 7 Days)' }).count())
      .toBe(1);

    // Choose LG from the suggestions; the typed text is upper-cased.
    const broker = page.getByRole('combobox');
    await broker.fill('lg');
    expect(await broker.inputValue()).toBe('LG');
    await page.getByRole('option', { name: /^LG/ }).click();
    await page.waitForURL(/broker=LG/);
    await expect.poll(() => page.getByText('Trimegah', { exact: false }).count()).toBeGreaterThan(0);

    // 1 Day, then add the day before through From/To.
    await page.getByRole('button', { name: '1 Day' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-11-19');
    await page.getByLabel('To', { exact: true }).fill('2026-11-19');
    await page.getByRole('button', { name: 'Add dates' }).click();
    await page.waitForURL(/dates=2026-11-19%2C2026-11-20|dates=2026-11-19,2026-11-20/);

    const expected = await apiGet<BrokerTransaction>(
      baseUrl,
      token,
      '/market/broker-transaction?broker=LG&dates=2026-11-19,2026-11-20&board=RG',
    );
    expect(expected.buySide.length).toBeGreaterThan(0);
    const label = 'LG (2026-11-19 – 2026-11-20)';
    await expect
      .poll(() => tableRows(page, `Buy Side - ${label}`), { timeout: 15_000 })
      .toEqual(expected.buySide.map(expectedRow));
    expect(await tableRows(page, `Sell Side - ${label}`)).toEqual(expected.sellSide.map(expectedRow));

    // Board ALL asks the API again.
    await page.getByRole('group', { name: 'Board' }).getByRole('button', { name: 'ALL' }).click();
    await page.waitForURL(/board=ALL/);
    const all = await apiGet<BrokerTransaction>(
      baseUrl,
      token,
      '/market/broker-transaction?broker=LG&dates=2026-11-19,2026-11-20&board=ALL',
    );
    await expect
      .poll(() => tableRows(page, `Buy Side - ${label}`), { timeout: 15_000 })
      .toEqual(all.buySide.map(expectedRow));

    // The state survives a reload; Vertical shows a card per date.
    await page.reload();
    await expect
      .poll(() => tableRows(page, `Buy Side - ${label}`), { timeout: 15_000 })
      .toEqual(all.buySide.map(expectedRow));
    expect(await broker.inputValue()).toBe('LG');
    await page.getByRole('button', { name: 'Vertical' }).click();
    const oneDay = await apiGet<BrokerTransaction>(
      baseUrl,
      token,
      '/market/broker-transaction?broker=LG&dates=2026-11-20&board=ALL',
    );
    await expect
      .poll(() => page.getByRole('heading', { name: /^Broker Transaction - LG \(2026-11-\d\d\)$/ }).count())
      .toBe(2);
    await expect
      .poll(() => tableRows(page, 'Sell Side - LG (2026-11-20)'), { timeout: 15_000 })
      .toEqual(oneDay.sellSide.map(expectedRow));
    expect(browser.errors).toEqual([]);
  });

  it('warns about a start after the end, a range over 7 days and over 7 dates; the last chip stays', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/broker-activity/transaction?broker=MG&quick=custom&dates=2026-11-18,2026-11-19,2026-11-20`,
    );
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    const add = page.getByRole('button', { name: 'Add dates' });

    await from.fill('2026-11-19');
    await to.fill('2026-11-18');
    await add.click();
    await expect.poll(() => page.getByText('Tanggal Tidak Valid').count()).toBe(1);
    await expect.poll(() => page.getByText('Tanggal mulai harus sebelum tanggal akhir').count()).toBe(1);

    await from.fill('2026-11-09');
    await to.fill('2026-11-16');
    await add.click();
    await expect.poll(() => page.getByText('Rentang Tanggal Terlalu Panjang').count()).toBe(1);
    await expect.poll(() => page.getByText('Maksimal rentang tanggal adalah 7 hari').count()).toBe(1);

    // 11–17 November holds 5 trading days: with the 3 chosen that is 8 dates.
    await from.fill('2026-11-11');
    await to.fill('2026-11-17');
    await add.click();
    await expect.poll(() => page.getByText('Terlalu Banyak Tanggal').count()).toBe(1);
    await expect.poll(() => page.getByText('Maksimal 7 tanggal yang bisa dipilih').count()).toBe(1);

    const chips = page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem');
    expect(await chips.count()).toBe(3);
    await page.getByRole('button', { name: 'Remove 2026-11-18' }).click();
    await page.getByRole('button', { name: 'Remove 2026-11-19' }).click();
    await expect.poll(() => chips.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await page.waitForURL(/dates=2026-11-20(&|$)/);
  });
});
