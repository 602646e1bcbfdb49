import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type SpikeRecord = { id: string; date: string; stock: string; avgChange: number };
type Astrology = {
  totalRecords: number;
  matchingRecords: number;
  highestSpikes: Array<{ key: string; label: string; records: SpikeRecord[] }>;
  pivot: Record<'year' | 'month' | 'day', Array<{ label: string; count: number }>>;
};
type Pillar = { stem: string; branch: string; chinese: string; element: string; zodiac: string };
type CalendarDay = {
  date: string;
  year: Pillar;
  month: Pillar;
  day: Pillar;
  trading: { avgChange: number } | null;
};
type Calendar = { month: string; previousMonth: string; tradingDays: number; days: CalendarDay[] };

const idInteger = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const idTwo = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (value: number) => `${value > 0 ? '+' : ''}${idTwo.format(value)}%`;

const inputCount = (page: Page) => page.getByTestId('input-data-count').innerText();
/** [date, stock, AVG text] of every Highest Spike row on screen. */
const spikeRows = (page: Page) =>
  page
    .getByTestId('spike-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('time')?.getAttribute('datetime') ?? '',
        row.children[2]?.textContent ?? '',
        row.children[3]?.textContent ?? '',
      ]),
    );
const expectedRows = (records: SpikeRecord[]) =>
  records.map((record) => [record.date, record.stock, percent(record.avgChange)]);

describe('Astrology', () => {
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

  it('filters change Input Data Astrology and the Highest Spike rows as the API computes them', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/astrology`);
    await expect.poll(() => page.getByText('A cultural lens, not a forecast').count()).toBe(1);

    const unfiltered = await apiGet<Astrology>(baseUrl, token, '/market/astrology');
    await expect
      .poll(() => inputCount(page), { timeout: 15_000 })
      .toBe(idInteger.format(unfiltered.matchingRecords));
    expect(await spikeRows(page)).toEqual(expectedRows(unfiltered.highestSpikes[0]!.records));
    expect(unfiltered.highestSpikes[0]!.records).toHaveLength(10);

    await page.getByLabel('Stock', { exact: true }).selectOption('BBCA');
    await page.getByLabel('Spike', { exact: true }).selectOption('10');
    await page.getByLabel('Day Element', { exact: true }).selectOption('Wood');
    await page.waitForURL(/symbol=BBCA/);
    await page.waitForURL(/spike=10/);
    await page.waitForURL(/dayElement=Wood/);

    const filtered = await apiGet<Astrology>(
      baseUrl,
      token,
      '/market/astrology?symbol=BBCA&priceChange=all&spike=10&dayElement=Wood',
    );
    expect(filtered.matchingRecords).toBeGreaterThan(0);
    expect(filtered.matchingRecords).toBeLessThan(unfiltered.matchingRecords);
    await expect
      .poll(() => inputCount(page), { timeout: 15_000 })
      .toBe(idInteger.format(filtered.matchingRecords));
    const filteredRecords = filtered.highestSpikes[0]?.records ?? [];
    expect(filteredRecords.length).toBeGreaterThan(0);
    await expect.poll(() => spikeRows(page)).toEqual(expectedRows(filteredRecords));

    // The filters survive a reload.
    await page.reload();
    await expect
      .poll(() => inputCount(page), { timeout: 15_000 })
      .toBe(idInteger.format(filtered.matchingRecords));
    expect(await page.getByLabel('Day Element', { exact: true }).inputValue()).toBe('Wood');
    expect(browser.errors).toEqual([]);
  });

  it('switches the spike tabs and shows the pivot the API groups', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/astrology?symbol=BMRI`);

    const byMonth = await apiGet<Astrology>(baseUrl, token, '/market/astrology?symbol=BMRI&tab=month');
    await page.getByRole('tab', { name: 'By Month' }).click();
    await page.waitForURL(/tab=month/);
    await expect
      .poll(() => page.getByRole('tab', { name: 'By Month' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() => page.getByTestId('spike-group').count(), { timeout: 15_000 })
      .toBe(byMonth.highestSpikes.length);
    const firstGroup = page.getByTestId('spike-group').first();
    expect(await firstGroup.locator('summary').innerText()).toContain(byMonth.highestSpikes[0]!.label);
    expect(await spikeRows(page)).toEqual(
      expect.arrayContaining(expectedRows(byMonth.highestSpikes[0]!.records)),
    );

    const byDay = await apiGet<Astrology>(baseUrl, token, '/market/astrology?symbol=BMRI&tab=day');
    await page.getByRole('tab', { name: 'By Day' }).click();
    await page.waitForURL(/tab=day/);
    await expect
      .poll(() => page.getByTestId('spike-group').count(), { timeout: 15_000 })
      .toBe(byDay.highestSpikes.length);

    const all = await apiGet<Astrology>(baseUrl, token, '/market/astrology?symbol=BMRI');
    await page.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => page.getByTestId('spike-group').count()).toBe(0);
    await expect.poll(() => spikeRows(page)).toEqual(expectedRows(all.highestSpikes[0]!.records));
    expect(page.url()).not.toMatch(/tab=/);

    await page.getByLabel('Show Pivot Analysis').check();
    await page.waitForURL(/pivot=1/);
    await page.getByRole('button', { name: 'Monthly' }).click();
    await expect
      .poll(() =>
        page.getByTestId('pivot-row').evaluateAll((rows) => rows.map((row) => row.children[0]?.textContent)),
      )
      .toEqual(all.pivot.month.map((row) => row.label));
    expect(all.pivot.month.length).toBeGreaterThan(0);
    expect(browser.errors).toEqual([]);
  });

  it('shows the Ba Zi calendar of a month with the API’s pillars and trading days', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/astrology/lunar?symbol=TLKM&month=2026-11`);

    const november = await apiGet<Calendar>(
      baseUrl,
      token,
      '/market/astrology/calendar?symbol=TLKM&month=2026-11',
    );
    expect(november.tradingDays).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-trading="yes"]').count(), { timeout: 15_000 })
      .toBe(november.tradingDays);
    const traded = november.days.find((day) => day.trading !== null)!;
    const cell = page.getByTestId(`lunar-day-${traded.date}`);
    expect(await cell.getByTestId('day-pillar').innerText()).toBe(
      `${traded.day.stem}-${traded.day.branch} · ${traded.day.element} ${traded.day.zodiac}`,
    );
    expect(await cell.getByTestId('month-year-pillars').innerText()).toBe(
      `M ${traded.month.stem}-${traded.month.branch} · Y ${traded.year.stem}-${traded.year.branch}`,
    );
    expect(await cell.getByTestId('day-avg').innerText()).toBe(percent(traded.trading!.avgChange));

    // 1 January 2026 is a Yi-Hai day in a Wu-Zi month of the Yi-Si year, whatever the market did.
    await page.getByLabel('Month', { exact: true }).fill('2026-01');
    await page.waitForURL(/month=2026-01/);
    const january = await apiGet<Calendar>(
      baseUrl,
      token,
      '/market/astrology/calendar?symbol=TLKM&month=2026-01',
    );
    const newYear = january.days[0]!;
    expect(newYear.day).toMatchObject({ stem: 'Yi', branch: 'Hai', chinese: '乙亥' });
    const newYearCell = page.getByTestId('lunar-day-2026-01-01');
    await expect
      .poll(() => newYearCell.getByTestId('day-pillar').innerText(), { timeout: 15_000 })
      .toBe('Yi-Hai · Wood Pig');
    expect(await newYearCell.innerText()).toContain(newYear.day.chinese);
    expect(await newYearCell.getByTestId('month-year-pillars').innerText()).toBe('M Wu-Zi · Y Yi-Si');
    expect(await newYearCell.getAttribute('data-trading')).toBe(newYear.trading ? 'yes' : 'no');

    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.waitForURL(/month=2025-12/);
    await expect.poll(() => page.getByTestId('lunar-day-2025-12-31').count(), { timeout: 15_000 }).toBe(1);
    expect(browser.errors).toEqual([]);
  });
});
