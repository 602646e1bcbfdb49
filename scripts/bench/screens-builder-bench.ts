/**
 * `npm run bench -- screens-builder`: custom screens and alerts on the default demo market (950
 * stocks, 25 days of trade records), on PGlite on disk (or PostgreSQL with BENCH_DATABASE_URL):
 *   (a) POST /api/screens/run over HTTP for each gallery screen and a named-broker screen: the first
 *       run after the market data changed (the metrics of every stock are computed) and p50/p99 of
 *       50 runs after it;
 *   (b) evaluating 10,000 active alerts of 400 members (7,000 on a stock's rules, 2,000 on an
 *       accumulation label, 1,000 on 100 saved screens): right after an import (metrics computed
 *       afresh), and again with nothing changed.
 */
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SCREEN_GALLERY, type TScreenDefinition } from '@pantau/contracts';
import { lastCompleteTradingDay } from '@pantau/market';
import { buildApp } from '../../apps/server/src/app.ts';
import { evaluateAlerts } from '../../apps/server/src/modules/alerts/alert-evaluation.ts';
import { loadDemoMarketIfEmpty } from '../../apps/server/src/modules/market/market-ingest.service.ts';
import {
  noteMarketDataVersion,
  seenMarketDataVersion,
} from '../../apps/server/src/modules/market/market-data-epoch.ts';
import {
  loadRecentMarket,
  requireAsOf,
} from '../../apps/server/src/modules/market/daily-bars/recent-market.ts';
import { loadMetricSnapshot } from '../../apps/server/src/modules/screens/metric-snapshot.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { startTrial } from '../../apps/server/test/factories/subscriptions.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { openBenchDatabase, percentile, rowsOf, signInOverHttp } from './market-support.ts';

const REPEATS = 50;
const MEMBERS = 400;
const ALERTS = { condition: 7_000, label: 2_000, screen: 1_000 } as const;
const SCREENS = 100;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const rule = (id: string, op: string, value: number | string | boolean) => ({
  metric: { id },
  op,
  right: { kind: 'value', value },
});
const oneGroup = (...rules: unknown[]) => ({ combine: 'and', groups: [{ combine: 'and', rules }] });

export async function run(): Promise<void> {
  const { database, label, drop } = await openBenchDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: 'none',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATA_DIR: '/tmp/pantau-screens-builder-bench',
  });
  const app = await buildApp(config, { database });
  try {
    const demo = {
      ...config.market.demo,
      endDate: config.market.demo.endDate ?? lastCompleteTradingDay(new Date()),
    };
    const loading = performance.now();
    await loadDemoMarketIfEmpty(database, demo, pino({ level: 'silent' }));
    console.log(
      `screens-builder  ${label}: demo market of ${demo.stocks} stocks loaded in ${((performance.now() - loading) / 1000).toFixed(0)} s`,
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(database.db, { email: 'screens-bench@pantau.test' });
    await startTrial(database.db, user);
    const token = await signInOverHttp(baseUrl, user.email, user.password);
    const runScreen = async (definition: unknown) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/screens/run`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'accept-encoding': 'br',
        },
        body: JSON.stringify({ definition }),
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await response.json()) as { data: { rows: unknown[]; universe: number } };
      if (!response.ok) throw new Error(`run: ${response.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, rows: body.data.rows.length, universe: body.data.universe };
    };
    const dropAnswers = () => noteMarketDataVersion(database.db, seenMarketDataVersion(database.db) + 1);

    const screens: { name: string; definition: unknown }[] = [
      ...SCREEN_GALLERY.map((screen) => ({ name: screen.name, definition: screen.definition })),
      {
        name: 'Broker YP bought 5 days, 3 in a row',
        definition: oneGroup(
          {
            metric: { id: 'brokerNetLots', broker: 'YP', days: 5 },
            op: 'gt',
            right: { kind: 'value', value: 0 },
          },
          { metric: { id: 'brokerBuyDays', broker: 'YP' }, op: 'gte', right: { kind: 'value', value: 3 } },
        ),
      },
    ];
    // After an import the screener's warm-up computes the shared bars and every stock's metrics
    // before anyone asks (the first computation in a process also ranks 20 days of broker rows).
    dropAnswers();
    const warming = performance.now();
    await loadMetricSnapshot(database.db);
    const coldMs = performance.now() - warming;
    dropAnswers();
    const rewarming = performance.now();
    await loadMetricSnapshot(database.db);
    console.log(
      `screens-builder  (a) metrics of every stock: first in this process ${ms(coldMs)}, ` +
        `after the next import ${ms(performance.now() - rewarming)} (shared bars included)`,
    );
    for (const screen of screens) {
      const first = await runScreen(screen.definition);
      const repeats: number[] = [];
      for (let i = 0; i < REPEATS; i += 1) repeats.push((await runScreen(screen.definition)).ms);
      repeats.sort((a, b) => a - b);
      console.log(
        `screens-builder  (a) ${screen.name.padEnd(42)} ${String(first.rows).padStart(4)} of ${first.universe}: ` +
          `first ${ms(first.ms)}, p50 ${ms(percentile(repeats, 50))}, p99 ${ms(percentile(repeats, 99))}`,
      );
    }

    // (b) 10,000 alerts straight into the tables, as members would have made them over time.
    const symbols = await rowsOf<{ symbol: string; close: number }>(
      database,
      `select symbol, close from daily_bars where date = (select max(date) from daily_bars) order by symbol`,
    );
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await createUser(database.db, { email: `alerts-bench-${i}@pantau.test` });
      await startTrial(database.db, member);
      members.push(member.id);
    }
    const screenIds: string[] = [];
    for (let i = 0; i < SCREENS; i += 1) {
      const definition: TScreenDefinition = oneGroup(
        rule('foreignStreak', 'gte', 1 + (i % 5)),
        rule('change5d', 'gt', (i % 7) - 3),
      ) as TScreenDefinition;
      const [row] = await rowsOf<{ id: string }>(
        database,
        `insert into saved_screens (user_id, name, definition) values ('${members[i % MEMBERS]}', 'Bench ${i}', '${JSON.stringify(definition)}') returning id`,
      );
      screenIds.push(row!.id);
    }
    const values: string[] = [];
    let n = 0;
    const add = (kind: string, target: unknown, screenId: string | null) => {
      const member = members[n % MEMBERS];
      values.push(
        `('${member}', 'Alert ${n}', '${kind}', '${JSON.stringify(target)}', ${screenId ? `'${screenId}'` : 'null'}, 'bench-token-${n}')`,
      );
      n += 1;
    };
    const brokers = ['YP', 'CC', 'PD', 'NI', 'AK'];
    for (let i = 0; i < ALERTS.condition; i += 1) {
      const stock = symbols[i % symbols.length]!;
      const rules = [
        [rule('close', 'gt', Math.round(stock.close * 1.02))],
        [rule('foreignStreak', 'gte', 3)],
        [rule('volumeRatio20d', 'gte', 2), rule('change1d', 'gt', 0)],
        [
          {
            metric: { id: 'brokerNetLots', broker: brokers[i % brokers.length], days: 5 },
            op: 'gt',
            right: { kind: 'value', value: 1000 },
          },
        ],
      ][i % 4]!;
      add('condition', { kind: 'condition', symbol: stock.symbol, definition: oneGroup(...rules) }, null);
    }
    for (let i = 0; i < ALERTS.label; i += 1) {
      const metric = ['accTop3', 'accTop5', 'accTop10'][i % 3];
      add(
        'label',
        { kind: 'label', symbol: symbols[i % symbols.length]!.symbol, metric: { id: metric } },
        null,
      );
    }
    for (let i = 0; i < ALERTS.screen; i += 1) {
      const screenId = screenIds[i % SCREENS]!;
      add('screen', { kind: 'screen', screenId, on: 'both' }, screenId);
    }
    for (let start = 0; start < values.length; start += 1_000) {
      await rowsOf(
        database,
        `insert into alerts (user_id, name, kind, target, screen_id, unsubscribe_token) values ${values.slice(start, start + 1_000).join(',')}`,
      );
    }
    const now = new Date();
    const first = await evaluateAlerts(database.db, now);
    // As after an import: every cached answer dropped; the screener's warm-up has read the bars
    // the evaluation shares with it (timed apart), the rest is the evaluation's own work.
    dropAnswers();
    const asOf = await requireAsOf(database.db);
    const bars = performance.now();
    await loadRecentMarket(database.db, asOf);
    const barsMs = performance.now() - bars;
    const afterImport = await evaluateAlerts(database.db, now);
    const unchanged = await evaluateAlerts(database.db, now);
    console.log(
      `screens-builder  (b) ${n} active alerts, first look (states recorded, ${first?.fired} fired): ${ms(first?.ms ?? 0)}`,
    );
    console.log(
      `screens-builder  (b) after an import: ${ms(afterImport?.ms ?? 0)} (${afterImport?.fired} fired; metrics refreshed, ` +
        `5 brokers' rollups read), plus ${ms(barsMs)} for the bars shared with the screener's warm-up; ` +
        `again with nothing changed: ${ms(unchanged?.ms ?? 0)}`,
    );
  } finally {
    await app.close();
    await drop();
  }
}
