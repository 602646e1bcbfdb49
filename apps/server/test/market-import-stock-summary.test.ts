import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStockSummary } from '../src/modules/market/import/import-stock-summary.ts';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

type Row = Record<string, unknown>;

// A day of the test market's history without trade records, and its last day, which has them.
const DAY = '2026-06-10';
const TRADE_DAY = TEST_MARKET.endDate;

/** One IDX Stock Summary record as the exchange's JSON publishes it (floats, every field). */
const record = (fields: Record<string, unknown>) => ({
  No: 1,
  IDStockSummary: 1,
  Date: `${DAY}T00:00:00`,
  StockCode: 'BBRI',
  StockName: 'Bank Rakyat Indonesia (Persero) Tbk.',
  Remarks: '--U3--------------------------',
  Previous: 4000.0,
  OpenPrice: 4010.0,
  FirstTrade: 4010.0,
  High: 4100.0,
  Low: 3980.0,
  Close: 4050.0,
  Change: 50.0,
  Volume: 120_000_000.0,
  Value: 484_000_000_000.0,
  Frequency: 15_000.0,
  IndexIndividual: 120.5,
  Offer: 4060.0,
  OfferVolume: 500_000.0,
  Bid: 4050.0,
  BidVolume: 800_000.0,
  ListedShares: 151_559_001_604.0,
  TradebleShares: 151_559_001_604.0,
  WeightForIndex: 70_000_000_000.0,
  ForeignSell: 30_000_000.0,
  ForeignBuy: 45_000_000.0,
  DelistingDate: '',
  NonRegularVolume: 2_000_000.0,
  NonRegularValue: 8_000_000_000.0,
  NonRegularFrequency: 12.0,
  persen: null,
  percentage: null,
  ...fields,
});

const summaryJson = (data: unknown[]) =>
  JSON.stringify({ draw: 0, recordsTotal: data.length, recordsFiltered: data.length, data });

const DAY_RECORDS = [
  record({}),
  // No opening-auction trade: the day opens at its first trade.
  record({
    StockCode: 'TLKM',
    StockName: 'Telkom Indonesia (Persero) Tbk.',
    Previous: 3000.0,
    OpenPrice: 0.0,
    FirstTrade: 2990.0,
    High: 3050.0,
    Low: 2980.0,
    Close: 3020.0,
    Volume: 80_000_000.0,
    Value: 240_000_000_000.0,
    Frequency: 9_000.0,
    ForeignBuy: 10_000_000.0,
    ForeignSell: 12_000_000.0,
    ListedShares: 99_062_216_600.0,
  }),
  // Not in the stock list yet.
  record({
    StockCode: 'NEWS',
    StockName: 'Berita Nusantara Tbk.',
    Previous: 100.0,
    OpenPrice: 100.0,
    FirstTrade: 100.0,
    High: 110.0,
    Low: 98.0,
    Close: 105.0,
    Volume: 3_000_000.0,
    Value: 312_000_000.0,
    Frequency: 400.0,
    ForeignBuy: 250_000.0,
    ForeignSell: 50_000.0,
    ListedShares: 1_200_000_000.0,
  }),
];

const XLSX_HEADERS = [
  'No',
  'Kode Saham',
  'Nama Perusahaan',
  'Remarks',
  'Sebelumnya',
  'Open Price',
  'Tanggal Perdagangan Terakhir',
  'First Trade',
  'Tertinggi',
  'Terendah',
  'Penutupan',
  'Selisih',
  'Volume',
  'Nilai',
  'Frekuensi',
  'Index Individual',
  'Offer',
  'Offer Volume',
  'Bid',
  'Bid Volume',
  'Listed Shares',
  'Tradeble Shares',
  'Weight For Index',
  'Foreign Sell',
  'Foreign Buy',
  'Non Regular Volume',
  'Non Regular Value',
  'Non Regular Frequency',
];

describe.each(databaseKinds)('Stock Summary import on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const file = async (name: string, content: string) => {
    const path = join(scratch, name);
    await writeFile(path, content);
    return path;
  };
  const barsOf = (date: string) =>
    sql(
      `select symbol, open, high, low, close, volume::float8 as volume, value::float8 as value, frequency,
         foreign_buy::float8 as foreign_buy, foreign_sell::float8 as foreign_sell, source
         from daily_bars where date = $1 order by symbol`,
      [date],
    );

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-stocksum-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('stores the day from the JSON: candles, foreign flow and a new stock searchable by its name', async () => {
    const path = await file('StockSummary-20260610.json', summaryJson(DAY_RECORDS));
    const summary = await importStockSummary(server.app.database, path);
    expect(summary).toMatchObject({ kind: 'stock-summary', rowsRead: 3, rowsImported: 3, rowsRejected: 0 });
    expect(summary.days).toEqual([{ date: DAY, outcome: 'stored' }]);

    const candle = async (symbol: string) => {
      const answer = await server.get(
        `/api/market/candles?symbol=${symbol}&timeframe=1D&from=${DAY}&to=${DAY}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const candles = answer.body.data.candles as Row[];
      expect(candles).toHaveLength(1);
      return candles[0];
    };
    expect(await candle('BBRI')).toMatchObject({
      open: 4010,
      high: 4100,
      low: 3980,
      close: 4050,
      volume: 120_000_000,
    });
    expect(await candle('TLKM')).toMatchObject({ open: 2990, high: 3050, low: 2980, close: 3020 });
    expect(await candle('NEWS')).toMatchObject({
      open: 100,
      high: 110,
      low: 98,
      close: 105,
      volume: 3_000_000,
    });

    const flow = await server.get('/api/market/foreign-flow?symbol=NEWS&days=5');
    expect(flow.status).toBe(200);
    expect(flow.body.data.flows).toEqual([
      expect.objectContaining({ time: DAY, buyVolume: 250_000, sellVolume: 50_000, netBuy: 200_000 }),
    ]);

    const search = await server.get('/api/market/search?q=news');
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body.data)).toContain('Berita Nusantara Tbk.');
    const [news] = await sql(
      `select name, listed_shares::float8 as shares from instruments where symbol = 'NEWS'`,
    );
    expect(news).toEqual({ name: 'Berita Nusantara Tbk.', shares: 1_200_000_000 });
    const [bbri] = await sql(`select listed_shares::float8 as shares from instruments where symbol = 'BBRI'`);
    expect(bbri).toEqual({ shares: 151_559_001_604 });
    const [details] = await sql(
      `select remarks, bid, bid_volume::float8 as bid_volume, offer, offer_volume::float8 as offer_volume,
         tradeable_shares::float8 as tradeable_shares, non_regular_volume::float8 as non_regular_volume,
         non_regular_value::float8 as non_regular_value, non_regular_frequency
         from stock_summary_details where symbol = 'BBRI' and date = $1`,
      [DAY],
    );
    expect(details).toEqual({
      remarks: '--U3--------------------------',
      bid: 4050,
      bid_volume: 800_000,
      offer: 4060,
      offer_volume: 500_000,
      tradeable_shares: 151_559_001_604,
      non_regular_volume: 2_000_000,
      non_regular_value: 8_000_000_000,
      non_regular_frequency: 12,
    });
    expect(
      (await barsOf(DAY)).filter((bar) => bar.source === 'stock-summary').map((bar) => bar.symbol),
    ).toEqual(['BBRI', 'NEWS', 'TLKM']);
  });

  it('changes nothing when the same file comes twice, and a newer file for the day replaces it', async () => {
    const path = await file('StockSummary-20260610.json', summaryJson(DAY_RECORDS));
    await importStockSummary(server.app.database, path);
    const before = await barsOf(DAY);
    const levelsBefore = await sql(`select code, close from index_bars where date = $1 order by code`, [DAY]);
    const again = await importStockSummary(server.app.database, path);
    expect(again.days).toEqual([{ date: DAY, outcome: 'unchanged' }]);
    expect(await barsOf(DAY)).toEqual(before);
    expect(await sql(`select code, close from index_bars where date = $1 order by code`, [DAY])).toEqual(
      levelsBefore,
    );

    // The corrected file drops NEWS and revises BBRI's close.
    const newer = await file(
      'StockSummary-20260610-revised.json',
      summaryJson([record({ Close: 4070.0 }), DAY_RECORDS[1]]),
    );
    const replaced = await importStockSummary(server.app.database, newer);
    expect(replaced.days).toEqual([{ date: DAY, outcome: 'replaced' }]);
    const after = await barsOf(DAY);
    expect(after.find((bar) => bar.symbol === 'BBRI')).toMatchObject({
      close: 4070,
      source: 'stock-summary',
    });
    expect(after.find((bar) => bar.symbol === 'NEWS')).toBeUndefined();
    expect(
      await sql(`select symbol from stock_summary_details where date = $1 order by symbol`, [DAY]),
    ).toEqual([{ symbol: 'BBRI' }, { symbol: 'TLKM' }]);
  });

  it('keeps the bar rolled up from trade records on a day that has them, and says so', async () => {
    const [traded] = await barsOf(TRADE_DAY).then((bars) => bars.filter((bar) => bar.symbol === 'BBCA'));
    expect(traded).toMatchObject({ source: 'trades' });
    const path = await file(
      'StockSummary-trade-day.json',
      summaryJson([record({ Date: `${TRADE_DAY}T00:00:00`, StockCode: 'BBCA', Close: 1.0, Low: 1.0 })]),
    );
    const summary = await importStockSummary(server.app.database, path);
    expect(summary.notes).toContain('1 stock-days keep their bars from trade records');
    const [after] = await barsOf(TRADE_DAY).then((bars) => bars.filter((bar) => bar.symbol === 'BBCA'));
    expect(after).toEqual(traded);
  });

  it('gives the bar to trade records imported later for a Stock Summary day', async () => {
    const path = await file(
      'StockSummary-20260611.json',
      summaryJson([record({ Date: '2026-06-11T00:00:00' })]),
    );
    await importStockSummary(server.app.database, path);
    const [broker] = await sql(`select code from brokers order by code limit 1`);
    const code = String(broker!.code);
    const trades = await file(
      'trades-20260611.csv',
      [
        'trxCode,trxSess,trxType,brkCod1,invTyp1,brkCod2,invTyp2,stkCode,stkVolm,stkPric,trxDate,trxOrd1,trxOrd2,trxTime',
        `1,1,RG,${code},D,${code},F,BBRI,500,4020,20260611,1,2,090000`,
        `2,1,RG,${code},F,${code},D,BBRI,300,4030,20260611,3,4,091500`,
      ].join('\n'),
    );
    await importTrades(server.app.database, trades);
    const [bar] = (await barsOf('2026-06-11')).filter((row) => row.symbol === 'BBRI');
    expect(bar).toMatchObject({
      open: 4020,
      high: 4030,
      low: 4020,
      close: 4030,
      volume: 800,
      source: 'trades',
    });
  });

  it('reads the XLSX download with Indonesian headers, thousands separators and the date in its title', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ringkasan Saham');
    sheet.addRow(['Ringkasan Saham 06/09/2026']);
    sheet.addRow([]);
    sheet.addRow(XLSX_HEADERS);
    const values = (code: string, name: string, prices: number[], volume: string | number) => {
      const [previous, open, first, high, low, close] = prices as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      const cells: Record<string, unknown> = {
        'Kode Saham': code,
        'Nama Perusahaan': name,
        Sebelumnya: previous,
        'Open Price': open,
        'First Trade': first,
        Tertinggi: high,
        Terendah: low,
        Penutupan: close,
        Volume: volume,
        Nilai: 1_000_000,
        Frekuensi: 10,
        'Foreign Buy': '1,500',
        'Foreign Sell': 500,
        'Listed Shares': '2,000,000,000',
      };
      return XLSX_HEADERS.map((header) => cells[header] ?? 0);
    };
    sheet.addRow(values('XLSN', 'Lembar Kerja Tbk.', [500, 0, 505, 520, 495, 510], '1,234,500'));
    sheet.addRow(
      values('BBRI', 'Bank Rakyat Indonesia (Persero) Tbk.', [4000, 4000, 4000, 4020, 3990, 4010], 7000),
    );
    const path = join(scratch, 'Ringkasan Saham.xlsx');
    await workbook.xlsx.writeFile(path);

    const summary = await importStockSummary(server.app.database, path);
    expect(summary).toMatchObject({ rowsRead: 2, rowsImported: 2, rowsSkipped: 0 });
    const answer = await server.get('/api/market/candles?symbol=XLSN&timeframe=1D');
    expect(answer.status).toBe(200);
    expect(answer.body.data.candles).toEqual([
      expect.objectContaining({
        time: '2026-06-09',
        open: 505,
        high: 520,
        low: 495,
        close: 510,
        volume: 1_234_500,
      }),
    ]);
    const [bar] = await sql(
      `select foreign_buy::float8 as buy, foreign_sell::float8 as sell from daily_bars where symbol = 'XLSN'`,
    );
    expect(bar).toEqual({ buy: 1500, sell: 500 });
  });

  it('rejects unreadable rows, a repeated stock and a future day with line, column and reason, storing none of their days', async () => {
    const before = await barsOf('2026-06-05');
    const path = await file(
      'StockSummary-checks.json',
      summaryJson([
        record({ Date: '2026-06-05T00:00:00', StockCode: 'BMRI', Close: 6000.0, High: 6100.0 }),
        record({ Date: '2026-06-05T00:00:00', StockCode: 'BMRI', Close: 6050.0, High: 6100.0 }),
        record({ Date: '2099-01-02T00:00:00', StockCode: 'BBCA' }),
        record({ Date: '2026-06-05T00:00:00', StockCode: 'BBCA', High: 3_000_000_000.0 }),
        record({ Date: '2026-06-04T00:00:00', StockCode: 'ASII', Close: 'n/a' }),
        record({ Date: '2026-06-04T00:00:00', StockCode: 'UNVR', Volume: -5.0 }),
        record({ Date: '2026-06-03T00:00:00', StockCode: 'TLKM', Close: 3100.0 }),
      ]),
    );
    const summary = await importStockSummary(server.app.database, path);
    expect(summary).toMatchObject({ rowsRead: 7, rowsImported: 1, rowsRejected: 5 });
    expect(summary.rowErrors).toEqual([
      { row: 2, column: 'StockCode', reason: 'BMRI repeats line 1 for 2026-06-05' },
      { row: 3, column: 'Date', reason: '2099-01-02 is in the future' },
      { row: 4, column: 'High', reason: '3000000000 is out of range' },
      { row: 5, column: 'Close', reason: "not a number 'n/a'" },
      { row: 6, column: 'Volume', reason: 'negative value -5' },
    ]);
    expect(summary.days).toEqual([{ date: '2026-06-03', outcome: 'stored' }]);
    expect(summary.notes).toContain('2026-06-05 not stored: 2 of its rows rejected (a day is stored whole)');
    // BMRI's first row was readable, but its day is refused whole.
    expect(await barsOf('2026-06-05')).toEqual(before);
    expect((await barsOf('2026-06-04')).filter((bar) => bar.source === 'stock-summary')).toEqual([]);
    expect(await barsOf('2099-01-02')).toEqual([]);
    expect((await barsOf('2026-06-03')).find((bar) => bar.symbol === 'TLKM')).toMatchObject({
      close: 3100,
      source: 'stock-summary',
    });
  });

  it('refuses an XLSX without its date, and a file missing required columns, storing nothing', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(XLSX_HEADERS.filter((header) => header !== 'Foreign Buy' && header !== 'Penutupan'));
    sheet.addRow(['1', 'MISS']);
    const undated = join(scratch, 'undated.xlsx');
    await workbook.xlsx.writeFile(undated);
    await expect(importStockSummary(server.app.database, undated)).rejects.toThrow(
      'undated.xlsx does not state its trading day: add --date YYYY-MM-DD (or a date above the header)',
    );
    await expect(importStockSummary(server.app.database, undated, { date: '2026-06-08' })).rejects.toThrow(
      'undated.xlsx is missing required columns: Penutupan, Foreign Buy',
    );

    const records = [record({ Date: '2026-06-08T00:00:00', StockCode: 'MISS' })].map(
      ({ ForeignSell: _sell, ListedShares: _listed, ...rest }) => rest,
    );
    const json = await file('missing.json', summaryJson(records));
    await expect(importStockSummary(server.app.database, json)).rejects.toThrow(
      'missing.json is missing required columns: ForeignSell, ListedShares',
    );
    expect(await sql(`select symbol from instruments where symbol = 'MISS'`)).toEqual([]);
    expect(
      await sql(`select symbol from daily_bars where date = '2026-06-08' and source = 'stock-summary'`),
    ).toEqual([]);
  });
});
