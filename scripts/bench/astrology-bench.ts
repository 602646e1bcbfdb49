/**
 * `npm run bench -- astrology`: the Astrology endpoints' service work over the default demo market
 * in an in-memory PGlite: the cold build of the eight stocks' records (Ba Zi pillars of every
 * trading day), then p50/p99 of distinct (unmemoised) filter queries and calendar months.
 */
import pino from 'pino';
import {
  ZGetAstrologyCalendarQuerySchema,
  ZGetAstrologyQuerySchema,
  ASTROLOGY_STOCKS,
} from '@pantau/contracts';
import { lastCompleteTradingDay, monthCalendar, shiftMonth } from '@pantau/market';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { loadDemoMarketIfEmpty } from '../../apps/server/src/modules/market/market-ingest.service.ts';
import {
  getAstrology,
  getAstrologyCalendar,
} from '../../apps/server/src/modules/market/astrology/astrology.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function timeAll(tasks: Array<() => Promise<unknown>>): Promise<{ p50: number; p99: number }> {
  const timings: number[] = [];
  for (const task of tasks) {
    const started = performance.now();
    await task();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
}

export async function run(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    MARKET_DATA: 'none',
    DATA_DIR: '/tmp/pantau-astrology-bench',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    const endDate = config.market.demo.endDate ?? lastCompleteTradingDay(new Date());
    await loadDemoMarketIfEmpty(database, { ...config.market.demo, endDate }, pino({ level: 'silent' }));
    const db = database.db;

    let started = performance.now();
    const first = await getAstrology(db, ZGetAstrologyQuerySchema.parse({}));
    console.log(
      `astrology  cold: ${first.totalRecords.toLocaleString('en-US')} records of 8 stocks built and answered in ` +
        `${(performance.now() - started).toFixed(0)} ms`,
    );

    const queries = ASTROLOGY_STOCKS.flatMap((symbol) =>
      (['all', 'year', 'month', 'day'] as const).flatMap((tab) =>
        (['all', '5', '10'] as const).map((spike) => ZGetAstrologyQuerySchema.parse({ symbol, tab, spike })),
      ),
    );
    const analysis = await timeAll(queries.map((query) => () => getAstrology(db, query)));
    console.log(
      `astrology  ${queries.length} distinct filter queries: p50 ${analysis.p50.toFixed(1)} ms  p99 ${analysis.p99.toFixed(1)} ms`,
    );

    const months = Array.from({ length: 24 }, (_, i) => shiftMonth(endDate.slice(0, 7), -i));
    const calendarQueries = ASTROLOGY_STOCKS.flatMap((symbol) =>
      months.map((month) => ZGetAstrologyCalendarQuerySchema.parse({ symbol, month })),
    );
    const calendar = await timeAll(calendarQueries.map((query) => () => getAstrologyCalendar(db, query)));
    console.log(
      `astrology  ${calendarQueries.length} distinct calendar months: p50 ${calendar.p50.toFixed(1)} ms  p99 ${calendar.p99.toFixed(1)} ms`,
    );

    started = performance.now();
    for (const month of months) monthCalendar(month);
    console.log(
      `astrology  pillars of one month (lunar-javascript): ${((performance.now() - started) / months.length).toFixed(2)} ms`,
    );
  } finally {
    await database.close();
  }
}
