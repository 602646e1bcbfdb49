import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, fillLogin, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForMarket } from '../support/market.ts';

describe('shared links', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    const token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
  });

  afterEach(() => browser.close());

  it('brings a signed-out visitor back to the requested page and query after signing in', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    const shared = '/broker-activity/summary?symbol=TLKM&quick=custom&dates=2026-11-19,2026-11-20';
    await page.goto(`${baseUrl}${shared}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await fillLogin(page, account.email, account.password);

    await page.waitForURL(`${baseUrl}${shared}`);
    await expect
      .poll(() => page.getByRole('table', { name: /^Broker Summary - TLKM/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });

  it.each(['//evil.example.com/steal', 'https://evil.example.com/', '/\\evil.example.com'])(
    'goes to the dashboard, never off the site, for a sign-in link naming %s',
    async (target) => {
      browser = await openBrowser();
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}/auth?next=${encodeURIComponent(target)}`);
      await fillLogin(page, account.email, account.password);
      await page.waitForURL(`${baseUrl}/dashboard`);
    },
  );

  it('reads symbol= on the broker and stock-transaction screens, still reads ticker=, and writes symbol=', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);

    await page.goto(`${baseUrl}/broker-activity/summary?symbol=TLKM&quick=1week`);
    await expect
      .poll(() => page.getByRole('table', { name: /^Broker Summary - TLKM/ }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto(`${baseUrl}/stock-transaction/done-summary?symbol=TLKM&quick=1day`);
    const stock = page.getByRole('combobox');
    await expect.poll(() => stock.inputValue(), { timeout: 15_000 }).toBe('TLKM');

    await page.goto(`${baseUrl}/broker-activity/inventory?symbol=TLKM`);
    const ticker = page.getByRole('combobox', { name: 'Ticker' });
    await expect.poll(() => ticker.inputValue(), { timeout: 15_000 }).toBe('TLKM');

    // A link shared before the rename still opens its stock; choosing another writes symbol= only.
    await page.goto(`${baseUrl}/stock-transaction/done-summary?ticker=TLKM&quick=1day`);
    await expect.poll(() => stock.inputValue(), { timeout: 15_000 }).toBe('TLKM');
    await stock.fill('bbr');
    await page.getByRole('option', { name: /^BBRI/ }).click();
    await page.waitForURL(/symbol=BBRI/);
    expect(new URL(page.url()).searchParams.has('ticker')).toBe(false);

    await page.goto(`${baseUrl}/dashboard?ticker=TLKM`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Bandarmology · TLKM' }).count(), { timeout: 15_000 })
      .toBe(1);
  });
});

describe('Done Summary dates', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };

  beforeAll(async () => {
    account = await createVerifiedAccount(inject('baseUrl'));
  });

  afterEach(() => browser.close());

  it('names the dates it leaves out when a range takes the selection past 7', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    // 1 Week: 2026-11-16 … 2026-11-20; adding 11-10 … 11-13 makes 9 trading days.
    await page.goto(`${baseUrl}/stock-transaction/done-summary?symbol=BBCA&quick=1week`);
    await expect
      .poll(() => page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem').count(), {
        timeout: 15_000,
      })
      .toBe(5);
    await page.getByLabel('From', { exact: true }).fill('2026-11-10');
    await page.getByLabel('To', { exact: true }).fill('2026-11-13');
    await page.getByRole('button', { name: 'Add dates' }).click();

    await expect.poll(() => page.getByText('Terlalu Banyak Tanggal').count()).toBe(1);
    await expect
      .poll(() =>
        page.getByText(/Maksimal 7 tanggal yang bisa dipilih.*Sel, 10 Nov 2026; Rab, 11 Nov 2026/).count(),
      )
      .toBe(1);
    const chips = page.getByRole('list', { name: 'Selected dates' }).getByRole('listitem');
    await expect.poll(() => chips.count()).toBe(7);
    expect(await chips.first().getAttribute('data-date')).toBe('2026-11-12');
  });
});
