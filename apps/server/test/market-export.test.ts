import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { exportMarketDays, type ExportResult } from '../src/modules/market/export/export-market-days.ts';
import { importBalancepos } from '../src/modules/market/import/import-balancepos.ts';
import { importBrokerSummary } from '../src/modules/market/import/import-broker-summary.ts';
import { importIndexSummary } from '../src/modules/market/import/import-index-summary.ts';
import { importStockSummary } from '../src/modules/market/import/import-stock-summary.ts';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { loadDemoMarketIfEmpty } from '../src/modules/market/market-ingest.service.ts';
import { createTestDatabase, databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

/** Three months of history, only the last day with trade records: small enough to stay fast. */
const MARKET = {
  seed: 'pantau-export',
  endDate: '2026-11-20',
  years: 0.25,
  tradeDays: 1,
  tradesPerDay: 30,
} as const;
const DAY = MARKET.endDate;
const PREVIOUS_DAY = '2026-11-19';
const MONTH_END = '2026-10-31';

const SECTOR_INDICES = [
  'IDXENERGY',
  'IDXBASIC',
  'IDXINDUST',
  'IDXNONCYC',
  'IDXCYCLIC',
  'IDXHEALTH',
  'IDXFINANCE',
  'IDXPROPERT',
  'IDXTECHNO',
  'IDXINFRA',
  'IDXTRANS',
];

const BARS_SQL = `select symbol, open, high, low, close, volume::float8 as volume, value::float8 as value, frequency,
  foreign_buy::float8 as foreign_buy, foreign_sell::float8 as foreign_sell from daily_bars where date = $1 order by symbol`;

/** The first worksheet as rows of cell values (exceljs' 1-based row arrays, index 0 dropped). */
async function sheetRows(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

type DataTable = { draw: number; recordsTotal: number; recordsFiltered: number; data: Row[] };

describe.each(databaseKinds)('demo market exported as the published files, on %s', (kind) => {
  let source: { database: Database; drop(): Promise<void> };
  let target: { database: Database; drop(): Promise<void> };
  let dir: string;
  let exported: ExportResult;
  const from = (query: string, params: unknown[] = []) => queryRows<Row>(source.database, query, params);
  const into = (query: string, params: unknown[] = []) => queryRows<Row>(target.database, query, params);
  const json = async (path: string) => JSON.parse(await readFile(join(dir, path), 'utf8')) as DataTable;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    await loadDemoMarketIfEmpty(source.database, MARKET, pino({ level: 'silent' }));
    dir = await mkdtemp(join(tmpdir(), 'pantau-export-'));
    exported = await exportMarketDays(source.database, dir, { days: 2 });
  });
  afterAll(async () => {
    await source.database.close();
    await target.database.close();
    await Promise.all([source.drop(), target.drop()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each of the last two trading days in every format it has, and the month end once', async () => {
    expect(exported.days).toEqual([PREVIOUS_DAY, DAY]);
    const listing = async (folder: string) => (await readdir(join(dir, folder))).sort();
    for (const folder of ['stock-summary', 'index-summary']) {
      expect(await listing(folder)).toEqual([
        '20261119.json',
        '20261119.xlsx',
        '20261120.json',
        '20261120.xlsx',
      ]);
    }
    // Trade records, and the broker totals that come from them, exist for the last day only.
    expect(await listing('broker-summary')).toEqual(['20261120.json', '20261120.xlsx']);
    expect(await listing('trades')).toEqual(['20261120.csv.gz']);
    expect(exported.notes).toContain(
      `${PREVIOUS_DAY} has no trade records: no trades or broker summary file for it`,
    );
    expect(await listing('bars')).toEqual(['20261119.csv', '20261120.csv']);
    expect(await listing('ksei')).toEqual(['BalanceposEfek20261031.zip']);

    const bars = (await readFile(join(dir, 'bars', '20261120.csv'), 'utf8')).trim().split('\n');
    const stored = await from(BARS_SQL, [DAY]);
    expect(bars[0]).toBe('Symbol,Date,Open,High,Low,Close,Volume');
    expect(bars.slice(1)).toEqual(
      stored.map((bar) => [bar.symbol, DAY, bar.open, bar.high, bar.low, bar.close, bar.volume].join(',')),
    );
  });

  it('imports the Stock Summary JSON and XLSX, trade records and Balancepos zip as the same bars and ownership', async () => {
    const storedBars = await from(BARS_SQL, [DAY]);
    expect(storedBars.length).toBeGreaterThan(50);
    // A listed stock without a bar that day (suspended) is in the file as the exchange lists it:
    // nothing traded, closing at its last close.
    const suspended = await from(
      `select i.symbol, last.close from instruments i
        cross join lateral (select close from daily_bars b where b.symbol = i.symbol and b.date < $1
                             order by b.date desc limit 1) last
        where not exists (select 1 from daily_bars b where b.symbol = i.symbol and b.date = $1)`,
      [DAY],
    );
    const flat = suspended.map(({ symbol, close }) => ({
      symbol,
      open: close,
      high: close,
      low: close,
      close,
      volume: 0,
      value: 0,
      frequency: 0,
      foreign_buy: 0,
      foreign_sell: 0,
    }));
    const sourceBars = [...storedBars, ...flat].sort((a, b) =>
      String(a.symbol).localeCompare(String(b.symbol)),
    );

    const fromJson = await importStockSummary(target.database, join(dir, 'stock-summary', '20261120.json'));
    expect(fromJson).toMatchObject({
      rowsRead: sourceBars.length,
      rowsImported: sourceBars.length,
      rowsSkipped: 0,
    });
    expect(await into(BARS_SQL, [DAY])).toEqual(sourceBars);
    const instruments = `select symbol, name, listed_shares::float8 as shares from instruments
      where symbol = any($1) order by symbol`;
    const symbols = sourceBars.map((bar) => bar.symbol);
    expect(await into(instruments, [symbols])).toEqual(await from(instruments, [symbols]));

    await into('delete from daily_bars where date = $1', [DAY]);
    const fromXlsx = await importStockSummary(target.database, join(dir, 'stock-summary', '20261120.xlsx'));
    expect(fromXlsx).toMatchObject({ rowsImported: sourceBars.length, rowsSkipped: 0 });
    expect(await into(BARS_SQL, [DAY])).toEqual(sourceBars);

    const trades = await importTrades(target.database, join(dir, 'trades', '20261120.csv.gz'));
    const [{ count }] = (await from(
      'select count(*)::int as count from trade_records where trade_date = $1',
      [DAY],
    )) as [{ count: number }];
    expect(trades).toMatchObject({ rowsRead: count, rowsImported: count, rowsSkipped: 0 });
    const tradesSql = `select symbol, seq, time, session, board, price, volume::float8 as volume, buyer_broker,
      buyer_type, seller_broker, seller_type, buy_order::float8 as buy_order, sell_order::float8 as sell_order
      from trade_records where trade_date = $1 order by symbol, seq`;
    expect(await into(tradesSql, [DAY])).toEqual(await from(tradesSql, [DAY]));
    expect(await into(BARS_SQL, [DAY])).toEqual(sourceBars);
    const brokerDaysSql = `select symbol, broker, investor_type, buy_lot::float8 as buy_lot, buy_value::float8 as buy_value,
      buy_freq, sell_lot::float8 as sell_lot, sell_value::float8 as sell_value, sell_freq
      from broker_days where date = $1 order by symbol, broker, investor_type`;
    expect(await into(brokerDaysSql, [DAY])).toEqual(await from(brokerDaysSql, [DAY]));

    const ownershipSql = `select symbol, side, trim(category) as category, shares::float8 as shares
      from ownership_compositions where as_of = $1 order by symbol, side, category`;
    const sourceOwnership = await from(ownershipSql, [MONTH_END]);
    expect(sourceOwnership.length).toBeGreaterThan(0);
    const ownership = await importBalancepos(
      target.database,
      join(dir, 'ksei', 'BalanceposEfek20261031.zip'),
    );
    // Three issuers' corporate bond and MTN are not stocks.
    expect(ownership).toMatchObject({ rowsSkipped: 6, rowsRejected: 0 });
    expect(await into(ownershipSql, [MONTH_END])).toEqual(sourceOwnership);
  });

  it('writes the Index Summary with every computed index under its IDX code, in JSON and XLSX', async () => {
    const table = await json('index-summary/20261120.json');
    expect(table).toMatchObject({
      draw: 0,
      recordsTotal: table.data.length,
      recordsFiltered: table.data.length,
    });
    expect(table.data.map((record) => record.IndexCode).sort()).toEqual(
      ['COMPOSITE', 'IDX30', 'IDX80', 'IDXQ30', 'LQ45', ...SECTOR_INDICES].sort(),
    );
    for (const record of table.data) {
      expect(Object.keys(record)).toEqual([
        'Date',
        'IndexCode',
        'Previous',
        'Open',
        'High',
        'Low',
        'Close',
        'Volume',
        'Value',
        'Frequency',
        'MarketCapital',
      ]);
      expect(record.Date).toBe(`${DAY}T00:00:00`);
      expect(record.Low as number).toBeLessThanOrEqual(record.Close as number);
      expect(record.High as number).toBeGreaterThanOrEqual(record.Close as number);
    }
    const composite = table.data.find((record) => record.IndexCode === 'COMPOSITE')!;
    const levels = await from(
      `select date::text as date, close from index_bars where code = 'COMPOSITE' and date in ($1, $2) order by date`,
      [PREVIOUS_DAY, DAY],
    );
    expect(composite.Previous).toBeCloseTo(levels[0]!.close as number, 3);
    expect(composite.Close).toBeCloseTo(levels[1]!.close as number, 3);
    // Every listed stock is in the composite: its totals are the whole market's.
    const [market] = await from(
      `select sum(volume)::float8 as volume, sum(frequency)::float8 as frequency,
        sum(close::numeric * listed_shares)::float8 as cap
        from daily_bars join instruments using (symbol) where date = $1`,
      [DAY],
    );
    expect(composite).toMatchObject({ Volume: market!.volume, Frequency: market!.frequency });
    expect(composite.MarketCapital).toBeCloseTo(market!.cap as number, -2);
    const energy = table.data.find((record) => record.IndexCode === 'IDXENERGY')!;
    const [energyLevel] = await from(`select close from index_bars where code = 'SECTOR:A' and date = $1`, [
      DAY,
    ]);
    expect(energy.Close).toBeCloseTo(energyLevel!.close as number, 3);
    // Floats as the exchange writes them, whole numbers included.
    expect(await readFile(join(dir, 'index-summary/20261120.json'), 'utf8')).toMatch(/"Frequency":\d+\.0,/);

    const rows = await sheetRows(join(dir, 'index-summary/20261120.xlsx'));
    expect(rows[0]).toEqual([
      'Date',
      'Kode Indeks',
      'Sebelumnya',
      'Pembukaan',
      'Tertinggi',
      'Terendah',
      'Penutupan',
      'Volume',
      'Nilai',
      'Frekuensi',
      'Kapitalisasi Pasar',
    ]);
    expect(rows.slice(1)).toEqual(
      table.data.map((record) => [
        new Date(`${DAY}T00:00:00Z`),
        record.IndexCode,
        record.Previous,
        record.Open,
        record.High,
        record.Low,
        record.Close,
        record.Volume,
        record.Value,
        record.Frequency,
        record.MarketCapital,
      ]),
    );

    const officialSql = `select code, close from official_index_bars where date = $1 order by code`;
    const published = table.data
      .map((record) => ({ code: record.IndexCode, close: record.Close }))
      .sort((a, b) => String(a.code).localeCompare(String(b.code)));
    expect(await importIndexSummary(target.database, join(dir, 'index-summary/20261120.json'))).toMatchObject(
      { rowsImported: table.data.length, days: [{ date: DAY, outcome: 'stored' }] },
    );
    expect(await into(officialSql, [DAY])).toEqual(published);
    // The XLSX holds the same levels: the day is left as it is.
    expect(await importIndexSummary(target.database, join(dir, 'index-summary/20261120.xlsx'))).toMatchObject(
      { days: [{ date: DAY, outcome: 'unchanged' }] },
    );
  });

  it('writes the market-wide Broker Summary: each broker bought plus sold, named as stored', async () => {
    const table = await json('broker-summary/20261120.json');
    expect(table.recordsTotal).toBe(table.data.length);
    expect(Object.keys(table.data[0]!)).toEqual([
      'Date',
      'IDFirm',
      'FirmName',
      'Volume',
      'Value',
      'Frequency',
    ]);
    const [day] = await from(
      `select sum(volume)::float8 as volume, sum(price::numeric * volume)::float8 as value, count(*)::float8 as trades
        from trade_records where trade_date = $1`,
      [DAY],
    );
    const total = (field: string) => table.data.reduce((sum, record) => sum + (record[field] as number), 0);
    // Each trade counts for its buying and its selling broker.
    expect(total('Volume')).toBe(2 * (day!.volume as number));
    expect(total('Value')).toBe(2 * (day!.value as number));
    expect(total('Frequency')).toBe(2 * (day!.trades as number));
    const names = await from(`select code, name from brokers where code = any($1) order by code`, [
      table.data.map((record) => record.IDFirm),
    ]);
    expect(table.data.map((record) => ({ code: record.IDFirm, name: record.FirmName }))).toEqual(names);

    const rows = await sheetRows(join(dir, 'broker-summary/20261120.xlsx'));
    expect(rows[0]).toEqual(['Date', 'Kode Broker', 'Nama Broker', 'Volume', 'Nilai', 'Frekuensi']);
    expect(rows.slice(1)).toEqual(
      table.data.map((record) => [
        new Date(`${DAY}T00:00:00Z`),
        record.IDFirm,
        record.FirmName,
        record.Volume,
        record.Value,
        record.Frequency,
      ]),
    );

    const marketSql = `select broker, volume::float8 as volume, value::float8 as value, frequency
      from broker_market_days where date = $1 order by broker`;
    expect(
      await importBrokerSummary(target.database, join(dir, 'broker-summary/20261120.xlsx')),
    ).toMatchObject({ rowsImported: table.data.length, days: [{ date: DAY, outcome: 'stored' }] });
    expect(await into(marketSql, [DAY])).toEqual(
      table.data
        .map((record) => ({
          broker: record.IDFirm,
          volume: record.Volume,
          value: record.Value,
          frequency: record.Frequency,
        }))
        .sort((a, b) => String(a.broker).localeCompare(String(b.broker))),
    );
  });

  it('refuses a day the market does not hold, naming the stored range', async () => {
    await expect(exportMarketDays(source.database, dir, { date: '2026-11-21' })).rejects.toThrow(
      /2026-11-21 is not a stored trading day \(the market holds \d{4}-\d{2}-\d{2} to 2026-11-20;/,
    );
  });
});

describe('npm run seed -- --export', () => {
  it('refuses while a running server holds the data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'pantau-export-locked-'));
    try {
      await mkdir(dataDir, { recursive: true });
      // This test process is alive, so its pid in the lock file is a server still running.
      await writeFile(join(dataDir, 'pantau.lock'), String(process.pid));
      const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
      const run = promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/seed.ts', '--export', join(dataDir, 'out')],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(`The data directory ${dataDir} is in use by process ${process.pid}`),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
