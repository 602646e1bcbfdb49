import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_TABLES, ensureMonthPartitions } from '../src/modules/market/month-partitions.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { queryRows } from './support/test-server.ts';

/**
 * Years of data must not slow a screen down: no analytics query may read a per-day table in
 * proportion to its history. The test market's trade days are copied back over ~3 years, so each
 * per-day table holds ~40 times the days any screen asks for; then every screen's requests, with
 * the parameters the web app sends by default, are recorded and their plans checked.
 */

// Tables that grow by every trading day (the monthly ones through their month tables).
const PER_DAY_TABLES = [...MONTHLY_TABLES, 'stock_trade_days'];
const COPIES = 12;
const SHIFT_DAYS = 28; // more than the test market's ten trade days span, so copies never overlap

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) {
    const table = node['Relation Name'];
    if (PER_DAY_TABLES.some((big) => table === big || table.startsWith(`${big}_`))) found.push(table);
  }
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('query plans over years of stored days (PostgreSQL)', () => {
  let server: MarketTestServer;
  const recorded: Array<{ text: string; values: unknown[] }> = [];
  let recording = false;

  beforeAll(async () => {
    server = await startMarketServer('postgres');
    const { database } = server.app;
    const days = await queryRows<{ d: string }>(
      database,
      "select to_char(date, 'YYYY-MM-DD') as d from stock_trade_days group by date",
    );
    const shifted = days.flatMap(({ d }) =>
      Array.from({ length: COPIES }, (_, k) =>
        new Date(Date.parse(`${d}T00:00:00Z`) - (k + 1) * SHIFT_DAYS * 86_400_000).toISOString().slice(0, 10),
      ),
    );
    await ensureMonthPartitions(database, shifted);
    for (const table of PER_DAY_TABLES) {
      const dateColumn = table === 'trades' ? 'trade_date' : 'date';
      const columns = (
        await queryRows<{ name: string }>(
          database,
          `select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).map((row) => `"${row.name}"`);
      const select = columns.map((column) =>
        column === `"${dateColumn}"` ? `${column} - k * ${SHIFT_DAYS}` : column,
      );
      await queryRows(
        database,
        `insert into ${table} (${columns.join(', ')})
         select ${select.join(', ')} from ${table} cross join generate_series(1, ${COPIES}) as k`,
      );
    }
    await queryRows(database, 'analyze');

    if (database.raw.kind !== 'postgres') throw new Error('PostgreSQL only');
    const pool = database.raw.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      const [first, second] = args;
      // pg takes (text, values) or (config, values), as drizzle calls it.
      const config = (typeof first === 'string' ? { text: first } : first) as {
        text: string;
        values?: unknown[];
      };
      const values = config.values ?? (second as unknown[] | undefined) ?? [];
      if (recording && /^\s*(select|with)\b/i.test(config.text)) recorded.push({ text: config.text, values });
      return query(...args);
    }) as typeof pool.query;
  }, 120_000);
  afterAll(() => server?.close());

  it('reads only the asked days of every per-day table on every screen', async () => {
    const [stored] = await queryRows<{ rows: number; days: number }>(
      server.app.database,
      'select count(*)::int as rows, count(distinct date)::int as days from broker_price_levels',
    );
    expect(stored!.days).toBeGreaterThan(COPIES * 5);
    expect(stored!.rows).toBeGreaterThan(100_000);

    const to = TEST_MARKET.endDate;
    const weekAgo = '2026-11-14';
    const monthAgo = '2026-10-20';
    const yearAgo = '2025-11-20';
    const screens = [
      `/api/market/trade-dates?symbol=BBCA`,
      `/api/market/done-summary?symbol=BBCA&dates=${to}&board=RG`,
      `/api/market/done-summary?symbol=BBCA&dates=${to}&board=RG&view=broker`,
      `/api/market/done-detail?symbol=BBCA&dates=${to}`,
      `/api/market/broker-summary?symbol=BBCA&from=${weekAgo}&to=${to}&board=RG`,
      `/api/market/broker-summary?symbol=BBCA&from=${weekAgo}&to=${to}&investorType=F`,
      `/api/market/broker-transaction?broker=YP&from=${weekAgo}&to=${to}&board=RG`,
      `/api/market/broker-transaction?broker=YP&from=${weekAgo}&to=${to}`,
      `/api/market/inventory?symbol=BBCA&brokers=LG,MG,BR&from=${monthAgo}&to=${to}&board=RG`,
      `/api/market/inventory?symbol=BBCA&brokers=LG,MG,BR,YP,CC&from=${yearAgo}&to=${to}&board=ALL`,
      `/api/market/brokers/ranking?date=${to}`,
      `/api/market/broker-flow?symbol=BBCA&date=${to}`,
      `/api/market/candles?symbol=BBCA&timeframe=1D`,
      `/api/market/candles?symbol=BBCA&timeframe=5M`,
      `/api/market/footprint?symbol=BBCA&date=${to}`,
      `/api/market/foreign-flow?symbol=BBCA`,
      `/api/market/screener`,
    ];
    recording = true;
    for (const path of screens) {
      const answer = await server.get(path);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
    }
    recording = false;
    expect(recorded.length).toBeGreaterThan(screens.length);

    const offenders: string[] = [];
    for (const { text, values } of recorded) {
      const [explained] = await queryRows<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        server.app.database,
        `explain (format json) ${text}`,
        values,
      );
      const scans = seqScans(explained!['QUERY PLAN'][0]!.Plan);
      if (scans.length > 0) offenders.push(`${scans.join(', ')} in: ${text.slice(0, 240)}`);
    }
    expect(offenders).toEqual([]);
  }, 120_000);
});
