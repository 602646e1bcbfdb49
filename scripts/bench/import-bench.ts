/**
 * `npm run bench -- import`: loading the published IDX/KSEI files at full-market size. On PostgreSQL
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server (a throwaway database is created and
 * dropped), else PGlite in a temporary data directory. The database first holds the default demo
 * market up to the trading day before the last complete one (day E); then:
 *   (1) Stock Summary of E, ~950 rows (the demo's stocks carried one day forward plus listed-looking
 *       others, which the importer creates): wall time of importStockSummary for the JSON, then for
 *       the XLSX of the same day (which replaces it). Goal < 1 s each.
 *   (2) Balancepos of the month end on or before E, 2,000 rows (every stock's EQUITY row plus bonds,
 *       MTNs and sukuk, which are skipped as a real file's are): wall time of importBalancepos on the
 *       zip. Goal < 2 s.
 *   (3) BENCH_TRADES (default 1.5 M) trade records of E, consistent with (1), as a .csv.gz uploaded
 *       to a running server (a child process on the same database) with
 *       `POST /api/admin/market-data/imports` as a signed-in admin, then polled until done:
 *       - rows/s end to end = rows stored / (upload start → status done), rollups included;
 *       - that rate over a plain COPY of the same rows into an unindexed scratch table of the same
 *         database (as the market bench measures it). Goal ≥ 0.5;
 *       - the server's peak RSS growth during the import: VmRSS from /proc/<pid>/status every
 *         100 ms, peak minus the idle value just before the upload. Goal < 200 MB;
 *       the upload waits until the new server has gone idle (its start-up screener warm-up done), as
 *       an operator's upload meets a running server; the run's own start-to-finish time is printed too.
 *       Skipped with a note while the server has no such route.
 * Loopback only; every wait has a deadline.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { lastCompleteTradingDay, tradingDaysBetween } from '@pantau/market';
import { openDatabase, type Database, type DatabaseOptions } from '../../apps/server/src/db/client.ts';
import { findStockDays } from '../../apps/server/src/modules/market/export/export.repo.ts';
import { toStockSummaryRecords } from '../../apps/server/src/modules/market/export/export-records.ts';
import { writeBalanceposZip } from '../../apps/server/src/modules/market/export/write-balancepos.ts';
import {
  writeStockSummaryJson,
  writeStockSummaryXlsx,
} from '../../apps/server/src/modules/market/export/write-stock-summary.ts';
import { writeTradeRecords } from '../../apps/server/src/modules/market/export/write-trade-records.ts';
import { importBalancepos } from '../../apps/server/src/modules/market/import/import-balancepos.ts';
import { importStockSummary } from '../../apps/server/src/modules/market/import/import-stock-summary.ts';
import { loadDemoMarketIfEmpty } from '../../apps/server/src/modules/market/market-ingest.service.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { buildBalancepos, buildStockSummary, generateTradeRecords } from './import-bench-files.ts';
import { benchUpload } from './import-bench-upload.ts';
import { plainCopyRate } from './market-support.ts';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';

const STOCKS = 950;
const BALANCEPOS_ROWS = 2_000;
const TRADES = Number(process.env.BENCH_TRADES ?? 1_500_000);
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

type Store = {
  label: string;
  options: DatabaseOptions;
  /** What the server child needs to open the same database. */
  serverEnv: Record<string, string>;
  drop: () => Promise<void>;
};

async function createStore(): Promise<Store> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dataDir = await mkdtemp(join(tmpdir(), 'pantau-import-bench-'));
  if (!adminUrl) {
    return {
      label: `PGlite (${dataDir})`,
      options: { kind: 'pglite', dataDir },
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchPostgres('pantau_bench', undefined, adminUrl);
  return {
    label: `PostgreSQL (throwaway database ${new URL(scratch.url).pathname.slice(1)})`,
    options: { kind: 'postgres', url: scratch.url, poolMax: 4 },
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    drop: async () => {
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

export async function run(): Promise<void> {
  const store = await createStore();
  const files = await mkdtemp(join(tmpdir(), 'pantau-import-bench-files-'));
  try {
    const day = lastCompleteTradingDay(new Date());
    const previousDay = tradingDaysBetween(shiftDays(day, -14), day).at(-2) as string;
    let database = await openDatabase(store.options);
    let admin: { email: string; password: string };
    let stocks: Awaited<ReturnType<typeof buildStockSummary>>;
    try {
      const demo = { ...loadConfig({ LOG_LEVEL: 'silent' }).market.demo, endDate: previousDay };
      const [, loadMs] = await timed(() => loadDemoMarketIfEmpty(database, demo, pino({ level: 'silent' })));
      console.log(
        `import  database: ${store.label}; demo market (${demo.years} years, ${demo.tradeDays} trade days) ` +
          `up to ${previousDay} loaded in ${seconds(loadMs)}`,
      );
      const carried = toStockSummaryRecords(previousDay, await findStockDays(database, previousDay));
      stocks = buildStockSummary(day, carried, STOCKS);
      await benchStockSummary(database, files, day, stocks);
      await benchBalancepos(database, files, day, stocks);
      admin = await createUser(database.db, {
        role: 'admin',
        email: `bench-${randomUUID().slice(0, 8)}@pantau.test`,
      });
    } finally {
      await database.close();
    }

    const tradesFile = join(files, `${day.replaceAll('-', '')}.csv.gz`);
    const [written, writeMs] = await timed(() =>
      writeTradeRecords(tradesFile, generateTradeRecords(stocks, TRADES)),
    );
    console.log(
      `import  (3) ${fmt(written)} trade records of ${day} written as .csv.gz in ${seconds(writeMs)}`,
    );
    const upload = await benchUpload(store.serverEnv, tradesFile, admin);
    if (!upload) return;

    database = await openDatabase(store.options);
    try {
      const copyRate = await plainCopyRate(database, [...generateTradeRecords(stocks, TRADES)]);
      const ratio = upload.rowsPerSecond / copyRate;
      console.log(`import  (3) plain COPY into an unindexed table: ${fmt(copyRate)} rows/s`);
      console.log(
        `import  (3) end to end / COPY = ${ratio.toFixed(2)} (goal >= 0.5: ${verdict(ratio >= 0.5)})`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await rm(files, { recursive: true, force: true });
    await store.drop();
  }
}

async function benchStockSummary(
  database: Database,
  files: string,
  day: string,
  stocks: Parameters<typeof writeStockSummaryJson>[1],
): Promise<void> {
  const name = day.replaceAll('-', '');
  const json = join(files, `${name}.json`);
  const xlsx = join(files, `${name}.xlsx`);
  await writeStockSummaryJson(json, stocks);
  await writeStockSummaryXlsx(xlsx, day, stocks);
  for (const [label, file] of [
    ['JSON', json],
    ['XLSX', xlsx],
  ] as const) {
    const [summary, ms] = await timed(() => importStockSummary(database, file));
    console.log(
      `import  (1) Stock Summary ${label}, ${fmt(summary.rowsImported)} of ${fmt(summary.rowsRead)} rows stored: ` +
        `${seconds(ms)} (goal < 1 s: ${verdict(ms < 1_000)})  [${summary.notes.join('; ')}]`,
    );
  }
}

async function benchBalancepos(
  database: Database,
  files: string,
  day: string,
  stocks: Parameters<typeof buildBalancepos>[1],
): Promise<void> {
  const asOf = lastMonthEndOnOrBefore(day);
  const zip = join(files, `BalanceposEfek${asOf.replaceAll('-', '')}.zip`);
  await writeBalanceposZip(zip, asOf, buildBalancepos(asOf, stocks, BALANCEPOS_ROWS));
  const [summary, ms] = await timed(() => importBalancepos(database, zip));
  console.log(
    `import  (2) Balancepos ${asOf}, ${fmt(summary.rowsRead)} rows (${fmt(summary.rowsImported)} stocks stored, ` +
      `${fmt(summary.rowsSkipped)} other securities skipped, ${fmt(summary.rowsRejected ?? 0)} rejected): ` +
      `${seconds(ms)} (goal < 2 s: ${verdict(ms < 2_000)})`,
  );
}

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** KSEI dates a month's composition by its last calendar day, as the demo stores it. */
function lastMonthEndOnOrBefore(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const monthEnd = new Date(Date.UTC(year, month, 0));
  if (monthEnd.getUTCDate() === dayOfMonth) return date;
  return new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
}
