import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInHolidaysBetween, generateDemoMarket, jakartaDateOf, type Trade } from '@pantau/market';
import { call, signedInUser } from './support/accounts.ts';
import {
  idxJson,
  stockSummaryRecord,
  TRADE_HEADER,
  tradeLine,
  uploadImport,
  waitForRun,
  type UploadPart,
} from './support/imports.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

/**
 * Every import kind through the admin HTTP API (upload, then poll the run), and every way a file
 * must be refused: what an operator sees on the run, and what members and the database hold after.
 */

type Row = Record<string, unknown>;

// Days of the test market's history without trade records (its last ten trading days have them).
const SUMMARY_DAY = '2026-11-05';
const XLSX_DAY = '2026-11-06';
const BARS_DAYS = ['2026-11-03', '2026-11-04'];
const REFUSED_DAY = '2026-11-02';
const FULL_MARKET = 950;

/** Every table an import writes to; a refused file must leave each exactly as it was. */
const MARKET_TABLES = [
  'instruments',
  'brokers',
  'trading_days',
  'daily_bars',
  'stock_summary_details',
  'index_bars',
  'trades',
  'minute_bars',
  'broker_days',
  'ownership_compositions',
  'official_index_bars',
  'broker_market_days',
];

/** One IDX Stock Summary record with every field the exchange's JSON has. */
const summaryRecord = (date: string, code: string, close: number, fields: Row = {}) => ({
  No: 1,
  IDStockSummary: 1,
  ...stockSummaryRecord(date, code, close),
  Remarks: '--U3--------------------------',
  Change: 10,
  IndexIndividual: 100.0,
  Offer: close + 5,
  OfferVolume: 10_000.0,
  Bid: close,
  BidVolume: 20_000.0,
  TradebleShares: 9_000_000_000.0,
  WeightForIndex: 9_000_000_000.0,
  DelistingDate: '',
  NonRegularVolume: 0.0,
  NonRegularValue: 0.0,
  NonRegularFrequency: 0.0,
  ...fields,
});

/** Ticker-like codes the demo market does not use: QAAA, QAAB, … */
const freshCode = (n: number) =>
  `Q${[Math.floor(n / 676), Math.floor(n / 26) % 26, n % 26].map((k) => String.fromCharCode(65 + k)).join('')}`;

const BALANCEPOS_HEADER =
  'Date|Code|Type|Sec. Num|Price|Local IS|Local CP|Local PF|Local IB|Local ID|Local MF|Local SC|Local FD|Local OT|Total|Foreign IS|Foreign CP|Foreign PF|Foreign IB|Foreign ID|Foreign MF|Foreign SC|Foreign FD|Foreign OT|Total';
const CATEGORIES = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'];

/** A Balancepos line whose local category k holds local[k] shares, and likewise foreign. */
const balanceposLine = (date: string, code: string, type: string, local: number[], foreign: number[]) => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return [
    date,
    code,
    type,
    sum(local) + sum(foreign),
    1000,
    ...local,
    sum(local),
    ...foreign,
    sum(foreign),
  ].join('|');
};

const zipOf = (entry: string, text: string) =>
  new Promise<Buffer>((resolve, reject) => {
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.from(text), entry, { mtime: new Date('2023-11-01T00:00:00Z') });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

describe.each(databaseKinds)('every import kind through the HTTP API on %s', (kind) => {
  let server: MarketTestServer;
  let admin: string;
  const market = generateDemoMarket(TEST_MARKET);
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);

  const importFiles = async (requested: string, files: UploadPart[]) => {
    const answer = await uploadImport(server, admin, requested, files);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    return waitForRun(server, admin, answer.body.data.id);
  };
  /**
   * Each market table's row count and an order-independent digest of its rows (the sum of their
   * hashes: any row added, removed or changed moves it), in one query.
   */
  const snapshot = () =>
    sql(
      MARKET_TABLES.map(
        (table) =>
          `select '${table}' as table_name, count(*)::int as n, coalesce(sum(hashtext(t::text)::numeric), 0)::text as digest from ${table} t`,
      ).join(' union all ') + ' order by table_name',
    );
  /** Imports a file that must be refused, checks that nothing changed, and returns its run. */
  const importRefused = async (requested: string, files: UploadPart[]) => {
    const before = await snapshot();
    const run = await importFiles(requested, files);
    expect(run.rows_stored).toBe(0);
    expect(await snapshot()).toEqual(before);
    return run;
  };
  const candle = async (symbol: string, date: string) => {
    const answer = await server.get(
      `/api/market/candles?symbol=${symbol}&timeframe=1D&from=${date}&to=${date}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.candles as Row[];
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
    admin = (await signedInUser(server, { role: 'admin' })).session.access_token;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('imports', () => {
    /** The busiest stock of a trade day, and its trades with each volume multiplied (so a stored day is told from the demo's). */
    const reshapedTrades = (day: string, factor: number): Trade[] => {
      const trades = market.tradesOn(day);
      const counts = new Map<string, number>();
      for (const trade of trades) counts.set(trade.symbol, (counts.get(trade.symbol) ?? 0) + 1);
      const symbol = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      return trades
        .filter((trade) => trade.symbol === symbol)
        .map((trade) => ({ ...trade, volume: trade.volume * factor }));
    };
    const storedTrades = async (symbol: string, day: string) =>
      (
        await sql(
          `select count(*)::int as n, sum(volume)::float8 as volume from trade_records where symbol = $1 and trade_date = $2`,
          [symbol, day],
        )
      )[0];

    it('trades: a gzipped day, and a day in two parts read as one', async () => {
      const gzDay = market.tradeDays.at(-4)!;
      const gzTrades = reshapedTrades(gzDay, 2);
      const gz = gzipSync([TRADE_HEADER, ...gzTrades.map((trade, k) => tradeLine(trade, k + 1))].join('\n'));
      const gzRun = await importFiles('auto', [{ name: `trades-${gzDay}.csv.gz`, content: gz }]);
      expect(gzRun).toMatchObject({
        kind: 'trades',
        status: 'done',
        rows_read: gzTrades.length,
        rows_stored: gzTrades.length,
        rows_rejected: 0,
        days: [{ date: gzDay, outcome: 'replaced' }],
      });
      expect(await storedTrades(gzTrades[0]!.symbol, gzDay)).toEqual({
        n: gzTrades.length,
        volume: gzTrades.reduce((sum, trade) => sum + trade.volume, 0),
      });

      // The second part continues the first without a header, as split exchange files do.
      const partsDay = market.tradeDays.at(-5)!;
      const partTrades = reshapedTrades(partsDay, 3);
      const half = Math.ceil(partTrades.length / 2);
      const lines = partTrades.map((trade, k) => tradeLine(trade, k + 1));
      const partsRun = await importFiles('trades', [
        { name: 'trades-part1.csv', content: [TRADE_HEADER, ...lines.slice(0, half)].join('\n') },
        { name: 'trades-part2.csv', content: lines.slice(half).join('\n') },
      ]);
      expect(partsRun).toMatchObject({
        status: 'done',
        rows_stored: partTrades.length,
        rows_rejected: 0,
        days: [{ date: partsDay, outcome: 'replaced' }],
      });
      expect(partsRun.notes).toContain('2 parts read as one');
      const bars = await sql(
        `select volume::float8 as volume from daily_bars where symbol = $1 and date = $2`,
        [partTrades[0]!.symbol, partsDay],
      );
      expect(bars).toEqual([{ volume: partTrades.reduce((sum, trade) => sum + trade.volume, 0) }]);
    });

    it(`stock-summary: a JSON of ${FULL_MARKET} stocks, unknown ones created with their names`, async () => {
      const known = await sql('select symbol from instruments order by symbol');
      const codes = [
        ...known.map((row) => String(row.symbol)),
        ...Array.from({ length: FULL_MARKET - known.length }, (_, n) => freshCode(n)),
      ];
      const records = codes.map((code, k) =>
        summaryRecord(SUMMARY_DAY, code, 100 + 5 * k, {
          StockName: `${code} Sejahtera Tbk.`,
          Volume: 1_000 * (k + 1),
          ForeignBuy: 10 * k,
        }),
      );
      const run = await importFiles('auto', [
        { name: 'StockSummary-20261105.json', content: idxJson(records) },
      ]);
      expect(run).toMatchObject({
        kind: 'stock-summary',
        status: 'done',
        rows_read: FULL_MARKET,
        rows_stored: FULL_MARKET,
        rows_rejected: 0,
        days: [{ date: SUMMARY_DAY, outcome: 'stored' }],
      });
      expect(
        await sql(`select count(*)::int as n from daily_bars where date = $1 and source = 'stock-summary'`, [
          SUMMARY_DAY,
        ]),
      ).toEqual([{ n: FULL_MARKET }]);
      expect(await sql('select count(*)::int as n from instruments')).toEqual([{ n: FULL_MARKET }]);

      const last = FULL_MARKET - 1;
      const [newest] = await candle(codes[last]!, SUMMARY_DAY);
      expect(newest).toMatchObject({ close: 100 + 5 * last, volume: 1_000 * FULL_MARKET });
      const search = await server.get(`/api/market/search?q=${codes[last]}`);
      expect(JSON.stringify(search.body.data)).toContain(`${codes[last]} Sejahtera Tbk.`);
    });

    it('stock-summary: an XLSX with Indonesian headers and thousands separators', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Sheet1');
      sheet.addRow(['Ringkasan Saham']);
      sheet.addRow([
        'No',
        'Kode Saham',
        'Nama Perusahaan',
        'Remarks',
        'Sebelumnya',
        'Open Price',
        'First Trade',
        'Tertinggi',
        'Terendah',
        'Penutupan',
        'Selisih',
        'Volume',
        'Nilai',
        'Frekuensi',
        'Listed Shares',
        'Foreign Sell',
        'Foreign Buy',
      ]);
      sheet.addRow([
        1,
        'BBRI',
        'Bank Rakyat Indonesia (Persero) Tbk.',
        '',
        '4,000',
        '4,010',
        '4,010',
        '4,100',
        '3,980',
        '4,050',
        '50',
        '1,924,688,333',
        '7,795,000,000,000',
        '15,021',
        '151,559,001,604',
        '30,000,000',
        '45,500,000',
      ]);
      sheet.addRow([
        2,
        'TLKM',
        'Telkom Indonesia (Persero) Tbk.',
        '',
        3000,
        0,
        2990,
        3050,
        2980,
        3020,
        20,
        '80,000,000',
        '240,000,000,000',
        '9,000',
        '99,062,216,600',
        '12,000,000',
        '10,000,000',
      ]);
      const content = new Uint8Array(await workbook.xlsx.writeBuffer());
      const run = await importFiles('auto', [{ name: 'StockSummary-20261106.xlsx', content }]);
      expect(run).toMatchObject({
        kind: 'stock-summary',
        status: 'done',
        rows_stored: 2,
        rows_rejected: 0,
        days: [{ date: XLSX_DAY, outcome: 'stored' }],
      });
      expect(await candle('BBRI', XLSX_DAY)).toEqual([
        expect.objectContaining({ open: 4010, high: 4100, low: 3980, close: 4050, volume: 1_924_688_333 }),
      ]);
      // No opening-auction trade (Open Price 0): the day opens at its first trade.
      expect(await candle('TLKM', XLSX_DAY)).toEqual([
        expect.objectContaining({ open: 2990, close: 3020, volume: 80_000_000 }),
      ]);
      expect(
        await sql(
          `select value::float8 as value, foreign_buy::float8 as buy, foreign_sell::float8 as sell
           from daily_bars where symbol = 'BBRI' and date = $1`,
          [XLSX_DAY],
        ),
      ).toEqual([{ value: 7_795_000_000_000, buy: 45_500_000, sell: 30_000_000 }]);
    });

    it('index-summary: the official levels of the day', async () => {
      const content = idxJson([
        {
          Date: `${SUMMARY_DAY}T00:00:00`,
          IndexCode: 'COMPOSITE',
          Previous: 7100.5,
          Highest: 7150.25,
          Lowest: 7080.0,
          Close: 7123.45,
          Volume: 20_000_000_000,
          Value: 11_000_000_000_000,
          Frequency: 1_200_000,
          MarketCapital: 12_300_000_000_000_000,
        },
        {
          Date: `${SUMMARY_DAY}T00:00:00`,
          IndexCode: 'LQ45',
          Previous: 900.0,
          Highest: 910.0,
          Lowest: 895.5,
          Close: 905.75,
          Volume: 5_000_000_000,
          Value: 6_000_000_000_000,
          Frequency: 400_000,
          MarketCapital: 5_000_000_000_000_000,
        },
      ]);
      const run = await importFiles('auto', [{ name: 'IndexSummary-20261105.json', content }]);
      expect(run).toMatchObject({
        kind: 'index-summary',
        status: 'done',
        rows_stored: 2,
        days: [{ date: SUMMARY_DAY, outcome: 'stored' }],
      });
      expect(
        await sql(
          `select code, previous, high, low, close, frequency from official_index_bars where date = $1 order by code`,
          [SUMMARY_DAY],
        ),
      ).toEqual([
        {
          code: 'COMPOSITE',
          previous: 7100.5,
          high: 7150.25,
          low: 7080,
          close: 7123.45,
          frequency: 1_200_000,
        },
        { code: 'LQ45', previous: 900, high: 910, low: 895.5, close: 905.75, frequency: 400_000 },
      ]);
    });

    it('broker-summary: market-wide totals per broker, a new broker added by name', async () => {
      const content = idxJson([
        {
          Date: `${SUMMARY_DAY}T00:00:00`,
          IDFirm: 'YP',
          FirmName: 'Mirae Asset Sekuritas Indonesia',
          Volume: 3_000_000_000,
          Value: 1_500_000_000_000,
          Frequency: 250_000,
        },
        {
          Date: `${SUMMARY_DAY}T00:00:00`,
          IDFirm: 'ZZ',
          FirmName: 'Sekuritas Baru Nusantara',
          Volume: 1_000_000,
          Value: 500_000_000,
          Frequency: 120,
        },
      ]);
      const run = await importFiles('auto', [{ name: 'BrokerSummary-20261105.json', content }]);
      expect(run).toMatchObject({
        kind: 'broker-summary',
        status: 'done',
        rows_stored: 2,
        days: [{ date: SUMMARY_DAY, outcome: 'stored' }],
      });
      expect(
        await sql(
          `select broker, volume::float8 as volume, value::float8 as value, frequency
           from broker_market_days where date = $1 order by broker`,
          [SUMMARY_DAY],
        ),
      ).toEqual([
        { broker: 'YP', volume: 3_000_000_000, value: 1_500_000_000_000, frequency: 250_000 },
        { broker: 'ZZ', volume: 1_000_000, value: 500_000_000, frequency: 120 },
      ]);
      expect(await sql(`select name from brokers where code = 'ZZ'`)).toEqual([
        { name: 'Sekuritas Baru Nusantara' },
      ]);
    });

    it('ksei-balancepos: a zip with bonds and MTNs beside the stocks, dated 10/31/2023', async () => {
      const local = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => k * 1_000_000);
      const foreign = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((k) => k * 100_000);
      const text = [
        BALANCEPOS_HEADER,
        balanceposLine('10/31/2023', 'BBRI', 'EQUITY', local, foreign),
        balanceposLine('10/31/2023', 'BBRI01ACN1', 'CORPORATE BOND', local, foreign),
        balanceposLine('10/31/2023', 'TLKM', 'EQUITY', foreign, local),
        balanceposLine('10/31/2023', 'TLKM02BCN2', 'MTN', local, foreign),
      ].join('\r\n');
      const content = await zipOf('BalanceposEfek20231031.txt', `${text}\r\n`);
      const run = await importFiles('auto', [{ name: 'BalanceposEfek20231031.zip', content }]);
      expect(run).toMatchObject({
        kind: 'ksei-balancepos',
        status: 'done',
        rows_read: 4,
        rows_stored: 2,
        rows_skipped: 2,
        rows_rejected: 0,
        days: [{ date: '2023-10-31', outcome: 'stored' }],
      });
      const rows = await sql(
        `select symbol, side, category, shares::float8 as shares from ownership_compositions
         where as_of = '2023-10-31' order by symbol, side, category`,
      );
      expect(rows).toHaveLength(2 * 2 * CATEGORIES.length);
      expect(rows).toContainEqual({ symbol: 'BBRI', side: 'local', category: 'IB', shares: 4_000_000 });
      expect(rows).toContainEqual({ symbol: 'BBRI', side: 'foreign', category: 'IS', shares: 900_000 });
      expect(rows).toContainEqual({ symbol: 'TLKM', side: 'local', category: 'IS', shares: 900_000 });
      expect(rows.some((row) => String(row.symbol).length > 4)).toBe(false);
    });

    it('bars: a multi-stock CSV with a symbol column', async () => {
      const content = [
        'Symbol,Date,Open,High,Low,Close,Volume',
        `BBRI,${BARS_DAYS[0]},4000,4100,3950,4080,12000000`,
        `TLKM,${BARS_DAYS[0]},3000,3050,2990,3010,8000000`,
        `BBRI,${BARS_DAYS[1]},4080,4120,4060,4111,9000000`,
        `TLKM,${BARS_DAYS[1]},3010,3020,2950,2960,7000000`,
      ].join('\n');
      const run = await importFiles('auto', [{ name: 'bars.csv', content }]);
      expect(run).toMatchObject({ kind: 'bars', status: 'done', rows_stored: 4, rows_rejected: 0 });
      expect(run.days.map((day: { date: string }) => day.date).sort()).toEqual(BARS_DAYS);
      expect(
        await sql(
          `select symbol, date::text as date, open, high, low, close, volume::float8 as volume, source
           from daily_bars where date = any($1::date[]) and symbol in ('BBRI', 'TLKM') order by date, symbol`,
          [BARS_DAYS],
        ),
      ).toEqual([
        {
          symbol: 'BBRI',
          date: BARS_DAYS[0],
          open: 4000,
          high: 4100,
          low: 3950,
          close: 4080,
          volume: 12_000_000,
          source: 'chart',
        },
        {
          symbol: 'TLKM',
          date: BARS_DAYS[0],
          open: 3000,
          high: 3050,
          low: 2990,
          close: 3010,
          volume: 8_000_000,
          source: 'chart',
        },
        {
          symbol: 'BBRI',
          date: BARS_DAYS[1],
          open: 4080,
          high: 4120,
          low: 4060,
          close: 4111,
          volume: 9_000_000,
          source: 'chart',
        },
        {
          symbol: 'TLKM',
          date: BARS_DAYS[1],
          open: 3010,
          high: 3020,
          low: 2950,
          close: 2960,
          volume: 7_000_000,
          source: 'chart',
        },
      ]);
    });

    it('ownership: the home-made CSV of composition rows', async () => {
      const content = [
        'symbol,as_of,side,category,shares',
        'BBCA,2026-10-30,local,ID,123000000',
        'BBCA,2026-10-30,foreign,IS,456000000',
      ].join('\n');
      const run = await importFiles('ownership', [{ name: 'ownership.csv', content }]);
      expect(run).toMatchObject({ kind: 'ownership', status: 'done', rows_stored: 2, rows_rejected: 0 });
      expect(
        await sql(
          `select side, category, shares::float8 as shares from ownership_compositions
           where symbol = 'BBCA' and as_of = '2026-10-30' order by side`,
        ),
      ).toEqual([
        { side: 'foreign', category: 'IS', shares: 456_000_000 },
        { side: 'local', category: 'ID', shares: 123_000_000 },
      ]);
    });
  });

  describe('index membership over time', () => {
    const rrgAt = async (symbol: string, date: string) => {
      const answer = await server.get(
        `/api/market/rrg?kind=stock&index=LQ45&items=BBCA,${symbol}&basis=daily&asOf=${date}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return {
        items: answer.body.data.items.map((item: Row) => item.code),
        omitted: answer.body.data.omitted,
      };
    };
    const lq45 = (date: string) =>
      sql(`select close::float8 as close from index_bars where code = 'LQ45' and date = $1`, [date]);

    it('moves stocks into and out of LQ45 on the dates a file gives, for RRG, its members and its level', async () => {
      const asOf = TEST_MARKET.endDate;
      const members = `select symbol from index_memberships where index_code = 'LQ45'
        and from_date <= $1 and (to_date is null or to_date > $1) order by symbol`;
      const [outsider, newcomer] = await sql(
        `select symbol from instruments where symbol not in (select symbol from index_memberships where index_code = 'LQ45')
           and symbol in (select symbol from daily_bars where date < '2025-01-01') order by symbol limit 2`,
      );
      const [leaver] = await sql(members + ' limit 1', [asOf]);
      const [open] = await sql(
        `select to_char(from_date, 'YYYY-MM-DD') as from from index_memberships
         where index_code = 'LQ45' and symbol = $1 and to_date is null`,
        [leaver!.symbol],
      );
      expect((await rrgAt(String(outsider!.symbol), '2026-07-15')).omitted).toEqual([outsider!.symbol]);
      const [levelBefore, levelDuring] = [await lq45('2026-05-29'), await lq45('2026-07-15')];

      const csv = [
        'Index,Symbol,From,To',
        `LQ45,${outsider!.symbol},2026-06-01,2026-09-30`,
        `lq45,${newcomer!.symbol},${asOf},`,
        `LQ45,${leaver!.symbol},${open!.from},2026-11-19`,
        `KOMPAS100,${outsider!.symbol},2026-06-01,`,
        `LQ45,ZZZZ,2026-06-01,`,
        `LQ45,${outsider!.symbol},2026-06-01,2026-05-01`,
      ].join('\n');
      const run = await importFiles('auto', [{ name: 'lq45-review.csv', content: csv }]);
      expect(run).toMatchObject({ kind: 'index-members', status: 'done', rows_stored: 3, rows_rejected: 3 });
      expect(run.rejected_samples).toEqual([
        { row: 5, column: 'index', reason: "unknown index 'KOMPAS100' (LQ45, IDX30, IDX80, IDXQ30)" },
        { row: 6, column: 'symbol', reason: "unknown stock 'ZZZZ'" },
        { row: 7, column: 'to', reason: "'2026-05-01' is before from" },
      ]);

      // In from its first day to its last, out before and after.
      expect(await rrgAt(String(outsider!.symbol), '2026-07-15')).toEqual({
        items: ['BBCA', outsider!.symbol],
        omitted: [],
      });
      expect((await rrgAt(String(outsider!.symbol), '2026-05-15')).omitted).toEqual([outsider!.symbol]);
      expect((await rrgAt(String(outsider!.symbol), '2026-10-15')).omitted).toEqual([outsider!.symbol]);
      const today = (await server.get('/api/market/index-members?index=LQ45')).body.data.members.map(
        (m: Row) => m.symbol,
      );
      expect(today).toContain(newcomer!.symbol);
      expect(today).not.toContain(leaver!.symbol);
      expect(today).not.toContain(outsider!.symbol);
      // The computed LQ45 level changes from the first changed day on, not before.
      expect(await lq45('2026-05-29')).toEqual(levelBefore);
      expect(await lq45('2026-07-15')).not.toEqual(levelDuring);

      const again = await importFiles('index-members', [{ name: 'lq45-review.csv', content: csv }]);
      expect(again.days.map((day: Row) => day.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    });
  });

  describe('exchange calendar', () => {
    const august = async () => {
      const answer = await call(
        server,
        'GET',
        '/api/admin/market-data/coverage?from=2026-08-14&to=2026-08-18',
        {
          token: admin,
        },
      );
      expect(answer.status).toBe(200);
      return Object.fromEntries(answer.body.data.days.map((day: Row) => [day.date, day]));
    };

    it('tells a holiday from a day whose files have not come, as the imported or edited calendar says', async () => {
      // The demo's calendar closes Independence Day; nothing is missing around it.
      expect(await august()).toMatchObject({
        '2026-08-14': { trading_day: true, holiday: null, missing: false },
        '2026-08-17': { trading_day: false, holiday: '', missing: false },
        '2026-08-18': { trading_day: true, holiday: null, missing: false },
      });

      // A revised 2026 calendar without it: the Monday becomes a trading day without data.
      const kept = builtInHolidaysBetween('2026-01-01', '2026-12-31').filter((date) => date !== '2026-08-17');
      const csv = [
        'date,name',
        ...kept.map((date) => `${date},${date === '2026-08-25' ? 'Maulid Nabi' : ''}`),
        '2026-08-15,Sabtu',
      ].join('\n');
      const run = await importFiles('auto', [{ name: 'libur-bursa-2026.csv', content: csv }]);
      expect(run).toMatchObject({
        kind: 'holidays',
        status: 'done',
        rows_stored: kept.length,
        rows_rejected: 1,
      });
      expect(run.rejected_samples).toEqual([
        {
          row: kept.length + 2,
          column: 'date',
          reason: '2026-08-15 is a weekend: the exchange never trades then',
        },
      ]);
      expect(run.notes).toContain('no longer holidays: 2026-08-17');
      expect(run.days.find((day: Row) => day.date === '2026-08-25')).toEqual({
        date: '2026-08-25',
        outcome: 'replaced',
      });
      expect((await august())['2026-08-17']).toMatchObject({
        trading_day: true,
        holiday: null,
        missing: true,
      });

      // An admin puts it back, named.
      const put = await call(server, 'PUT', '/api/admin/holidays/2026-08-17', {
        token: admin,
        body: { name: 'Hari Kemerdekaan' },
      });
      expect(put.status).toBe(200);
      expect((await august())['2026-08-17']).toMatchObject({
        trading_day: false,
        holiday: 'Hari Kemerdekaan',
        missing: false,
      });
      const listed = await call(server, 'GET', '/api/admin/holidays?year=2026', { token: admin });
      expect(listed.body.data.holidays).toContainEqual({ date: '2026-08-17', name: 'Hari Kemerdekaan' });
      expect(listed.body.data.years).toContain(2026);

      const weekend = await call(server, 'PUT', '/api/admin/holidays/2026-08-15', {
        token: admin,
        body: { name: 'x' },
      });
      expect(weekend.status).toBe(400);
      expect(weekend.body.error).toMatchObject({
        field: 'date',
        message: 'The exchange never trades at weekends: only weekdays are holidays',
      });
      expect((await call(server, 'DELETE', '/api/admin/holidays/2026-08-19', { token: admin })).status).toBe(
        404,
      );
      expect((await call(server, 'GET', '/api/admin/holidays', { token: server.token })).status).toBe(403);
    });
  });

  describe('refusals: a clear message and nothing stored', () => {
    const dayRecords = () => [
      summaryRecord(REFUSED_DAY, 'BBRI', 4200),
      summaryRecord(REFUSED_DAY, 'TLKM', 3300),
      summaryRecord(REFUSED_DAY, 'BBCA', 9100),
    ];

    it('wrong kind: a Stock Summary sent as an Index Summary', async () => {
      const run = await importRefused('index-summary', [
        { name: 'StockSummary-20261102.json', content: idxJson(dayRecords()) },
      ]);
      expect(run).toMatchObject({ status: 'failed', kind: 'index-summary' });
      expect(run.message).toBe('StockSummary-20261102.json is missing required columns: IndexCode');
    });

    it('missing columns: trade records without volume and price, named in the message', async () => {
      const header = TRADE_HEADER.replace(',stkVolm,stkPric', '');
      const run = await importRefused('trades', [
        { name: 'trades.csv', content: `${header}\n1,1,RG,YP,D,CC,F,BBRI,20261102,1,2,090000\n` },
      ]);
      expect(run).toMatchObject({ status: 'failed', kind: 'trades' });
      expect(run.message).toContain('The trade-record header lacks stkVolm, stkPric');
    });

    it('missing columns: reference files without the columns their rows need, each named', async () => {
      const refused = async (kind: string, content: string) => {
        const run = await importRefused(kind, [{ name: `${kind}.csv`, content }]);
        expect(run).toMatchObject({ status: 'failed', kind });
        return run.message;
      };
      expect(await refused('corporate-actions', 'symbol,ratio\nBBRI,1:5\n')).toBe(
        'The corporate actions header lacks type, ex_date (found: symbol, ratio)',
      );
      expect(await refused('index-members', 'symbol,to\nBBRI,2026-01-01\n')).toBe(
        'The index members header lacks index, from (found: symbol, to)',
      );
      expect(await refused('holidays', 'name\nLibur\n')).toBe('The holidays header lacks date (found: name)');
    });

    it('a truncated zip', async () => {
      const local = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => k * 1_000);
      const lines = Array.from({ length: 200 }, (_, k) =>
        balanceposLine('30-SEP-2023', k % 2 ? 'BBRI' : 'TLKM', 'EQUITY', local, local),
      );
      const whole = await zipOf('BalanceposEfek20230930.txt', [BALANCEPOS_HEADER, ...lines].join('\r\n'));
      const run = await importRefused('auto', [
        { name: 'BalanceposEfek20230930.zip', content: whole.subarray(0, Math.floor(whole.length / 2)) },
      ]);
      expect(run).toMatchObject({ status: 'failed', kind: 'ksei-balancepos' });
      expect(run.message).toMatch(/^BalanceposEfek20230930\.zip is not a readable zip \(.+\)$/);
    });

    it('text that is not UTF-8: a spreadsheet CSV saved as Latin-1', async () => {
      const content = Buffer.from(
        `Symbol,Name,Date,Open,High,Low,Close,Volume\nBBRI,Bank Rakyat,${REFUSED_DAY},4000,4100,3950,4080,100\nBBCA,Banque Société,${REFUSED_DAY},9000,9100,8950,9080,100\n`,
        'latin1',
      );
      const run = await importRefused('bars', [{ name: 'bars-latin1.csv', content }]);
      expect(run).toMatchObject({ status: 'failed', kind: 'bars' });
      expect(run.message).toContain(
        'bars-latin1.csv is not UTF-8 text: line 3 holds bytes of another encoding',
      );
    });

    it('a future date: every row rejected with its line, column and reason', async () => {
      const future = new Date(`${jakartaDateOf(new Date())}T00:00:00Z`);
      future.setUTCDate(future.getUTCDate() + 7);
      const day = future.toISOString().slice(0, 10);
      const records = dayRecords().map((record) => ({ ...record, Date: `${day}T00:00:00` }));
      const run = await importRefused('stock-summary', [{ name: 'future.json', content: idxJson(records) }]);
      expect(run).toMatchObject({ status: 'done', rows_read: 3, rows_rejected: 3, days: [] });
      expect(run.rejected_samples).toEqual(
        [1, 2, 3].map((row) => ({ row, column: 'Date', reason: `${day} is in the future` })),
      );
    });

    it('a negative volume: the row rejected, and its day not stored at all', async () => {
      const records = dayRecords();
      records[1] = { ...records[1]!, Volume: -100.0 };
      const run = await importRefused('stock-summary', [
        { name: 'negative.json', content: idxJson(records) },
      ]);
      expect(run).toMatchObject({ status: 'done', rows_read: 3, rows_rejected: 1, days: [] });
      expect(run.rejected_samples).toEqual([{ row: 2, column: 'Volume', reason: 'negative value -100' }]);
      expect(run.notes).toContain(
        `${REFUSED_DAY} not stored: 1 of its rows rejected (a day is stored whole)`,
      );
    });

    it('duplicate rows: the same stock twice in one day', async () => {
      const records = [...dayRecords(), summaryRecord(REFUSED_DAY, 'BBRI', 4300)];
      const run = await importRefused('stock-summary', [{ name: 'twice.json', content: idxJson(records) }]);
      expect(run).toMatchObject({ status: 'done', rows_read: 4, rows_rejected: 1, days: [] });
      expect(run.rejected_samples).toEqual([
        { row: 4, column: 'StockCode', reason: `BBRI repeats line 1 for ${REFUSED_DAY}` },
      ]);
      expect(run.message).toBe('0 rows stored, 1 rejected');
    });
  });
});
