/**
 * `npm run bench -- screens`: the analysis screens of the built app (run `npm run build` first).
 * Time from navigation to the table or chart painted: the real server on a temporary data directory
 * with the default demo market, one verified member signed in through the page, then per screen one
 * cold load (server caches empty) and SCREEN_RUNS more (median and p95) of a full page load of the
 * screen's path until its readySelector is visible. Each screen's JS size is `npm run bench -- bundle`.
 * SCREEN_RUNS sets the number of runs, SCREEN_NAMES a comma-separated subset of the screens' names.
 * Add a screen by adding one entry to SCREENS. Loopback only; every wait has a deadline.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createVerifiedAccount, fillLogin, signInByApi } from '../../e2e/support/accounts.ts';
import { apiGet } from '../../e2e/support/market.ts';
import { spawnChildServer, waitForChildServer } from '../../apps/server/test/support/child-server.ts';
import { waitUntil } from './server-support.ts';

type Screen = {
  name: string;
  /** Path with the query the screen is opened with. */
  path: string;
  /** Appears once the screen's data is on screen (not a skeleton). */
  readySelector: string;
};

export const SCREENS: Screen[] = [
  {
    name: 'Done Summary',
    path: '/stock-transaction/done-summary?symbol=BBCA&quick=1week',
    readySelector: '[data-testid="done-summary-total"]',
  },
  {
    name: 'Done Detail',
    path: '/stock-transaction/done-detail?symbol=BBCA&quick=1week',
    readySelector: 'table tbody tr',
  },
  {
    name: 'Broker Transaction',
    path: '/broker-activity/transaction?broker=MG&quick=1week',
    readySelector: 'table[data-side="buy"] tbody tr',
  },
  {
    name: 'Broker Summary',
    path: '/broker-activity/summary?symbol=BBCA&quick=1week',
    readySelector: 'table tbody tr',
  },
  {
    name: 'Broker Inventory',
    path: '/broker-activity/inventory?symbol=BBCA',
    readySelector: '[data-testid="big-five-table"] tbody tr',
  },
  {
    name: 'Dashboard',
    path: '/dashboard?symbol=BBRI',
    readySelector: '[data-testid="price-action-last"]',
  },
  {
    name: 'RRG',
    path: '/market-rotation/rrg',
    readySelector: '[data-testid="rrg-legend-item"]',
  },
  {
    name: 'RRC',
    path: '/market-rotation/rrc',
    readySelector: '[data-testid="rrc-legend-item"]',
  },
  {
    name: 'Seasonality',
    path: '/market-rotation/seasonality',
    readySelector: '[data-testid^="seasonality-"] tbody tr',
  },
  {
    name: 'Trend Filter',
    path: '/market-rotation/trend-filter',
    readySelector: 'table tbody tr',
  },
  {
    name: 'Screener heat-map',
    path: '/story/accumulation-distribution',
    readySelector: '[data-testid="screener-scroll"] tbody tr:not([aria-hidden]) td',
  },
  {
    name: 'Market Analysis',
    path: '/story/market-participant?symbol=BBCA',
    readySelector: '[data-testid="analysis-legend"]',
  },
  {
    name: 'Ownership',
    path: '/story/ownership?symbol=BBCA',
    readySelector: '[data-testid="ownership-slice"]',
  },
  {
    name: 'Foreign Flow',
    path: '/story/foreign-flow?symbol=BBCA',
    readySelector: '[data-testid="flow-readout"]',
  },
  {
    name: 'Astrology',
    path: '/astrology',
    readySelector: '[data-testid="spike-row"]',
  },
  {
    name: 'Ba Zi calendar',
    path: '/astrology/lunar',
    readySelector: '[data-testid="day-pillar"]',
  },
  {
    name: 'Technical Analysis',
    path: '/technical-analysis?symbol=BBCA',
    readySelector: '[data-testid="price-chart"] canvas',
  },
];

const SCREEN_RUNS = Number(process.env.SCREEN_RUNS ?? 10);
/** SCREEN_NAMES='Done Summary,RRG' times only those screens (names as in SCREENS). */
const SCREEN_NAMES = (process.env.SCREEN_NAMES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const READY_TIMEOUT_MS = 30_000;
const MARKET_TIMEOUT_MS = 240_000;
const PASSWORD = 'Secret123';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function startServer(dataDir: string) {
  return spawnChildServer(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The default demo market's size, on a fixed last day so runs compare.
      DEMO_END_DATE: '2026-11-20',
    },
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

async function timeToReady(page: Page, url: string, selector: string): Promise<number> {
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'visible', timeout: READY_TIMEOUT_MS });
  // The frame after the rows exist is the one that shows them.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))');
  return performance.now() - started;
}

async function reportPaintTimes(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-bench-screens-'));
  const serverStarted = performance.now();
  const server = await startServer(dataDir);
  const baseUrl = server.baseUrl;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await waitForChildServer(server);
    const account = await createVerifiedAccount(baseUrl, { email: 'bench-screens@example.com' });
    const token = (await signInByApi(baseUrl, account.email, PASSWORD)).access_token;
    await waitUntil(
      'demo market ready',
      MARKET_TIMEOUT_MS,
      async () => (await apiGet<{ ready: boolean }>(baseUrl, token, '/market/status')).ready,
    );
    const readyAfter = (performance.now() - serverStarted) / 1000;
    console.log(`screens   demo market ready ${readyAfter.toFixed(1)} s after the server started`);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${baseUrl}/auth?mode=login`);
    await fillLogin(page, account.email, PASSWORD);
    await page.waitForURL(`${baseUrl}/dashboard`);

    const chosen =
      SCREEN_NAMES.length === 0 ? SCREENS : SCREENS.filter((screen) => SCREEN_NAMES.includes(screen.name));
    for (const screen of chosen) {
      const url = `${baseUrl}${screen.path}`;
      const cold = await timeToReady(page, url, screen.readySelector);
      const runs: number[] = [];
      for (let run = 0; run < SCREEN_RUNS; run++)
        runs.push(await timeToReady(page, url, screen.readySelector));
      runs.sort((a, b) => a - b);
      console.log(
        `screens   ${screen.name.padEnd(20)} cold ${cold.toFixed(0).padStart(5)} ms   ` +
          `median ${percentile(runs, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(runs, 95).toFixed(0).padStart(5)} ms` +
          `   (${SCREEN_RUNS} full loads to "${screen.readySelector}")`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before this bench.');
  }
  await reportPaintTimes();
}
