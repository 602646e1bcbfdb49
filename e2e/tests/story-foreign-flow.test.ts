import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type Sum = { days: number; netBuy: number; netValue: number };
type ForeignFlow = {
  flows: { time: string; netBuy: number }[];
  candles: { time: string; close: number }[];
  summary: { streak: Sum & { side: 'buy' | 'sell' | 'none'; since: string | null }; last5: Sum; last20: Sum };
};

const twoDecimals = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const short = (value: number) => {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1e9) return `${sign}${twoDecimals.format(size / 1e9)}B`;
  if (size >= 1e6) return `${sign}${twoDecimals.format(size / 1e6)}M`;
  return `${sign}${new Intl.NumberFormat('id-ID').format(Math.round(size))}`;
};
const rupiah = (value: number) => {
  const text = short(value);
  return /^[+-]/.test(text) ? `${text[0]}Rp${text.slice(1)}` : `Rp${text}`;
};

/** Panes lightweight-charts drew in one chart: its table rows that hold a plot canvas. */
const paneCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((charts) =>
      charts.map(
        (chart) =>
          Array.from(chart.querySelectorAll('table tr')).filter(
            (row) => row.querySelectorAll('canvas').length > 0 && row.getBoundingClientRect().height > 40,
          ).length,
      ),
    );

describe('Foreign Flow Analysis', () => {
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

  it('shows the streak and 5-/20-day sums the API gives, and switches Combine and Split panes', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/story/foreign-flow?ticker=TLKM`);

    const api = await apiGet<ForeignFlow>(baseUrl, token, '/market/foreign-flow?symbol=TLKM&days=60');
    const { streak, last5, last20 } = api.summary;
    const streakValue =
      streak.side === 'none'
        ? 'No streak'
        : `${streak.days} ${streak.days === 1 ? 'day' : 'days'} net ${streak.side}`;
    await expect
      .poll(() => page.getByTestId('flow-streak-value').innerText(), { timeout: 15_000 })
      .toBe(streakValue);
    if (streak.since) {
      const lines = await page.getByTestId('flow-streak').getByTestId('flow-streak-line').allInnerTexts();
      expect(lines[1]).toBe(`${short(streak.netBuy)} shares · ${rupiah(streak.netValue)}`);
      expect(await page.getByTestId('flow-streak').locator('time').getAttribute('datetime')).toBe(
        streak.since,
      );
    }
    for (const [testId, sum] of [
      ['flow-sum-5', last5],
      ['flow-sum-20', last20],
    ] as const) {
      expect(await page.getByTestId(`${testId}-value`).innerText()).toBe(`${short(sum.netBuy)} shares`);
      expect(await page.getByTestId(`${testId}-line`).innerText()).toBe(
        `${rupiah(sum.netValue)} over ${sum.days} days`,
      );
    }
    // The readout starts on the latest day with its close.
    const last = api.candles.at(-1)!;
    expect(await page.getByTestId('flow-readout').innerText()).toContain(
      `Close ${new Intl.NumberFormat('id-ID').format(last.close)}`,
    );

    // Combine: one chart of three panes (price, foreign net flow, volume).
    await expect.poll(() => paneCount(page, '[data-testid="flow-chart-combine"]')).toEqual([3]);
    expect(await page.getByTestId('flow-pane-title').allInnerTexts()).toEqual([
      'Price',
      'Foreign Net Flow',
      'Volume',
    ]);

    // Split: three charts of one pane each.
    await page.getByRole('button', { name: 'Split' }).click();
    await page.waitForURL(/mode=split/);
    const split = '[data-testid="flow-chart-split"] [role="figure"]';
    await expect.poll(() => paneCount(page, split)).toEqual([1, 1, 1]);
    expect(
      await page.locator(split).evaluateAll((charts) => charts.map((c) => c.getAttribute('aria-label'))),
    ).toEqual(['Price of TLKM', 'Foreign Net Flow of TLKM', 'Volume of TLKM']);
    expect(await page.getByTestId('flow-chart-combine').count()).toBe(0);

    // A shorter range keeps the summary (it always looks back far enough) and the mode.
    await page.getByRole('button', { name: '1M' }).click();
    await page.waitForURL(/period=1M/);
    await page.reload();
    await expect.poll(() => paneCount(page, split), { timeout: 15_000 }).toEqual([1, 1, 1]);
    expect(await page.getByTestId('flow-streak-value').innerText()).toBe(streakValue);
    expect(await page.getByTestId('flow-sum-20-line').innerText()).toBe(
      `${rupiah(last20.netValue)} over 20 days`,
    );
    expect(browser.errors).toEqual([]);

    // An unknown ticker in the URL shows the API's message with a way to retry.
    await page.goto(`${baseUrl}/story/foreign-flow?ticker=ZZZZ`);
    await expect.poll(() => page.getByText('No tickers found').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  });
});
