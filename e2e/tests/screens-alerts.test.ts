import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, signInByApi, signInThroughUi } from '../support/accounts.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { waitForMarket } from '../support/market.ts';

type Run = { asOf: string; universe: number; rows: { symbol: string }[] };

const FOREIGN_BUYING = {
  combine: 'and',
  groups: [
    {
      combine: 'and',
      rules: [{ metric: { id: 'foreignNet1d' }, op: 'gt', right: { kind: 'value', value: 0 } }],
    },
  ],
};
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

describe('custom screens and alerts', () => {
  let browser: BrowserSession;
  let account: { email: string; password: string };
  let expected: Run;

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    account = await createVerifiedAccount(baseUrl);
    const token = (await signInByApi(baseUrl, account.email, account.password)).access_token;
    await waitForMarket(baseUrl, token);
    const response = await fetch(`${baseUrl}/api/screens/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ definition: FOREIGN_BUYING }),
    });
    expected = ((await response.json()) as { data: Run }).data;
  });

  afterEach(() => browser.close());

  it('builds a screen, saves it, reopens it from its shared URL and creates an alert from it', async () => {
    browser = await openBrowser();
    const { page, baseUrl } = browser;
    await signInThroughUi(page, baseUrl, account.email, account.password);
    await page.goto(`${baseUrl}/screens`);

    const rule = page.getByRole('group', { name: 'Rule 1 of group 1' });
    await page.getByRole('button', { name: 'Add rule to group 1' }).click();
    await rule.getByLabel('Metric', { exact: true }).selectOption('foreignNet1d');
    await rule.getByLabel('Operator').selectOption('gt');
    await rule.getByLabel('Value').fill('0');
    await page.getByRole('button', { name: 'Run' }).click();
    const summary = page.getByTestId('results-summary');
    const summaryText = `${expected.rows.length} stocks of ${expected.universe} · as of ${longDate(expected.asOf)}`;
    await expect.poll(() => summary.innerText(), { timeout: 20_000 }).toBe(summaryText);
    const results = page.getByRole('region', { name: 'Screen results' });
    expect((await results.getByRole('link').allInnerTexts()).sort()).toEqual(
      expected.rows.map((row) => row.symbol).sort(),
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Foreign buying today');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBe(1);
    await page.waitForURL(/[?&]id=/);

    // The shared URL alone brings the screen back, rules and results.
    const shared = page.url();
    await page.goto(`${baseUrl}/dashboard`);
    await page.goto(shared);
    await expect.poll(() => summary.innerText(), { timeout: 20_000 }).toBe(summaryText);
    expect(await rule.getByLabel('Metric', { exact: true }).inputValue()).toBe('foreignNet1d');

    await page.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByRole('button', { name: 'Enter or leave' }).click();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect.poll(() => page.getByText('Alert created').count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/alerts`);
    await expect
      .poll(() => page.getByText('Foreign buying today changes').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/1 of 3 active alerts/).count()).toBe(1);
  });
});
