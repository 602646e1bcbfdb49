import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { apiGet, waitForMarket } from '../support/market.ts';

type FootprintData = {
  date: string;
  candles: {
    timestamp: number;
    volumeLevels: { price: number; bidVolume: number; askVolume: number }[];
  }[];
};

const WAIT = { timeout: 15_000 };
const idNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });
const idTime = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

describe('Technical Analysis colours and footprint', () => {
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

  it('keeps bullish/bearish colours on the server across reloads and browsers of the same member', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    // A member of its own: the colours it saves stay on the server, and a retry starts from the defaults.
    const member = await createVerifiedAccount(baseUrl);
    const memberToken = (await signInByApi(baseUrl, member.email, member.password)).access_token;
    await signInThroughUi(page, baseUrl, member.email, member.password);
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBRI`);
    await expect.poll(() => page.getByTestId('price-chart').count(), WAIT).toBe(1);

    let settings = await openSettings(page);
    expect(await settings.getByLabel('Bullish').inputValue()).toBe('#16a34a');
    expect(await settings.getByLabel('Bearish').inputValue()).toBe('#dc2626');
    await settings.getByLabel('Bullish').fill('#1d4ed8');
    await settings.getByLabel('Bearish').fill('#f59e0b');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => settings.count(), WAIT).toBe(0);
    expect(await apiGet(baseUrl, memberToken, '/me/chart-preferences')).toEqual({
      bullish_color: '#1d4ed8',
      bearish_color: '#f59e0b',
    });

    await page.reload();
    await expect.poll(() => page.getByTestId('price-chart').count(), WAIT).toBe(1);
    settings = await openSettings(page);
    expect(await settings.getByLabel('Bullish').inputValue()).toBe('#1d4ed8');
    await browser.close();

    // Another browser (empty storage) of the same member reads the colours from the server.
    browser = await openBrowser();
    await signInThroughUi(browser.page, browser.baseUrl, member.email, member.password);
    await browser.page.goto(`${browser.baseUrl}/technical-analysis?symbol=BBRI`);
    await expect.poll(() => browser.page.getByTestId('price-chart').count(), WAIT).toBe(1);
    settings = await openSettings(browser.page);
    await expect.poll(() => settings.getByLabel('Bullish').inputValue(), WAIT).toBe('#1d4ed8');
    expect(await settings.getByLabel('Bearish').inputValue()).toBe('#f59e0b');
    expect(await browser.page.evaluate(() => localStorage.getItem('userChartColors'))).toBe(
      JSON.stringify({ bullish: '#1d4ed8', bearish: '#f59e0b' }),
    );
  });

  it('shows the API bid and ask volume of the level under the crosshair', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBCA&style=footprint&tf=5M`);
    const canvas = page.getByTestId('footprint-canvas');
    await expect.poll(() => canvas.count(), WAIT).toBe(1);
    const footprint = await apiGet<FootprintData>(
      baseUrl,
      token,
      '/market/footprint?symbol=BBCA&timeframe=5M',
    );
    expect(await page.getByLabel('Trade date').inputValue()).toBe(footprint.date);

    // Walk down the rightmost candle's column until the crosshair sits on a traded level.
    const box = (await canvas.boundingBox()) as { x: number; y: number; width: number; height: number };
    const tooltip = page.getByTestId('footprint-tooltip');
    const field = (name: string) => tooltip.locator(`[data-field="${name}"]`).innerText();
    let found = false;
    for (let y = 10; y < box.height - 50 && !found; y += 6) {
      await page.mouse.move(box.x + box.width - 72 - 60, box.y + y);
      if (!(await tooltip.isVisible())) continue;
      found = (await field('bid')) !== '0' || (await field('ask')) !== '0';
    }
    expect(found).toBe(true);

    const [price, time, bid, ask, delta] = await Promise.all(
      ['price', 'time', 'bid', 'ask', 'delta'].map(field),
    );
    const candle = footprint.candles.find((item) => idTime.format(new Date(item.timestamp * 1000)) === time);
    const level = candle?.volumeLevels.find((item) => idNumber.format(item.price) === price);
    expect(level, `${time} ${price}`).toBeDefined();
    expect(bid).toBe(idNumber.format(level?.bidVolume ?? -1));
    expect(ask).toBe(idNumber.format(level?.askVolume ?? -1));
    expect(delta).toBe(idNumber.format((level?.askVolume ?? 0) - (level?.bidVolume ?? 0)));

    // Arrow keys scroll by 50 px: the same point now shows an earlier candle.
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.mouse.move(box.x + box.width - 72 - 61, box.y + 200);
    await expect.poll(() => field('time'), WAIT).not.toBe(time);
  });

  it('opens fitted to the prices in view and keeps the tooltip off the cursor, flipped near the edges', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBCA&style=footprint&tf=5M`);
    const canvas = page.getByTestId('footprint-canvas');
    await expect.poll(() => canvas.getAttribute('data-price-top'), WAIT).not.toBeNull();
    const footprint = await apiGet<FootprintData>(
      baseUrl,
      token,
      '/market/footprint?symbol=BBCA&timeframe=5M',
    );
    const prices = [
      ...new Set(footprint.candles.flatMap((candle) => candle.volumeLevels.map((level) => level.price))),
    ].sort((a, b) => a - b);
    const step = Math.min(...prices.slice(1).map((price, i) => price - prices[i]!));

    const price = async (name: string) => Number(await canvas.getAttribute(name));
    const top = await price('data-price-top');
    const bottom = await price('data-price-bottom');
    const high = await price('data-data-high');
    const low = await price('data-data-low');
    // Every price of the candles in view is on screen, with a few rows of air at most on either side
    // (the chart keeps 320 px even for a day of one price) and about as much above as below.
    expect(top).toBeGreaterThanOrEqual(high);
    expect(bottom).toBeLessThanOrEqual(low);
    expect(top - high).toBeLessThanOrEqual(4 * step + 1e-9);
    expect(low - bottom).toBeLessThanOrEqual(4 * step + 1e-9);
    expect(Math.abs(top - high - (low - bottom))).toBeLessThanOrEqual(step + 1e-9);

    const box = (await canvas.boundingBox())!;
    const plotRight = box.width - 72;
    const plotBottom = box.height - 44;
    const tooltip = page.getByTestId('footprint-tooltip');
    for (const [x, y] of [
      [plotRight / 2, plotBottom / 2],
      [plotRight - 10, plotBottom / 2],
      [plotRight / 2, plotBottom - 6],
      [plotRight - 10, plotBottom - 6],
      [10, 10],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y);
      await expect.poll(() => tooltip.isVisible(), WAIT).toBe(true);
      const tip = (await tooltip.boundingBox())!;
      // Clear of the cursor's row: entirely above or below a band of 12 px either side of it.
      const cursorY = box.y + y;
      const clear = tip.y >= cursorY + 12 || tip.y + tip.height <= cursorY - 12;
      expect(clear, `tooltip over the cursor's row at ${x}, ${y}`).toBe(true);
      // Inside the chart, not cut off by its edges.
      expect(tip.x).toBeGreaterThanOrEqual(box.x);
      expect(tip.x + tip.width).toBeLessThanOrEqual(box.x + box.width);
      expect(tip.y + tip.height).toBeLessThanOrEqual(box.y + box.height);
    }
  });
});
