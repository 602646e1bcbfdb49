/**
 * `npm run bench -- market`: the market data platform at scale. On PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a throwaway database is created and
 * dropped), else PGlite in memory:
 *   (a) loading the default demo market;
 *   (b) ingesting one generated full-scale trade day (BENCH_TRADES trades, default 1.5 M on
 *       PostgreSQL, 200 k on PGlite) through replaceTradeDay, beside a plain COPY of the same rows
 *       into an unindexed table (goal: ingest ≥ 0.5 × COPY rows/s, rollups included);
 *   (c) cold time and p50/p99 of 50 sequential signed-in HTTP requests per analytics endpoint
 *       (goal p99 < 50 ms); endpoints not registered yet are skipped with a note.
 * Loopback only; every request has a timeout.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { INSTRUMENTS, generateDemoMarket, lastCompleteTradingDay } from '@pantau/market';
import { buildApp } from '../../apps/server/src/app.ts';
import { inBulkTransaction } from '../../apps/server/src/db/bulk.ts';
import { copyTrades } from '../../apps/server/src/modules/market/market-ingest.repo.ts';
import {
  loadDemoMarketIfEmpty,
  rebuildIndexBars,
  replaceTradeDay,
} from '../../apps/server/src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { generateFullScaleDay, openBenchDatabase, percentile, rowsOf } from './market-support.ts';

const REQUESTS = 50;
const REQUEST_TIMEOUT_MS = 30_000;
const INVENTORY_BROKERS = 'LG,MG,BR,RG,CC';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (rows: number, ms: number) => Math.round(rows / (ms / 1000));
const fmt = (n: number) => n.toLocaleString('en-US');

export async function run(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  const onPostgres = database.kind === 'postgres';
  const targetTrades = Number(process.env.BENCH_TRADES ?? (onPostgres ? 1_500_000 : 200_000));
  console.log(`market  database: ${label}`);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: 'none',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATA_DIR: '/tmp/pantau-market-bench',
  });
  const app = await buildApp(config, { database });
  try {
    // (a) The default demo market, as a first start stores it.
    const options = {
      ...config.market.demo,
      endDate: config.market.demo.endDate ?? lastCompleteTradingDay(new Date()),
    };
    let started = performance.now();
    await loadDemoMarketIfEmpty(database, options, pino({ level: 'silent' }));
    console.log(
      `market  (a) default demo market (${options.years} years, ${options.tradeDays} trade days, ` +
        `${options.tradesPerDay} trades/day for the top names): ${seconds(performance.now() - started)}`,
    );

    // (b) One full-scale day through the real ingest, beside a plain COPY of the same rows.
    started = performance.now();
    const market = generateDemoMarket(options);
    const day = market.tradeDays.at(-1) as string;
    const trades = generateFullScaleDay(market, day, targetTrades);
    console.log(
      `market  (b) generated ${fmt(trades.length)} trades for ${day} in ${seconds(performance.now() - started)}`,
    );
    started = performance.now();
    await replaceTradeDay(database, day, trades);
    const ingestMs = performance.now() - started;
    const ingestRate = perSecond(trades.length, ingestMs);
    console.log(
      `market  (b) replaceTradeDay (rollups + COPY + indexes, one transaction): ${seconds(ingestMs)}  ${fmt(ingestRate)} rows/s`,
    );
    await inBulkTransaction(database, (writer) =>
      writer.execute('CREATE TABLE bench_trades_plain (LIKE trades)'),
    );
    started = performance.now();
    await inBulkTransaction(database, (writer) =>
      copyTrades(
        { ...writer, copy: (_table, columns, rows) => writer.copy('bench_trades_plain', columns, rows) },
        trades,
      ),
    );
    const copyMs = performance.now() - started;
    const copyRate = perSecond(trades.length, copyMs);
    console.log(
      `market  (b) plain COPY into an unindexed table:  ${seconds(copyMs)}  ${fmt(copyRate)} rows/s`,
    );
    const ratio = ingestRate / copyRate;
    console.log(
      `market  (b) ingest / COPY = ${ratio.toFixed(2)} (goal >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`,
    );
    await inBulkTransaction(database, (writer) => writer.execute('DROP TABLE bench_trades_plain'));
    trades.length = 0;
    await rebuildIndexBars(database);

    // (c) Latency over HTTP with a signed-in member.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(database.db, { email: `bench-${randomUUID().slice(0, 8)}@pantau.test` });
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { data: { session: { access_token: string } } }).data.session
      .access_token;

    const recent = await rowsOf<{ date: string }>(
      database,
      `select date::text as date from trading_days where date <= '${day}' order by date desc limit 22`,
    );
    const dates = recent
      .slice(0, 7)
      .map((row) => row.date)
      .reverse();
    const monthAgo = (recent[recent.length - 1] as { date: string }).date;
    // The spec allows at most 7 calendar days in a range.
    const weekAgo = new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const symbols = [...INSTRUMENTS].sort((a, b) => b.liquidity - a.liquidity).map((seed) => seed.symbol);
    const symbolAt = (i: number) => symbols[i % symbols.length] as string;
    const endpoints: Array<{ name: string; route: string; path: (i: number) => string; note?: string }> = [
      {
        name: 'done summary (7 dates)',
        route: '/api/market/done-summary',
        path: (i) => `/api/market/done-summary?symbol=${symbolAt(i)}&dates=${dates.join(',')}`,
      },
      {
        name: 'broker summary (7 days)',
        route: '/api/market/broker-summary',
        path: (i) => `/api/market/broker-summary?symbol=${symbolAt(i)}&from=${weekAgo}&to=${day}`,
      },
      {
        name: 'inventory (1 month x 5 brokers)',
        route: '/api/market/inventory',
        path: (i) =>
          `/api/market/inventory?symbol=${symbolAt(i)}&brokers=${INVENTORY_BROKERS}&from=${monthAgo}&to=${day}`,
      },
      {
        name: 'RRG (all sectors)',
        route: '/api/market/rrg',
        path: () => '/api/market/rrg?kind=sector&items=A,B,C,D,E,F,G,H,I,J,K',
        note: 'same query each time: memoised after the first',
      },
      {
        name: 'screener (all tickers)',
        route: '/api/market/screener',
        path: () => '/api/market/screener',
        note: 'same query each time: memoised after the first',
      },
      {
        name: 'candles 1D',
        route: '/api/market/candles',
        path: (i) => `/api/market/candles?symbol=${symbolAt(i)}&timeframe=1D`,
      },
      {
        name: 'footprint (5M, full-scale day)',
        route: '/api/market/footprint',
        path: (i) => `/api/market/footprint?symbol=${symbolAt(i)}&date=${day}`,
      },
    ];
    console.log(
      `market  (c) ${REQUESTS} sequential requests each; per-stock endpoints cycle through ${REQUESTS} tickers, ` +
        'so every request is a first (unmemoised) answer for its ticker',
    );
    for (const endpoint of endpoints) {
      if (!app.hasRoute({ method: 'GET', url: endpoint.route })) {
        console.log(
          `market  (c) ${endpoint.name.padEnd(32)} skipped: ${endpoint.route} is not registered yet`,
        );
        continue;
      }
      const timings: number[] = [];
      const failures = new Map<string, number>();
      let cold = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}${endpoint.path(i)}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = await response.text();
        const elapsed = performance.now() - t0;
        if (i === 0) cold = elapsed;
        timings.push(elapsed);
        if (!response.ok) {
          const message = `${response.status} ${body.slice(0, 120)}`;
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
      }
      timings.sort((a, b) => a - b);
      const p99 = percentile(timings, 99);
      console.log(
        `market  (c) ${endpoint.name.padEnd(32)} first ${cold.toFixed(1)} ms  p50 ${percentile(timings, 50).toFixed(1)} ms  ` +
          `p99 ${p99.toFixed(1)} ms  (goal p99 < 50 ms: ${p99 < 50 ? 'met' : 'NOT met'})${endpoint.note ? `  [${endpoint.note}]` : ''}`,
      );
      for (const [message, count] of failures) console.log(`market  (c)   ${count} x ${message}`);
    }
  } finally {
    await app.close();
    await drop();
  }
}
