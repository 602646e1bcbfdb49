import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type NetBuyer = { broker: string; nblot: number; nbval: number; bavg: number | null };
type NetSeller = { broker: string; nslot: number; nsval: number; savg: number | null };
type BrokerSummary = { dates: string[]; netBuyers: NetBuyer[]; netSellers: NetSeller[] };
type Broker = { code: string; category: string };

const id = (value: number, digits = 0) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
const lot = (value: number) => (Number.isInteger(value) ? id(value) : id(value, 2));
const average = (value: number | null) => (value === null ? '-' : id(Math.round(value)));
function compact(value: number): string {
  const steps: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
  ];
  const step = steps.find(([size]) => Math.abs(value) >= size);
  return step ? `${id(value / step[0], 2)} ${step[1]}` : id(value);
}

/** Rank, then buyer code + category, NBLot, NBVal, BAvg, seller code + category, NSLot, NSVal, SAvg. */
function expectedRows(summary: BrokerSummary, categories: Map<string, string>): string[][] {
  const ranks = Math.max(summary.netBuyers.length, summary.netSellers.length);
  return Array.from({ length: ranks }, (_, rank) => {
    const buyer = summary.netBuyers[rank];
    const seller = summary.netSellers[rank];
    return [
      String(rank + 1),
      ...(buyer
        ? [
            `${buyer.broker}${categories.get(buyer.broker)}`,
            lot(buyer.nblot),
            compact(buyer.nbval),
            average(buyer.bavg),
          ]
        : ['']),
      ...(seller
        ? [
            `${seller.broker}${categories.get(seller.broker)}`,
            lot(seller.nslot),
            compact(seller.nsval),
            average(seller.savg),
          ]
        : ['']),
    ];
  });
}

const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: /^Broker Summary - / })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.children, (cell) => (cell as HTMLElement).innerText.replace(/\s+/g, '')),
      ),
    );
const withoutSpaces = (rows: string[][]) => rows.map((row) => row.map((cell) => cell.replace(/\s+/g, '')));

describe('Broker Summary', () => {
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

  it('shows net buyers beside net sellers as the API computes them, with categories and top-N labels', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/broker-activity/summary`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stock Selection & Date Range (Max 7 Days)' }).count())
      .toBe(1);

    const stock = page.getByRole('combobox');
    await stock.fill('bbr');
    expect(await stock.inputValue()).toBe('BBR');
    await page.getByRole('option', { name: /^BBRI/ }).click();
    await page.waitForURL(/symbol=BBRI/);

    // 1 Week on Broker Summary is 7 calendar days: Saturday 14 to Friday 20 November.
    await page.getByRole('button', { name: '1 Week' }).click();
    const week = '2026-11-16,2026-11-17,2026-11-18,2026-11-19,2026-11-20';
    await page.waitForURL((url) => url.searchParams.get('dates') === week);

    const [expected, brokers] = await Promise.all([
      apiGet<BrokerSummary>(baseUrl, token, `/market/broker-summary?symbol=BBRI&dates=${week}&board=RG`),
      apiGet<{ brokers: Broker[] }>(baseUrl, token, '/market/brokers'),
    ]);
    const categories = new Map(brokers.brokers.map((broker) => [broker.code, broker.category]));
    expect(expected.netBuyers.length).toBeGreaterThan(0);
    const rows = withoutSpaces(expectedRows(expected, categories));
    await expect.poll(() => tableRows(page), { timeout: 15_000 }).toEqual(rows);

    // The Top 5 label's rule and figures show on hover.
    const top5 = page.getByTestId('top-flow-5');
    const bought = expected.netBuyers.slice(0, 5).reduce((total, row) => total + row.nbval, 0);
    const sold = expected.netSellers.slice(0, 5).reduce((total, row) => total + row.nsval, 0);
    await top5.hover();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Top 5:' });
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    const tip = await tooltip.innerText();
    expect(tip).toContain(`${compact(bought)} ÷`);
    expect(tip).toContain(`${compact(sold)} = ${id(bought / sold, 2)}`);
    expect(tip).toContain('Rule: ≥ 2,0 Big Accumulation, ≥ 1,2 Accumulation');
    const ratio = bought / sold;
    const label =
      ratio >= 2
        ? 'Big Accumulation'
        : ratio >= 1.2
          ? 'Accumulation'
          : ratio <= 0.5
            ? 'Big Distribution'
            : ratio <= 1 / 1.2
              ? 'Distribution'
              : 'Neutral';
    expect(await top5.getByText(label, { exact: true }).count()).toBe(1);

    // The state survives a reload; Horizontal is not available.
    await page.reload();
    await expect.poll(() => tableRows(page), { timeout: 15_000 }).toEqual(rows);
    expect(await stock.inputValue()).toBe('BBRI');
    await page.getByRole('button', { name: 'Horizontal' }).click();
    await expect
      .poll(() => page.getByText('Horizontal view is not available in this version').count())
      .toBe(1);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('ignores a start after the end, warns about a range over 7 days, keeps 7 dates; the last chip stays', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/broker-activity/summary?ticker=BBCA&quick=custom&dates=2026-11-09,2026-11-10`,
    );
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    const add = page.getByRole('button', { name: 'Add dates' });
    const chips = page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem');
    await expect.poll(() => chips.count()).toBe(2);

    // Start after end: the add is ignored, without a warning (spec §5).
    await from.fill('2026-11-13');
    await to.fill('2026-11-12');
    await add.click();
    await expect.poll(() => page.getByRole('table', { name: /^Broker Summary - / }).count()).toBe(1);
    expect(await page.getByText('Tanggal Tidak Valid').count()).toBe(0);
    expect(await chips.count()).toBe(2);
    expect(await from.inputValue()).toBe('2026-11-13');

    await from.fill('2026-11-09');
    await to.fill('2026-11-16');
    await add.click();
    await expect.poll(() => page.getByText('Rentang Tanggal Terlalu Panjang').count()).toBe(1);
    await expect.poll(() => page.getByText('Maksimal rentang tanggal adalah 7 hari').count()).toBe(1);

    // 11–17 November adds 5 trading days to the 2 chosen (7); 18–20 makes 10: the latest 7 stay.
    await from.fill('2026-11-11');
    await to.fill('2026-11-17');
    await add.click();
    await expect.poll(() => chips.count()).toBe(7);
    await from.fill('2026-11-18');
    await to.fill('2026-11-20');
    await add.click();
    const latestSeven = '2026-11-12,2026-11-13,2026-11-16,2026-11-17,2026-11-18,2026-11-19,2026-11-20';
    await page.waitForURL((url) => url.searchParams.get('dates') === latestSeven);
    await expect.poll(() => chips.count()).toBe(7);
    // The three oldest are left out, and the warning names them.
    await expect.poll(() => page.getByText('Terlalu Banyak Tanggal').count()).toBe(1);
    await expect
      .poll(() => page.getByText(/Sen, 9 Nov 2026; Sel, 10 Nov 2026; Rab, 11 Nov 2026$/).count())
      .toBe(1);

    await page.getByRole('button', { name: '1 Day' }).click();
    await expect.poll(() => chips.count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await page.waitForURL(/dates=2026-11-20(&|$)/);
  });
});
