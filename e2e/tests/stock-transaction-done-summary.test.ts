import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type DoneCell = { bFreq: number; bLot: number; sLot: number; sFreq: number; tFreq: number; tLot: number };
type DoneSummary = { dates: string[]; total: DoneCell[]; rows: unknown[] };

const idNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

const totalRowTexts = (page: Page) =>
  page.getByTestId('done-summary-total').first().locator('td').allInnerTexts();

describe('Done Summary', () => {
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

  it('shows the TOTAL row the API computes for the chosen ticker, dates and board', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/stock-transaction/done-summary`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stock Selection & Date Range (Max 7 Days)' }).count())
      .toBe(1);

    // Choose BBRI from the dropdown.
    const stock = page.getByRole('combobox');
    await stock.fill('bbr');
    expect(await stock.inputValue()).toBe('BBR');
    await page.getByRole('option', { name: /^BBRI/ }).click();
    await page.waitForURL(/symbol=BBRI/);

    // Choose two dates: 1 Day, then add the day before through From/To.
    await page.getByRole('button', { name: '1 Day' }).click();
    await page.getByLabel('From', { exact: true }).fill('2026-11-19');
    await page.getByLabel('To', { exact: true }).fill('2026-11-19');
    await page.getByRole('button', { name: 'Add dates' }).click();
    await page.waitForURL(/dates=2026-11-19%2C2026-11-20|dates=2026-11-19,2026-11-20/);

    const expected = await apiGet<DoneSummary>(
      baseUrl,
      token,
      '/market/done-summary?symbol=BBRI&dates=2026-11-19,2026-11-20&board=RG&view=summary',
    );
    const expectedTexts = expected.total.flatMap((cell) =>
      [cell.bFreq, cell.bLot, cell.sLot, cell.sFreq, cell.tFreq, cell.tLot].map((value) =>
        idNumber.format(value),
      ),
    );
    await expect.poll(() => totalRowTexts(page), { timeout: 15_000 }).toEqual(expectedTexts);
    expect(expected.rows.length).toBeGreaterThan(0);

    // The state survives a reload.
    await page.reload();
    await expect.poll(() => totalRowTexts(page), { timeout: 15_000 }).toEqual(expectedTexts);
    expect(await stock.inputValue()).toBe('BBRI');
    expect(browser.errors).toEqual([]);
  });

  it('warns about a start after the end and a range over 7 days; the last date chip stays', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/stock-transaction/done-summary?ticker=BBCA&quick=custom&dates=2026-11-19,2026-11-20`,
    );

    await page.getByLabel('From', { exact: true }).fill('2026-11-19');
    await page.getByLabel('To', { exact: true }).fill('2026-11-18');
    await page.getByRole('button', { name: 'Add dates' }).click();
    await expect.poll(() => page.getByText('Tanggal Tidak Valid').count()).toBe(1);
    await expect.poll(() => page.getByText('Tanggal mulai harus sebelum tanggal akhir').count()).toBe(1);

    await page.getByLabel('From', { exact: true }).fill('2026-11-09');
    await page.getByLabel('To', { exact: true }).fill('2026-11-19');
    await page.getByRole('button', { name: 'Add dates' }).click();
    await expect.poll(() => page.getByText('Rentang Tanggal Terlalu Panjang').count()).toBe(1);
    await expect.poll(() => page.getByText('Maksimal rentang tanggal adalah 7 hari').count()).toBe(1);

    const chips = page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem');
    expect(await chips.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove 2026-11-19' }).click();
    await expect.poll(() => chips.count()).toBe(1);
    // With one date left it has no remove button.
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await page.waitForURL(/dates=2026-11-20(&|$)/);
  });
});
