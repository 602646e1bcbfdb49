import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importIndexSummary } from '../src/modules/market/import/import-index-summary.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

/** One IDX Index Summary record as the exchange's JSON publishes it. */
const record = (date: string, fields: Record<string, unknown>) => ({
  No: 1,
  IndexSummaryID: 1,
  Date: `${date}T00:00:00`,
  IndexCode: 'COMPOSITE',
  Previous: 7000.0,
  Highest: 0.0,
  Lowest: 0.0,
  High: 7050.25,
  Low: 6980.5,
  Close: 7012.75,
  NumberOfStock: 950.0,
  Change: 12.75,
  Volume: 21_000_000_000.0,
  Value: 11_500_000_000_000.0,
  Frequency: 1_250_000.0,
  MarketCapital: 12_345_678_000_000_000.0,
  ...fields,
});

const summaryJson = (data: unknown[]) =>
  JSON.stringify({ draw: 0, recordsTotal: data.length, recordsFiltered: data.length, data });

describe.each(databaseKinds)('Index Summary import on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  /** The test market's last four trading days, oldest first: the first stays computed. */
  let days: string[];
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const file = async (name: string, content: string) => {
    const path = join(scratch, name);
    await writeFile(path, content);
    return path;
  };
  const officialOf = (date: string) =>
    sql(
      `select code, previous, open, high, low, close, volume::float8 as volume, value::float8 as value,
         frequency, market_cap::float8 as market_cap from official_index_bars where date = $1 order by code`,
      [date],
    );
  const computedClose = async (code: string, date: string) => {
    const [row] = await sql(`select close from index_bars where code = $1 and date = $2`, [code, date]);
    return Number(row!.close);
  };
  const threeDays = () => [
    ...days.slice(1).map((date, i) => record(date, { IndexCode: 'COMPOSITE', Close: 7000 + 10 * i })),
    ...days.slice(1).map((date, i) => record(date, { IndexCode: 'IDXFINANCE', Close: 1400.5 + i })),
    record(days[3]!, { IndexCode: 'IDXBUMN20', Close: 390.0 }),
  ];

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-indexsum-'));
    const rows = await sql(
      `select date::text as date from index_bars where code = 'COMPOSITE' and date <= $1 order by date desc limit 4`,
      [TEST_MARKET.endDate],
    );
    days = rows.map((row) => String(row.date)).reverse();
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('serves the official closes on the composite and sector screens, the computed day before joined without a jump', async () => {
    const [before, first] = [days[0]!, days[1]!];
    const ratio = {
      composite: 7000 / (await computedClose('COMPOSITE', first)),
      finance: 1400.5 / (await computedClose('SECTOR:G', first)),
    };
    const computedBefore = {
      composite: await computedClose('COMPOSITE', before),
      finance: await computedClose('SECTOR:G', before),
    };

    const path = await file('IndexSummary.json', summaryJson(threeDays()));
    const summary = await importIndexSummary(server.app.database, path);
    expect(summary).toMatchObject({ kind: 'index-summary', rowsRead: 7, rowsImported: 7 });
    expect(summary.days).toEqual(days.slice(1).map((date) => ({ date, outcome: 'stored' })));

    const closes = async (symbol: string) => {
      const answer = await server.get(
        `/api/market/candles?symbol=${symbol}&timeframe=1D&from=${days[0]}&to=${days[3]}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return (answer.body.data.candles as Row[]).map((candle) => [candle.time, candle.close]);
    };
    const composite = await closes('COMPOSITE');
    expect(composite.slice(1)).toEqual([
      [days[1], 7000],
      [days[2], 7010],
      [days[3], 7020],
    ]);
    expect(composite[0]![0]).toBe(before);
    expect(composite[0]![1]).toBeCloseTo(computedBefore.composite * ratio.composite, 1);
    const finance = await closes('SECTOR:G');
    expect(finance.slice(1)).toEqual([
      [days[1], 1400.5],
      [days[2], 1401.5],
      [days[3], 1402.5],
    ]);
    expect(finance[0]![1]).toBeCloseTo(computedBefore.finance * ratio.finance, 1);

    const indices = await server.get('/api/market/indices');
    expect(indices.status).toBe(200);
    expect(indices.body.data.indices).toContainEqual(
      expect.objectContaining({ code: 'COMPOSITE', close: 7020 }),
    );
    // An index the screens do not know is kept under the exchange's code.
    expect((await officialOf(days[3]!)).map((row) => row.code)).toEqual([
      'COMPOSITE',
      'IDXBUMN20',
      'IDXFINANCE',
    ]);
  });

  it('changes nothing when the same file comes twice, and a newer file for a day replaces only that day', async () => {
    const path = await file('IndexSummary.json', summaryJson(threeDays()));
    await importIndexSummary(server.app.database, path);
    const stored = await Promise.all(days.map(officialOf));
    const again = await importIndexSummary(server.app.database, path);
    expect(again.days).toEqual(days.slice(1).map((date) => ({ date, outcome: 'unchanged' })));
    expect(await Promise.all(days.map(officialOf))).toEqual(stored);

    const revised = await file(
      'IndexSummary-revised.json',
      summaryJson([record(days[2]!, { IndexCode: 'COMPOSITE', Close: 7011.0, Volume: '21,000,000,001' })]),
    );
    const summary = await importIndexSummary(server.app.database, revised);
    expect(summary.days).toEqual([{ date: days[2], outcome: 'replaced' }]);
    expect(await officialOf(days[2]!)).toEqual([
      {
        code: 'COMPOSITE',
        previous: 7000,
        open: null,
        high: 7050.25,
        low: 6980.5,
        close: 7011,
        volume: 21_000_000_001,
        value: 11_500_000_000_000,
        frequency: 1_250_000,
        market_cap: 12_345_678_000_000_000,
      },
    ]);
    expect(await officialOf(days[1]!)).toEqual(stored[1]);
    expect(await officialOf(days[3]!)).toEqual(stored[3]);
  });

  it('reads the XLSX with Indonesian headers and thousands separators, its day given by --date', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ringkasan Indeks');
    const headers = [
      'No',
      'Kode Indeks',
      'Sebelumnya',
      'Tertinggi',
      'Terendah',
      'Penutupan',
      'Selisih',
      'Volume',
      'Nilai',
      'Frekuensi',
      'Kapitalisasi Pasar',
    ];
    sheet.addRow(headers);
    sheet.addRow([
      1,
      'LQ45',
      '905.5',
      '912.25',
      '901',
      '910.75',
      5.25,
      '1,924,688,333',
      '3,210,000,000,000',
      '456,789',
      '5,000,000,000,000,000',
    ]);
    sheet.addRow([2, 'IDXENERGY', 2100, 2130, 2090, 2120, 20, 100, 200, 3, 400]);
    const path = join(scratch, 'Ringkasan Indeks.xlsx');
    await workbook.xlsx.writeFile(path);

    await expect(importIndexSummary(server.app.database, path)).rejects.toThrow(
      'Ringkasan Indeks.xlsx is missing required columns: Date (a file without a Date column needs --date YYYY-MM-DD)',
    );
    const summary = await importIndexSummary(server.app.database, path, { date: '2026-06-10' });
    expect(summary).toMatchObject({
      rowsRead: 2,
      rowsImported: 2,
      days: [{ date: '2026-06-10', outcome: 'stored' }],
    });
    expect(await officialOf('2026-06-10')).toEqual([
      {
        code: 'IDXENERGY',
        previous: 2100,
        open: null,
        high: 2130,
        low: 2090,
        close: 2120,
        volume: 100,
        value: 200,
        frequency: 3,
        market_cap: 400,
      },
      {
        code: 'LQ45',
        previous: 905.5,
        open: null,
        high: 912.25,
        low: 901,
        close: 910.75,
        volume: 1_924_688_333,
        value: 3_210_000_000_000,
        frequency: 456_789,
        market_cap: 5_000_000_000_000_000,
      },
    ]);
  });

  it('refuses a file missing its required columns, and keeps back a day with bad rows, naming line, column and reason', async () => {
    const missing = await file(
      'no-close.json',
      summaryJson([record('2026-06-03', {})].map(({ Close: _close, IndexCode: _code, ...rest }) => rest)),
    );
    await expect(importIndexSummary(server.app.database, missing)).rejects.toThrow(
      'no-close.json is missing required columns: IndexCode, Close',
    );
    // A download cut short is refused whole, with the reader's reason, and stores nothing.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Ringkasan').addRow(['Kode Indeks', 'Penutupan']);
    const cut = Buffer.from(await workbook.xlsx.writeBuffer());
    const truncated = join(scratch, 'Ringkasan Indeks-20260603.xlsx');
    await writeFile(truncated, cut.subarray(0, cut.length >> 1));
    await expect(importIndexSummary(server.app.database, truncated)).rejects.toThrow(
      /^Ringkasan Indeks-20260603\.xlsx is not a readable XLSX: ./,
    );

    const bad = await file(
      'IndexSummary-bad.json',
      summaryJson([
        record('2026-06-04', { IndexCode: 'COMPOSITE' }),
        record('2026-06-04', { IndexCode: 'LQ45', Volume: -5.0 }),
        record('2026-06-04', { IndexCode: 'COMPOSITE', Close: 7100.0 }),
        record('2099-01-02', { IndexCode: 'COMPOSITE' }),
        record('2026-06-05', { IndexCode: 'IDX30', Close: 'n/a' }),
        record('2026-06-08', { IndexCode: 'IDX30', Close: 480.0 }),
      ]),
    );
    const summary = await importIndexSummary(server.app.database, bad);
    expect(summary.rowErrors).toEqual([
      { row: 2, column: 'Volume', reason: 'negative value -5' },
      { row: 3, column: 'IndexCode', reason: 'COMPOSITE repeats line 1 for 2026-06-04' },
      { row: 4, column: 'Date', reason: '2099-01-02 is in the future' },
      { row: 5, column: 'Close', reason: "not a number 'n/a'" },
    ]);
    expect(summary.days).toEqual([{ date: '2026-06-08', outcome: 'stored' }]);
    expect(
      await sql(
        `select date::text as date, code from official_index_bars where date between '2026-06-03' and '2026-06-09'
           or date > '2099-01-01' order by date, code`,
      ),
    ).toEqual([{ date: '2026-06-08', code: 'IDX30' }]);
  });
});
