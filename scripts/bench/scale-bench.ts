/**
 * `npm run bench -- scale`: how Pantau holds up as trade days pile up. On PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a throwaway database is created and
 * dropped), else PGlite on disk at a size it can hold:
 *   - the demo market (6 years of daily bars) widened to BENCH_STOCKS stocks (default 950, as many
 *     as IDX lists) with its thin long tail is loaded;
 *   - full-scale trade days (BENCH_TRADES trades each: 1.5 M on PostgreSQL, 150 k on PGlite) are
 *     added through the real ingest in steps up to 1, 5 and 20 days (60 with BENCH_SCALE_MAX=60);
 *   - after each step: ingest rows/s and, three times, a re-ingest of the newest day beside a plain
 *     COPY of the same rows into an unindexed table (the median ratio is the figure: one pair swings
 *     with machine load); then the tables written are vacuumed, as autovacuum does minutes after an
 *     import (run during the samples, it once put 115-151 ms into a 1-day p99); a fresh server (cold
 *     caches, as after a restart or an import), once its start-up work (the screener's warm-up) is
 *     done, answers each analytics endpoint once (cold), WARMUP more times untimed (the JIT compiling
 *     that endpoint's code), then SAMPLES more times (p50/p99, per-stock endpoints cycling through the
 *     stocks); the database bytes per stored trade and what a year and five years of full-scale days
 *     would take.
 *   - On PostgreSQL the server is a process of its own, as operators run it: in this one its heap
 *     would hold the generated days and its event loop the client's timers.
 * Goals (issue "Years of data"): ingest >= 0.6 x COPY; at 20 days every p99 < 50 ms and cold
 * < 100 ms; p99 at 20 days <= 1.2 x p99 at 1 day. Loopback only; every request has a timeout.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import {
  BROKERS,
  INSTRUMENTS,
  generateDemoMarket,
  lastCompleteTradingDay,
  type DemoMarket,
  type InstrumentSeed,
} from '@pantau/market';
import { buildApp } from '../../apps/server/src/app.ts';
import { inBulkTransaction } from '../../apps/server/src/db/bulk.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { bumpMarketDataVersion } from '../../apps/server/src/db/market-data-version.ts';
import { TRADE_DAY_TABLES } from '../../apps/server/src/modules/market/market-ingest.repo.ts';
import {
  analyzeMarketTables,
  loadDemoMarketIfEmpty,
  replaceTradeDay,
  tradeDayWrites,
} from '../../apps/server/src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { startChildServer } from '../../apps/server/test/support/child-server.ts';
import {
  generateFullScaleDay,
  openBenchDatabase,
  percentile,
  plainCopyRate,
  rowsOf,
  signInOverHttp,
} from './market-support.ts';
import { untilIdle } from './server-support.ts';

const SAMPLES = 200;
const WARMUP = 20;
const PAIRS = 3;
const REQUEST_TIMEOUT_MS = 60_000;
const SERVER_START_TIMEOUT_MS = 120_000;
const TRADING_DAYS_A_YEAR = 245;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(1)} GiB`;

type Endpoint = { name: string; path: (i: number) => string };
type StepFigures = { days: number; p99: Map<string, number> };
type Served = { baseUrl: string; close: () => Promise<void> };

const benchEnv = {
  LOG_LEVEL: 'silent',
  MARKET_DATA: 'none',
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000',
};

export async function run(): Promise<void> {
  const { database, label, url, drop } = await openBenchDatabase();
  const onPostgres = database.kind === 'postgres';
  const tradesPerDay = Number(process.env.BENCH_TRADES ?? (onPostgres ? 1_500_000 : 150_000));
  const steps = [1, 5, 20, ...(Number(process.env.BENCH_SCALE_MAX ?? 20) >= 60 ? [60] : [])];
  console.log(`scale  database: ${label}; ${fmt(tradesPerDay)} trades a day; steps ${steps.join(', ')} days`);
  const stocks = Number(process.env.BENCH_STOCKS ?? 950);
  console.log(
    `scale  market: ${stocks} stocks (the ${INSTRUMENTS.length} named demo stocks and a thin long tail; IDX ` +
      `lists ~950), ${BROKERS.length} brokers`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-scale-bench-'));
  const config = loadConfig({ ...benchEnv, DATA_DIR: dataDir });
  // A new server each step: no memoised answer survives from the previous one.
  const serve = async (): Promise<Served> => {
    if (url) {
      const child = await startChildServer(
        { ...benchEnv, NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir },
        { stdio: ['ignore', 'inherit', 'inherit'], deadlineMs: SERVER_START_TIMEOUT_MS },
      );
      await untilIdle(child.process.pid as number);
      return { baseUrl: child.baseUrl, close: async () => void (await child.stop()) };
    }
    // PGlite is one process's database: the server shares it in this process.
    const app = await buildApp(config, { database: { ...database, close: async () => {} } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      close: () => app.close(),
    };
  };
  try {
    const options = {
      ...config.market.demo,
      endDate: config.market.demo.endDate ?? lastCompleteTradingDay(new Date()),
      tradeDays: 1,
      stocks,
    };
    let started = performance.now();
    await loadDemoMarketIfEmpty(database, options, pino({ level: 'silent' }));
    console.log(
      `scale  demo market (${options.years} years of daily bars): ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const market = generateDemoMarket(options);
    const dates = market.days.slice(-Math.max(...steps));
    const baseBytes = await databaseBytes(database);

    const figures: StepFigures[] = [];
    let loaded = 0;
    for (const step of steps) {
      // Oldest first, as an operator back-fills: the newest day is loaded last.
      const batch = dates.slice(dates.length - step, dates.length - loaded);
      let rows = 0;
      let ingestMs = 0;
      for (const date of batch) {
        const trades = generateFullScaleDay(market, date, tradesPerDay);
        started = performance.now();
        await replaceTradeDay(database, date, trades);
        ingestMs += performance.now() - started;
        rows += trades.length;
      }
      loaded = step;
      await analyzeMarketTables(database, tradeDayWrites(batch));
      await bumpMarketDataVersion(database);
      console.log(
        `\nscale  == ${step} full-scale day(s) stored ==\n` +
          `scale  ingest of ${batch.length} day(s): ${fmt(rows)} trades in ${(ingestMs / 1000).toFixed(1)} s, ` +
          `${fmt(rows / (ingestMs / 1000))} rows/s`,
      );
      const stored = await storedTrades(database);
      const bytes = (await databaseBytes(database)) - baseBytes;
      const perTrade = bytes / stored;
      console.log(
        `scale  database: ${gib(bytes)} over the demo market for ${fmt(stored)} trades, ${fmt(perTrade)} B a trade ` +
          `(every rollup and index included); a year of full-scale days ~ ` +
          `${gib(perTrade * tradesPerDay * TRADING_DAYS_A_YEAR)}, five years ~ ${gib(perTrade * tradesPerDay * TRADING_DAYS_A_YEAR * 5)}`,
      );
      await ingestVersusCopy(database, market, dates.at(-1)!, tradesPerDay);
      await bumpMarketDataVersion(database);
      await rowsOf(database, `VACUUM ANALYZE ${tradeDayWrites(batch.concat(dates.at(-1)!)).join(', ')}`);
      figures.push({
        days: step,
        p99: await measureEndpoints(
          serve,
          database,
          dates.at(-1)!,
          market.stocks.map((stock) => stock.seed),
        ),
      });
    }

    const first = figures[0]!;
    const twenty = figures.find((step) => step.days === 20);
    if (twenty) {
      console.log('\nscale  flatness: p99 at 20 days / p99 at 1 day (goal <= 1.2)');
      for (const [name, p99] of twenty.p99) {
        const ratio = p99 / (first.p99.get(name) ?? p99);
        console.log(`scale    ${name.padEnd(34)} ${ratio.toFixed(2)} ${ratio <= 1.2 ? 'met' : 'NOT met'}`);
      }
    }
  } finally {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The newest day ingested again as a new day beside a plain COPY of the same rows, PAIRS times; the
 * median ratio is printed with every pair.
 */
async function ingestVersusCopy(
  database: Database,
  market: DemoMarket,
  date: string,
  tradesPerDay: number,
): Promise<void> {
  const trades = generateFullScaleDay(market, date, tradesPerDay);
  const ratios: number[] = [];
  const pairs: string[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    // Timed as a new day: removing the stored one first is not part of it (VACUUM returns its space).
    await inBulkTransaction(database, async (writer) => {
      for (const [table, column] of [...TRADE_DAY_TABLES, ['daily_bars', 'date'] as const]) {
        await writer.execute(`DELETE FROM ${table} WHERE ${column} = $1`, [date]);
      }
    });
    await rowsOf(database, `VACUUM ${tradeDayWrites([date]).join(', ')}`);
    const started = performance.now();
    await replaceTradeDay(database, date, trades);
    const ingestRate = trades.length / ((performance.now() - started) / 1000);
    const copyRate = await plainCopyRate(database, trades);
    ratios.push(ingestRate / copyRate);
    pairs.push(`${fmt(ingestRate)} / ${fmt(copyRate)}`);
  }
  const ratio = median(ratios);
  console.log(
    `scale  ingest / plain COPY rows/s, ${PAIRS} pairs: ${pairs.join('; ')} -> median ${ratio.toFixed(2)} ` +
      `(goal >= 0.6: ${ratio >= 0.6 ? 'met' : 'NOT met'})`,
  );
}

/** Cold answer and p50/p99 of every analytics endpoint on a fresh app instance; returns the p99s. */
async function measureEndpoints(
  serve: () => Promise<Served>,
  database: Database,
  day: string,
  seeds: readonly InstrumentSeed[],
): Promise<Map<string, number>> {
  const server = await serve();
  const p99s = new Map<string, number>();
  try {
    const { baseUrl } = server;
    const user = await createUser(database.db, { email: `scale-${randomUUID().slice(0, 8)}@pantau.test` });
    const token = await signInOverHttp(baseUrl, user.email, user.password);

    const recent = await rowsOf<{ date: string }>(
      database,
      `select date::text as date from trading_days where date <= '${day}' order by date desc limit 22`,
    );
    const dates = recent
      .slice(0, 7)
      .map((row) => row.date)
      .reverse();
    const weekAgo = new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const monthAgo = recent[21]!.date;
    const yearAgo = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    const fiveYearsAgo = `${Number(day.slice(0, 4)) - 5}${day.slice(4)}`;
    const traded = new Set(
      (
        await rowsOf<{ symbol: string }>(
          database,
          `select symbol from stock_trade_days where date = '${day}'`,
        )
      ).map((row) => row.symbol),
    );
    // Most liquid first; only stocks that traded that day (a suspended one answers "no trade records").
    const symbols = [...seeds]
      .sort((a, b) => b.liquidity - a.liquidity)
      .map((seed) => seed.symbol)
      .filter((symbol) => traded.has(symbol));
    const symbolAt = (i: number) => symbols[i % symbols.length]!;
    const brokers = ['YP', 'PD', 'CC', 'NI', 'MG', 'BK', 'ZP', 'AK', 'KZ', 'RX'];
    const brokerAt = (i: number) => brokers[i % brokers.length]!;
    const endpoints: Endpoint[] = [
      {
        name: 'done summary (7 dates, RG)',
        path: (i) => `/api/market/done-summary?symbol=${symbolAt(i)}&dates=${dates.join(',')}&board=RG`,
      },
      {
        name: 'broker summary (7 days, RG)',
        path: (i) => `/api/market/broker-summary?symbol=${symbolAt(i)}&from=${weekAgo}&to=${day}&board=RG`,
      },
      {
        name: 'broker transaction (7 days, RG)',
        path: (i) =>
          `/api/market/broker-transaction?broker=${brokerAt(i)}&from=${weekAgo}&to=${day}&board=RG`,
      },
      {
        name: 'inventory (1 month x 3, RG)',
        path: (i) => `/api/market/inventory?symbol=${symbolAt(i)}&from=${monthAgo}&to=${day}&board=RG`,
      },
      {
        name: 'inventory (1 year x 5, RG)',
        path: (i) =>
          `/api/market/inventory?symbol=${symbolAt(i)}&brokers=LG,MG,BR,YP,CC&from=${yearAgo}&to=${day}&board=RG`,
      },
      { name: 'RRG (all sectors)', path: () => '/api/market/rrg?kind=sector&items=A,B,C,D,E,F,G,H,I,J,K' },
      { name: 'screener', path: () => '/api/market/screener' },
      {
        name: 'candles 1D over 5 years',
        path: (i) => `/api/market/candles?symbol=${symbolAt(i)}&timeframe=1D&from=${fiveYearsAgo}&to=${day}`,
      },
      { name: 'footprint (5M)', path: (i) => `/api/market/footprint?symbol=${symbolAt(i)}&date=${day}` },
      { name: 'foreign flow', path: (i) => `/api/market/foreign-flow?symbol=${symbolAt(i)}` },
    ];
    console.log(
      `scale  endpoint                            cold      p50       p99     (${SAMPLES} samples after the cold ` +
        `one and ${WARMUP} untimed; ` +
        'goal at 20 days: p99 < 50 ms, cold < 100 ms)',
    );
    for (const endpoint of endpoints) {
      const timings: number[] = [];
      let cold = 0;
      const failures = new Map<string, number>();
      for (let i = 0; i <= WARMUP + SAMPLES; i++) {
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}${endpoint.path(i)}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        const elapsed = performance.now() - t0;
        if (i === 0) cold = elapsed;
        else if (i > WARMUP) timings.push(elapsed);
        if (!response.ok) {
          const message = `${response.status} ${body.slice(0, 120)}`;
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
      }
      timings.sort((a, b) => a - b);
      const p99 = percentile(timings, 99);
      p99s.set(endpoint.name, p99);
      console.log(
        `scale  ${endpoint.name.padEnd(34)} ${ms(cold).padStart(9)} ${ms(percentile(timings, 50)).padStart(9)} ${ms(p99).padStart(9)}` +
          `  ${p99 < 50 && cold < 100 ? '' : '(over the goal)'}`,
      );
      for (const [message, count] of failures) console.log(`scale    ${count} x ${message}`);
    }
  } finally {
    await server.close();
  }
  return p99s;
}

async function storedTrades(database: Database) {
  const [row] = await rowsOf<{ n: string }>(database, 'select count(*)::text as n from trades');
  return Number(row?.n ?? 0);
}

async function databaseBytes(database: Database) {
  const [row] = await rowsOf<{ bytes: string }>(
    database,
    'select pg_database_size(current_database())::text as bytes',
  );
  return Number(row?.bytes ?? 0);
}
