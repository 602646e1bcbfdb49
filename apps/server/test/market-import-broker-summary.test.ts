import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBrokerSummary } from '../src/modules/market/import/import-broker-summary.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

const DAY = '2026-06-10';

/** One IDX Broker Summary record as the exchange's JSON publishes it. */
const record = (fields: Record<string, unknown>) => ({
  No: 1,
  IDFirm: 'YP',
  FirmName: 'Mirae Asset Sekuritas Indonesia',
  Date: `${DAY}T00:00:00`,
  Volume: 2_000_000_000.0,
  Value: 3_000_000_000_000.0,
  Frequency: 400_000.0,
  ...fields,
});
const summaryJson = (data: unknown[]) =>
  JSON.stringify({ draw: 0, recordsTotal: data.length, recordsFiltered: data.length, data });

const DAY_RECORDS = [
  record({}),
  record({ IDFirm: 'AK', FirmName: 'UBS Sekuritas Indonesia (renamed)', Value: 5_000_000_000_000.0 }),
  // A member firm the broker list does not know yet.
  record({ IDFirm: 'QQ', FirmName: 'Sekuritas Baru Indonesia', Value: 2_000_000_000_000.0, Volume: 100.0 }),
];

describe.each(databaseKinds)('Broker Summary import on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const file = async (name: string, content: string) => {
    const path = join(scratch, name);
    await writeFile(path, content);
    return path;
  };
  const dayOf = (date: string) =>
    sql(
      `select broker, volume::float8 as volume, value::float8 as value, frequency
         from broker_market_days where date = $1 order by broker`,
      [date],
    );

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-brokersum-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('ranks the brokers by market-wide value with names, groups and shares; a new code is added as Lokal', async () => {
    const [ak] = await sql(`select category, colour from brokers where code = 'AK'`);
    const path = await file('BrokerSummary-20260610.json', summaryJson(DAY_RECORDS));
    const summary = await importBrokerSummary(server.app.database, path);
    expect(summary).toMatchObject({ kind: 'broker-summary', rowsRead: 3, rowsImported: 3 });
    expect(summary.days).toEqual([{ date: DAY, outcome: 'stored' }]);
    expect(summary.notes).toContain('1 new broker codes added as Lokal (colour Grey) until classified: QQ');

    const answer = await server.get(`/api/market/brokers/ranking?date=${DAY}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ date: DAY, totalValue: 10_000_000_000_000 });
    expect(answer.body.data.brokers).toEqual([
      {
        rank: 1,
        code: 'AK',
        name: 'UBS Sekuritas Indonesia (renamed)',
        category: ak!.category,
        colour: ak!.colour,
        volume: 2_000_000_000,
        value: 5_000_000_000_000,
        frequency: 400_000,
        share: 0.5,
      },
      expect.objectContaining({ rank: 2, code: 'YP', value: 3_000_000_000_000, share: 0.3 }),
      expect.objectContaining({
        rank: 3,
        code: 'QQ',
        name: 'Sekuritas Baru Indonesia',
        category: 'Lokal',
        colour: 'Grey',
        volume: 100,
        share: 0.2,
      }),
    ]);
    expect(answer.body.data.source).toBe('broker-summary');
    // Without a date: the latest day having a Broker Summary or trade records (the test market's last day).
    const latest = await server.get('/api/market/brokers/ranking');
    expect(latest.body.data).toMatchObject({ date: TEST_MARKET.endDate, latestDate: TEST_MARKET.endDate });
    // A day with neither says so with an empty list, never zeros.
    const empty = await server.get('/api/market/brokers/ranking?date=2026-06-09');
    expect(empty.body.data).toMatchObject({
      date: '2026-06-09',
      latestDate: TEST_MARKET.endDate,
      source: null,
      brokers: [],
      totalValue: 0,
    });
  });

  it('changes nothing when the same file comes twice, and a newer file for the day replaces it', async () => {
    const path = await file('BrokerSummary-20260610.json', summaryJson(DAY_RECORDS));
    await importBrokerSummary(server.app.database, path);
    const stored = await dayOf(DAY);
    const brokers = await sql(`select * from brokers order by code`);
    const again = await importBrokerSummary(server.app.database, path);
    expect(again.days).toEqual([{ date: DAY, outcome: 'unchanged' }]);
    expect(await dayOf(DAY)).toEqual(stored);
    expect(await sql(`select * from brokers order by code`)).toEqual(brokers);

    const newer = await file(
      'BrokerSummary-20260610-revised.json',
      summaryJson([record({ Value: 3_100_000_000_000.0 }), DAY_RECORDS[1]]),
    );
    const summary = await importBrokerSummary(server.app.database, newer);
    expect(summary.days).toEqual([{ date: DAY, outcome: 'replaced' }]);
    expect(await dayOf(DAY)).toEqual([
      { broker: 'AK', volume: 2_000_000_000, value: 5_000_000_000_000, frequency: 400_000 },
      { broker: 'YP', volume: 2_000_000_000, value: 3_100_000_000_000, frequency: 400_000 },
    ]);
  });

  it('reads the XLSX with Indonesian headers and thousands separators, its day from the title', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ringkasan Broker');
    sheet.addRow(['Ringkasan Broker 06/09/2026']);
    sheet.addRow(['No', 'Kode Broker', 'Nama Broker', 'Volume', 'Nilai', 'Frekuensi']);
    sheet.addRow([1, 'CC', 'Mandiri Sekuritas', '1,924,688,333', '2,500,000,000,000', '123,456']);
    sheet.addRow([2, 'PD', 'Indo Premier Sekuritas', 5_000, 6_000_000, 70]);
    const path = join(scratch, 'Ringkasan Broker.xlsx');
    await workbook.xlsx.writeFile(path);

    const summary = await importBrokerSummary(server.app.database, path);
    expect(summary).toMatchObject({
      rowsRead: 2,
      rowsImported: 2,
      days: [{ date: '2026-06-09', outcome: 'stored' }],
    });
    expect(await dayOf('2026-06-09')).toEqual([
      { broker: 'CC', volume: 1_924_688_333, value: 2_500_000_000_000, frequency: 123_456 },
      { broker: 'PD', volume: 5_000, value: 6_000_000, frequency: 70 },
    ]);
  });

  it('refuses a file missing required columns, and keeps back a day with bad rows, naming line, column and reason', async () => {
    const missing = await file(
      'no-value.json',
      summaryJson([record({})].map(({ Value: _value, Frequency: _frequency, ...rest }) => rest)),
    );
    await expect(importBrokerSummary(server.app.database, missing)).rejects.toThrow(
      'no-value.json is missing required columns: Value, Frequency',
    );
    const bad = await file(
      'BrokerSummary-bad.json',
      summaryJson([
        record({ Date: '2026-06-04T00:00:00' }),
        record({ Date: '2026-06-04T00:00:00', IDFirm: 'AK', Volume: -1.0 }),
        record({ Date: '2026-06-04T00:00:00' }),
        record({ Date: '2099-01-02T00:00:00' }),
      ]),
    );
    const summary = await importBrokerSummary(server.app.database, bad);
    expect(summary.rowErrors).toEqual([
      { row: 2, column: 'Volume', reason: 'negative value -1' },
      { row: 3, column: 'IDFirm', reason: 'YP repeats line 1 for 2026-06-04' },
      { row: 4, column: 'Date', reason: '2099-01-02 is in the future' },
    ]);
    expect(summary.days).toEqual([]);
    expect(await dayOf('2026-06-04')).toEqual([]);
    expect(await dayOf('2099-01-02')).toEqual([]);
  });
});
