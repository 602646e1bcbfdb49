import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Ranking = {
  date: string | null;
  source: string | null;
  brokers: { rank: number; code: string; value: number; frequency: number }[];
};

const id = (value: number, digits = 0) =>
  new Intl.NumberFormat('id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );

describe('Broker Ranking', () => {
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

  it("opens from the sidebar and ranks the demo market's brokers, computed from its trade records", async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);

    const sidebar = page.locator('aside[aria-label="Sidebar"]');
    // The rail expands when the pointer enters it; on a busy machine the first entry can land while the
    // shell is still settling, so leave and enter again until it opens.
    await expect
      .poll(async () => {
        await page.mouse.move(900, 450);
        await sidebar.hover();
        return sidebar.getAttribute('data-expanded');
      })
      .toBe('true');
    await sidebar.getByRole('button', { name: 'Expand Broker Activity' }).click();
    await sidebar.getByRole('link', { name: 'Ranking' }).click();
    await page.waitForURL(`${baseUrl}/broker-activity/ranking`);
    await page.getByRole('heading', { level: 1, name: 'Broker Ranking' }).waitFor();

    // The demo market has no Broker Summary: its latest trade day is summed from the trade records.
    const expected = await apiGet<Ranking>(baseUrl, token, '/market/brokers/ranking');
    expect(expected).toMatchObject({ date: '2026-11-20', source: 'trade-records' });
    expect(expected.brokers.length).toBeGreaterThan(5);
    const values = expected.brokers.map((row) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));

    await page.getByText('Computed from trade records', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Broker Ranking - 2026-11-20' });
    const shown = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.broker));
    await expect.poll(shown, { timeout: 15_000 }).toEqual(expected.brokers.map((row) => row.code));
    const top = expected.brokers[0]!;
    const firstRow = (await table.locator('tbody tr').first().innerText()).replace(/\s+/g, ' ');
    expect(firstRow).toContain(id(top.frequency));
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2026-11-20');
    expect(browser.errors).toEqual([]);
  });
});
