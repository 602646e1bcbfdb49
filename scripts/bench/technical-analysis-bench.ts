/**
 * `npm run bench -- technical-analysis`: the chart screen in headless Chromium against the built app
 * (run `npm run build` first), on an in-memory PGlite with a one-year, one-trade-day demo market:
 *   (a) time to first paint of 10,000 daily candles with SMA 20, RSI 14 and MACD (plus volume),
 *       from choosing the CSV file to the frame after the chart has its panes;
 *   (b) frame time while dragging the footprint of one day of 1-minute candles: the interval
 *       between animation frames and the time each canvas draw takes (goal: median < 16 ms).
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { lastCompleteTradingDay } from '@pantau/market';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadDemoMarketIfEmpty } from '../../apps/server/src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';

const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const CANDLES = 10_000;
const PAINT_RUNS = 3;
const PAN_MOVES = 150;
const FRAME_GOAL_MS = 16;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** 10,000 consecutive weekdays of a random walk, as a user's own CSV would hold them. */
function dailyCsv(): string {
  const lines = ['date,open,high,low,close,volume'];
  const day = new Date(Date.UTC(1988, 0, 4));
  let close = 1_000;
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  while (lines.length <= CANDLES) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      const open = close;
      close = Math.max(50, Math.round(open * (1 + (random() - 0.5) * 0.04)));
      const high = Math.max(open, close) + Math.round(random() * 10);
      const low = Math.max(1, Math.min(open, close) - Math.round(random() * 10));
      lines.push(
        `${day.toISOString().slice(0, 10)},${open},${high},${low},${close},${Math.round(random() * 1e7)}`,
      );
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return lines.join('\n');
}

export async function run(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: 'none',
    WEB_DIST_DIR: distDir,
    DEMO_YEARS: '1',
    DEMO_TRADE_DAYS: '1',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATA_DIR: '/tmp/pantau-technical-analysis-bench',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await buildApp(config, { database });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const options = {
      ...config.market.demo,
      endDate: config.market.demo.endDate ?? lastCompleteTradingDay(new Date()),
    };
    await loadDemoMarketIfEmpty(database, options, pino({ level: 'silent' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(database.db, { email: 'chart-bench@pantau.test' });

    const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
    await page.goto(`${baseUrl}/auth?mode=login`);
    await page.getByLabel('Login').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    const indicators = [
      ['volume', 'volume_histogram', 'Volume', 0, true],
      ['sma', 'sma', 'SMA', 20, false],
      ['rsi', 'rsi', 'RSI', 14, true],
      ['macd', 'macd', 'MACD', 26, true],
    ].map(([id, type, name, period, separateScale]) => ({
      id,
      type,
      name,
      period,
      separateScale,
      color: '#2563eb',
      enabled: true,
    }));
    // Page scripts are strings: functions compiled by tsx would call helpers the page lacks.
    await page.evaluate(
      `localStorage.setItem('chartIndicators', ${JSON.stringify(JSON.stringify(indicators))})`,
    );

    // (a) First paint of 10,000 daily candles with three indicators.
    const csv = Buffer.from(dailyCsv());
    const paints: number[] = [];
    for (let runIndex = 0; runIndex < PAINT_RUNS; runIndex++) {
      await page.goto(`${baseUrl}/technical-analysis?symbol=BBCA&tf=1D`);
      await page.getByTestId('price-chart').waitFor({ timeout: 60_000 });
      await page.evaluate(
        `document.querySelector('input[type=file]').addEventListener('change', () => { window.chosenAt = performance.now(); }, { capture: true, once: true })`,
      );
      await page
        .getByLabel('CSV file')
        .setInputFiles({ name: `bench-${runIndex}.csv`, mimeType: 'text/csv', buffer: csv });
      const paint = await page.evaluate<number>(`new Promise((resolve) => {
        const check = () => {
          const source = document.querySelector('[data-testid=last-close]')?.textContent ?? '';
          const chart = document.querySelector('[data-testid=price-chart]');
          if (source.includes('bench-') && chart?.getAttribute('data-panes') === '4') {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - window.chosenAt)));
          } else requestAnimationFrame(check);
        };
        check();
      })`);
      paints.push(paint);
    }
    console.log(
      `chart  (a) first paint of ${CANDLES.toLocaleString('en-US')} daily candles + SMA, RSI, MACD, volume: ` +
        `median ${ms(median(paints))} of ${PAINT_RUNS} runs (${paints.map(ms).join(', ')})`,
    );

    // (b) Dragging the footprint of one day of 1-minute candles.
    await page.goto(`${baseUrl}/technical-analysis?symbol=BBCA&style=footprint&tf=1M`);
    const canvas = page.getByTestId('footprint-canvas');
    await canvas.waitFor({ timeout: 60_000 });
    const candleCount = await page.evaluate<number>(`(async () => {
      const stored = sessionStorage.getItem('pantau.session') ?? localStorage.getItem('pantau.session') ?? '{}';
      const token = JSON.parse(stored).session?.access_token;
      const answer = await fetch('/api/market/footprint?symbol=BBCA&timeframe=1M', {
        headers: { authorization: 'Bearer ' + token },
      });
      return (await answer.json()).data.candles.length;
    })()`);
    const box = (await canvas.boundingBox()) as { x: number; y: number; width: number; height: number };
    await page.evaluate(`(() => {
      performance.clearMeasures('footprint-draw');
      const state = { frames: [], running: true };
      window.panFrames = state;
      const tick = (time) => {
        state.frames.push(time);
        if (state.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 0; i < PAN_MOVES; i++) {
      await page.mouse.move(box.x + box.width * 0.2 + (i % 60) * 8, box.y + box.height / 2 + ((i % 20) - 10));
    }
    await page.mouse.up();
    const result = await page.evaluate<{ intervals: number[]; draws: number[] }>(`(() => {
      window.panFrames.running = false;
      const frames = window.panFrames.frames;
      return {
        intervals: frames.slice(1).map((time, i) => time - frames[i]),
        draws: performance.getEntriesByName('footprint-draw').map((entry) => entry.duration),
      };
    })()`);
    const frameMedian = median(result.intervals);
    const drawMedian = median(result.draws);
    console.log(
      `chart  (b) footprint pan, ${candleCount} one-minute candles, ${result.draws.length} draws: ` +
        `draw median ${ms(drawMedian)}, p95 ${ms(percentile(result.draws, 95))}; ` +
        `frame interval median ${ms(frameMedian)}, p95 ${ms(percentile(result.intervals, 95))} ` +
        `(60 fps = 16.7 ms; goal draw median < ${FRAME_GOAL_MS} ms: ${drawMedian < FRAME_GOAL_MS ? 'met' : 'MISSED'})`,
    );
  } finally {
    await browser.close();
    await app.close();
  }
}
