/**
 * `npm run bench -- story`: the Accumulation Distribution screener in Chromium with about 900 rows
 * (the IDX lists ~900 stocks; the demo market has ~90). The server loads a small demo market, the
 * bench reads its real /api/market/screener answer and hands the page ten copies of those rows with
 * suffixed symbols (AADI, AADI1, ..., AADI9), so the figures describe the full-market table size.
 * Prints: time to the first rendered rows, rows in the DOM (virtualised), time for a sort and for
 * turning on the optional columns, and frame times while scrolling the table top to bottom.
 * Needs a built web app (`npm run build`). Loopback only; bounded waits.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';

const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const COPIES = 10;
const SCROLL_STEP_PX = 240;
const WAIT_MS = 60_000;

type ScreenerData = { asOf: string; rows: { symbol: string }[] };

async function waitForMarket(baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/market/status`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (((await response.json()) as { data: { ready: boolean } }).data.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo market did not become ready within 120 s');
}

// Page-side code is passed as strings: this file is type-checked without the DOM library, and tsx
// would wrap functions declared inside page.evaluate callbacks in a __name() the page lacks.
const FIRST_SYMBOL = `document.querySelector('tbody tr[data-symbol]')?.getAttribute('data-symbol') ?? null`;

/** Milliseconds from now until the screener's first row is not `before` (or, with null, appears). */
const untilFirstRowChanges = (before: string | null) => `new Promise((resolve) => {
  const started = performance.now();
  const check = () => {
    const first = ${FIRST_SYMBOL};
    if (first !== null && first !== ${JSON.stringify(before)}) resolve(performance.now() - started);
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Client-side navigation to the screener, as a member moves between screens. */
const NAVIGATE_TO_SCREENER = `window.history.pushState({}, '', '/story/accumulation-distribution');
window.dispatchEvent(new PopStateEvent('popstate'));`;

/** Mean duration of `count` animation frames with nothing to do. */
const idleFrames = (count: number) => `(async () => {
  let total = 0;
  let last = performance.now();
  for (let i = 0; i < ${count}; i++) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    total += now - last;
    last = now;
  }
  return total / ${count};
})()`;

/** Scrolls the table to the bottom, one step per frame; each frame's duration and the last row. */
const scrollToBottom = (step: number) => `(async () => {
  const scroller = document.querySelector('[data-testid="screener-scroll"]');
  const durations = [];
  let last = performance.now();
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
    scroller.scrollTop += ${step};
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = performance.now();
    durations.push(now - last);
    last = now;
  }
  const rows = document.querySelectorAll('tbody tr[data-symbol]');
  return { durations, lastSymbol: rows[rows.length - 1]?.getAttribute('data-symbol') ?? null };
})()`;

export async function run(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: distDir,
      DEMO_YEARS: '2',
      DEMO_TRADE_DAYS: '1',
      DEMO_TRADES_PER_DAY: '10',
    }),
    { database },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  void app.marketSeeding.start();
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const user = await createUser(database.db, { email: 'story@bench.test' });
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, remember: false }),
    });
    const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session
      .access_token;
    await waitForMarket(baseUrl, token);
    const screener = (await (
      await fetch(`${baseUrl}/api/market/screener`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: ScreenerData };
    const rows = Array.from({ length: COPIES }, (_, copy) =>
      screener.data.rows.map((row) => ({ ...row, symbol: copy === 0 ? row.symbol : `${row.symbol}${copy}` })),
    ).flat();
    const body = JSON.stringify({ ok: true, data: { asOf: screener.data.asOf, rows } });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(WAIT_MS);
    await page.route('**/api/market/screener', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    await page.goto(`${baseUrl}/auth?mode=login`);
    await page.getByLabel('Login').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    // Client-side navigation, as a member moves between screens: route chunk + API + render.
    // The timer starts before the navigation, in the same page task.
    const navigationMs = await page.evaluate<number>(
      `(() => { const shown = ${untilFirstRowChanges(null)}; ${NAVIGATE_TO_SCREENER} return shown; })()`,
    );
    const domRows = await page.locator('tbody tr[data-symbol]').count();
    console.log(
      `story  screener ${rows.length} rows: first rows shown ${navigationMs.toFixed(0)} ms after navigation`,
    );
    console.log(`story  rows in the DOM: ${domRows} of ${rows.length} (virtualised)`);

    const header = (name: string) =>
      page.getByRole('columnheader', { name, exact: true }).getByRole('button');
    const sortWait = page.evaluate<number>(
      untilFirstRowChanges(await page.evaluate<string | null>(FIRST_SYMBOL)),
    );
    await header('D0').click();
    console.log(`story  sort D0 ascending: ${(await sortWait).toFixed(0)} ms to the new first row`);
    const descWait = page.evaluate<number>(
      untilFirstRowChanges(await page.evaluate<string | null>(FIRST_SYMBOL)),
    );
    await header('D0').click();
    console.log(`story  sort D0 descending: ${(await descWait).toFixed(0)} ms to the new first row`);

    const toggleStarted = Date.now();
    await page.getByLabel('Volume Change').check();
    await page.getByLabel('Moving Average').check();
    await page.getByRole('columnheader', { name: '>ma200', exact: true }).waitFor();
    console.log(`story  Volume Change + Moving Average on (26 columns): ${Date.now() - toggleStarted} ms`);

    // The same number of frames with nothing to do: what the machine's load alone costs a frame.
    const idle = await page.evaluate<number>(idleFrames(120));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries(
        (
          (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
        ).metrics.map((metric) => [metric.name, metric.value]),
      ) as Record<string, number>;
    const startMetrics = await metrics();
    const frames = await page.evaluate<{ durations: number[]; lastSymbol: string | null }>(
      scrollToBottom(SCROLL_STEP_PX),
    );
    const sorted = [...frames.durations].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
    console.log(
      `story  scroll top to bottom in ${sorted.length} steps of ${SCROLL_STEP_PX} px: frame mean ${mean.toFixed(1)} ms, ` +
        `p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms, over 50 ms: ${sorted.filter((d) => d > 50).length}`,
    );
    const endMetrics = await metrics();
    const spent = (name: string) => (((endMetrics[name] ?? 0) - (startMetrics[name] ?? 0)) * 1000).toFixed(0);
    console.log(
      `story  scroll main-thread time: script ${spent('ScriptDuration')} ms, style ${spent('RecalcStyleDuration')} ms, ` +
        `layout ${spent('LayoutDuration')} ms, all tasks ${spent('TaskDuration')} ms`,
    );
    console.log(
      `story  idle frame mean on this machine now: ${idle.toFixed(1)} ms (load average ${loadavg()[0]?.toFixed(1)})`,
    );
    if (frames.lastSymbol === null) throw new Error('no rows were shown at the bottom of the table');
  } finally {
    await browser.close();
    await app.close();
  }
}
