import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type BigFiveRow = {
  broker: string;
  nby: string;
  nbLot: number;
  nbVal: number;
  bAvg: number | null;
  share: number;
  flow: string;
};
type Holding = { netLot: number; avgCost: number | null; unrealisedGain: number | null };
type Inventory = {
  from: string;
  to: string;
  lastClose: number | null;
  bigFive: BigFiveRow[];
  brokers: { broker: string; holding: Holding }[];
};

const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const lot = (value: number) => (Number.isInteger(value) ? whole : twoDecimals).format(value);

/** The table as the API's numbers would be written in the Indonesian locale. */
function expectedBigFive(rows: BigFiveRow[]): string[][] {
  return rows.map((row) => [
    row.nby,
    lot(row.nbLot),
    `${twoDecimals.format(row.nbVal / 1_000_000_000)}B`,
    row.bAvg === null ? '–' : twoDecimals.format(row.bAvg),
    `${twoDecimals.format(row.share)}%`,
    row.flow,
  ]);
}

async function shownBigFive(page: Page): Promise<{ brokers: string[]; cells: string[][] }> {
  const rows = page.getByTestId('big-five-table').locator('tbody tr');
  const brokers = await rows.evaluateAll((elements) =>
    elements.map((row) => row.getAttribute('data-broker') ?? ''),
  );
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(1)
        .map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );
  return { brokers, cells };
}

const chips = (page: Page) => page.getByRole('list', { name: 'Selected brokers' }).getByRole('listitem');
const chartSeries = (page: Page) => page.getByTestId('inventory-chart').getAttribute('data-broker-series');

/** Same day one month earlier, as the screen's default window starts. */
function monthBefore(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

describe('Broker Inventory', () => {
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

  it('follows the chosen ticker and broker chips, and shows the Big 5 the API computes', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/broker-activity/inventory`);
    await expect.poll(() => chartSeries(page), { timeout: 15_000 }).toBe('LG,MG,BR');
    expect(await chips(page).count()).toBe(3);

    // Ticker: upper-cased, chosen from the suggestions.
    const ticker = page.getByRole('combobox', { name: 'Ticker' });
    await ticker.fill('bbr');
    expect(await ticker.inputValue()).toBe('BBR');
    await page.getByRole('option', { name: /^BBRI/ }).click();
    await page.waitForURL(/symbol=BBRI/);

    // Broker: upper-cased; suggestions leave out the chosen ones; nonsense finds nothing.
    const broker = page.getByRole('combobox', { name: 'Broker' });
    await broker.fill('zzz');
    expect(await broker.inputValue()).toBe('ZZZ');
    await expect.poll(() => page.getByText('No brokers found').count()).toBe(1);
    await broker.fill('g');
    const options = page.getByRole('listbox', { name: 'Brokers' }).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    const offered = await options.allInnerTexts();
    expect(offered.length).toBeLessThanOrEqual(10);
    expect(offered.some((text) => /^(LG|MG|BR)\b/.test(text))).toBe(false);
    await broker.fill('kz');
    await page.getByRole('option', { name: /^KZ/ }).click();
    await expect.poll(() => chips(page).count()).toBe(4);
    await expect.poll(() => chartSeries(page), { timeout: 15_000 }).toBe('LG,MG,BR,KZ');

    await page.getByRole('button', { name: 'Remove MG' }).click();
    await expect.poll(() => chips(page).count()).toBe(3);
    await expect.poll(() => chartSeries(page), { timeout: 15_000 }).toBe('LG,BR,KZ');
    await page.waitForURL(/brokers=LG%2CBR%2CKZ|brokers=LG,BR,KZ/);

    // Default window: one month back to the stock's last trading day.
    const { dates } = await apiGet<{ dates: string[] }>(baseUrl, token, '/market/trade-dates?symbol=BBRI');
    const to = dates[0] as string;
    const from = monthBefore(to);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(from);
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(to);

    const expected = await apiGet<Inventory>(
      baseUrl,
      token,
      `/market/inventory?symbol=BBRI&brokers=LG,BR,KZ&from=${from}&to=${to}&board=RG`,
    );
    expect(expected.bigFive).toHaveLength(5);
    const wanted = {
      brokers: expected.bigFive.map((row) => row.broker),
      cells: expectedBigFive(expected.bigFive),
    };
    await expect.poll(() => shownBigFive(page), { timeout: 15_000 }).toEqual(wanted);

    // The state survives a reload.
    await page.reload();
    await expect.poll(() => shownBigFive(page), { timeout: 15_000 }).toEqual(wanted);
    expect(await chartSeries(page)).toBe('LG,BR,KZ');
    expect(await ticker.inputValue()).toBe('BBRI');
    expect(browser.errors).toEqual([]);
  });

  it('warns about a start after the end and a window over a year; Split and board follow the URL', async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(
      `${baseUrl}/broker-activity/inventory?ticker=BBCA&brokers=LG,CC&from=2026-11-02&to=2026-11-20`,
    );
    await expect.poll(() => chartSeries(page), { timeout: 15_000 }).toBe('LG,CC');
    // On a phone the controls fold into a bar once the charts show; a tap unfolds them.
    await page.getByTestId('selection-summary').click();

    const fromInput = page.getByLabel('From', { exact: true });
    const toInput = page.getByLabel('To', { exact: true });
    await toInput.fill('2026-11-01');
    await expect.poll(() => page.getByText('Tanggal Tidak Valid').count()).toBe(1);
    expect(await page.getByText('Tanggal mulai harus sebelum tanggal akhir').count()).toBe(1);
    expect(page.url()).toContain('to=2026-11-20');

    await toInput.fill('2026-11-20');
    await fromInput.fill('2025-01-02');
    await expect.poll(() => page.getByText('Rentang Tanggal Terlalu Panjang').count()).toBe(1);
    expect(await page.getByText('Maksimal rentang tanggal adalah 1 tahun').count()).toBe(1);
    expect(page.url()).toContain('from=2026-11-02');

    await fromInput.fill('2026-11-09');
    await page.waitForURL(/from=2026-11-09/);
    expect(await page.getByRole('alert').filter({ hasText: 'Tanggal' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Split' }).click();
    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    await page.waitForURL(/mode=split/);
    await page.waitForURL(/board=ALL/);
    await expect
      .poll(() => page.getByRole('figure', { name: /\(Split\)$/ }).count(), { timeout: 15_000 })
      .toBe(1);

    // Each broker's holding at the last close, as the API values it for this window and board.
    const expected = await apiGet<Inventory>(
      baseUrl,
      token,
      '/market/inventory?symbol=BBCA&brokers=LG,CC&from=2026-11-09&to=2026-11-20&board=ALL',
    );
    const holdings = page.getByTestId('inventory-holdings').locator('tbody tr');
    const wanted = expected.brokers.map(({ broker, holding }) => [
      broker,
      lot(holding.netLot),
      holding.avgCost === null ? '–' : twoDecimals.format(holding.avgCost),
    ]);
    await expect
      .poll(
        () =>
          holdings.evaluateAll((rows) =>
            rows.map((row) => {
              const cells = Array.from(row.querySelectorAll('td')).map(
                (cell) => cell.textContent?.trim() ?? '',
              );
              return [row.getAttribute('data-broker') ?? '', cells[2] ?? '', cells[3] ?? ''];
            }),
          ),
        { timeout: 15_000 },
      )
      .toEqual(wanted);

    // A reversed window in a shared link gets the same warning instead of a chart.
    await page.goto(`${baseUrl}/broker-activity/inventory?ticker=BBCA&from=2026-11-20&to=2026-11-02`);
    await expect.poll(() => page.getByText('Tanggal Tidak Valid', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.getByText('Tanggal Tidak Valid: Tanggal mulai harus sebelum tanggal akhir').count())
      .toBe(3);
    expect(await page.getByTestId('inventory-chart').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('draws each broker line in its own colour, in both themes, with the category in the legend', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    const brokers = await apiGet<{ brokers: { code: string; category: string; colour: string }[] }>(
      baseUrl,
      token,
      '/market/brokers',
    );
    const group = new Map(brokers.brokers.map((broker) => [broker.code, broker]));
    // The defaults LG, MG and BR share one colour group: the case that used to draw three orange lines.
    expect(new Set(['LG', 'MG', 'BR'].map((code) => group.get(code)?.colour)).size).toBe(1);

    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.goto(`${baseUrl}/broker-activity/inventory`);
      await expect.poll(() => chartSeries(page), { timeout: 15_000 }).toBe('LG,MG,BR');
      const colours = (await page.getByTestId('inventory-chart').getAttribute('data-broker-colours'))!.split(
        ',',
      );
      expect(new Set(colours).size).toBe(3);
      // Every one of those colours is actually painted on the chart's canvases.
      await expect
        .poll(
          () =>
            page.getByTestId('inventory-chart').evaluate((chart, wanted) => {
              const seen = new Set<string>();
              for (const canvas of Array.from(chart.querySelectorAll('canvas'))) {
                const context = canvas.getContext('2d');
                if (!context || canvas.width === 0 || canvas.height === 0) continue;
                const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
                for (let i = 0; i < pixels.length; i += 4) {
                  if (pixels[i + 3] !== 255) continue;
                  const hex = [pixels[i], pixels[i + 1], pixels[i + 2]]
                    .map((value) => value!.toString(16).padStart(2, '0'))
                    .join('');
                  seen.add(`#${hex}`);
                }
              }
              return wanted.filter((colour) => seen.has(colour.toLowerCase()));
            }, colours),
          { timeout: 10_000 },
        )
        .toEqual(colours);
      // The legend names each broker's category beside its line.
      const legend = page.getByRole('list', { name: 'Chart legend' }).getByRole('listitem');
      for (const code of ['LG', 'MG', 'BR']) {
        expect(await legend.filter({ hasText: code }).first().textContent()).toContain(
          group.get(code)!.category,
        );
      }
    }
    expect(browser.errors).toEqual([]);
  });
});
