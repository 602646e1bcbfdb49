import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket } from '@pantau/market';
import { importBars } from '../src/modules/market/import/import-bars.ts';
import { importOwnership } from '../src/modules/market/import/import-ownership.ts';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';
import { TRADE_HEADER, tradeLine } from './support/imports.ts';

type Row = Record<string, unknown>;

describe.each(databaseKinds)('market importers on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const one = async (query: string, params: unknown[] = []) => (await sql(query, params))[0] as Row;
  const csvFile = async (name: string, lines: string[]) => {
    const path = join(scratch, name);
    await writeFile(path, `${lines.join('\n')}\n`);
    return path;
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-import-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  describe('bars', () => {
    const barsCsv = [
      'Date;Open;High;Low;Close;Volume',
      '2020-01-02;1000;1050;990;1020;"1,234,500"',
      '03/01/2020;1020;1060;1010;1040;na',
      'bad-date;1;1;1;1;1',
      '2020-01-06;1040;1045;1000;null;100',
      '',
      '1578355200;1040;1050;1030;1045;5000',
      '2020-01-08 09:00;1045;1050;1040;1048;300',
      '2020-01-08 10:00;1048;1060;1044;1055;200',
      '2020-01-09;0;0;0;0;10',
    ];

    it('refuses an unknown stock unless asked to create it', async () => {
      const file = await csvFile('zzzz.csv', barsCsv);
      await expect(importBars(server.app.database, file, { symbol: 'ZZZZ' })).rejects.toThrow(
        /^Unknown stock ZZZZ\. Check the code, or add it with --create/,
      );
    });

    it('imports valid rows, skips bad ones with their row numbers and reasons, and re-imports idempotently', async () => {
      const file = await csvFile('zzzz.csv', barsCsv);
      const summary = await importBars(server.app.database, file, {
        symbol: 'zzzz',
        create: { sector: 'G', name: 'Bank Uji' },
      });
      expect(summary).toMatchObject({ kind: 'bars', rowsRead: 8, rowsImported: 5, rowsSkipped: 3 });
      expect(summary.skippedExamples).toEqual([
        { row: 4, reason: "invalid time 'bad-date'" },
        { row: 5, reason: "invalid close 'null'" },
        { row: 10, reason: 'prices must be at least 1 rupiah' },
      ]);
      const expected = [
        {
          date: '2020-01-02',
          open: 1000,
          high: 1050,
          low: 990,
          close: 1020,
          volume: 1_234_500,
          value: 1_234_500 * 1020,
        },
        { date: '2020-01-03', open: 1020, high: 1060, low: 1010, close: 1040, volume: 0, value: 0 },
        // 10-digit epoch 1578355200 = 2020-01-07 07:00 WIB.
        {
          date: '2020-01-07',
          open: 1040,
          high: 1050,
          low: 1030,
          close: 1045,
          volume: 5000,
          value: 5000 * 1045,
        },
        // Two intraday rows of one date make one bar.
        {
          date: '2020-01-08',
          open: 1045,
          high: 1060,
          low: 1040,
          close: 1055,
          volume: 500,
          value: 500 * 1055,
        },
      ];
      const stored = () =>
        sql(
          `select date::text as date, open, high, low, close, volume::float8 as volume, value::float8 as value
             from daily_bars where symbol = 'ZZZZ' order by date`,
        );
      expect(await stored()).toEqual(expected);
      const instrument = await one(`select name, sector from instruments where symbol = 'ZZZZ'`);
      expect(instrument).toEqual({ name: 'Bank Uji', sector: 'G' });
      const days = await one(
        `select count(*)::int as n from trading_days where date in ('2020-01-02','2020-01-03','2020-01-07','2020-01-08')`,
      );
      expect(days.n).toBe(4);

      const again = await importBars(server.app.database, file, { symbol: 'ZZZZ' });
      expect(again.rowsImported).toBe(5);
      expect(await stored()).toEqual(expected);
      const run = await one(
        `select kind, rows_read, rows_imported, rows_skipped from ingest_runs where kind = 'bars' order by id desc limit 1`,
      );
      expect(run).toEqual({ kind: 'bars', rows_read: 8, rows_imported: 5, rows_skipped: 3 });
    });

    it('imports a multi-stock CSV by its symbol column, refusing the rows of unknown stocks', async () => {
      // Two days of the stored history before the days with trade records: their bars get replaced.
      const [second, first] = (
        await sql(
          `select date::text as date from trading_days where date < (select min(date) from minute_bars)
             order by date desc limit 2`,
        )
      ).map((row) => String(row.date)) as [string, string];
      const file = await csvFile('many.csv', [
        'Kode,Date,Open,High,Low,Close,Volume',
        `BBRI,${first},4000,4100,3950,4050,1000`,
        `TLKM,${first},3000,3020,2980,3010,2000`,
        `QQQQ,${first},10,10,10,10,1`,
        `BBRI,${second},4050,4080,4000,4020,1500`,
        `TLKM,${second},3010,3050,3000,3040,2500`,
      ]);
      const stored = () =>
        sql(
          `select symbol, date::text as date, open, high, low, close, volume::float8 as volume, source
             from daily_bars where date in ($1, $2) and symbol in ('BBRI', 'TLKM') order by symbol, date`,
          [first, second],
        );
      const summary = await importBars(server.app.database, file);
      expect(summary).toMatchObject({ rowsRead: 5, rowsImported: 4, rowsSkipped: 1 });
      expect(summary.skippedExamples).toEqual([
        { row: 4, reason: expect.stringMatching(/^unknown stock QQQQ \(add it with --create --sector </) },
      ]);
      expect(summary.days).toEqual([
        { date: first, outcome: 'replaced' },
        { date: second, outcome: 'replaced' },
      ]);
      const bar = (symbol: string, date: string, prices: number[], volume: number) => {
        const [open, high, low, close] = prices;
        return { symbol, date, open, high, low, close, volume, source: 'chart' };
      };
      expect(await stored()).toEqual([
        bar('BBRI', first, [4000, 4100, 3950, 4050], 1000),
        bar('BBRI', second, [4050, 4080, 4000, 4020], 1500),
        bar('TLKM', first, [3000, 3020, 2980, 3010], 2000),
        bar('TLKM', second, [3010, 3050, 3000, 3040], 2500),
      ]);
      expect(await one(`select count(*)::int as n from instruments where symbol = 'QQQQ'`)).toEqual({ n: 0 });
      const again = await importBars(server.app.database, file);
      expect(again.days.map((day) => day.outcome)).toEqual(['unchanged', 'unchanged']);
    });

    it('leaves bars that come from trade records alone, and refuses a file without time or close', async () => {
      const file = await csvFile('bbri.csv', ['time,close', `${TEST_MARKET.endDate},1`]);
      const before = await one(`select close from daily_bars where symbol = 'BBRI' and date = $1`, [
        TEST_MARKET.endDate,
      ]);
      const summary = await importBars(server.app.database, file, { symbol: 'BBRI' });
      expect(summary.skippedExamples).toEqual([
        { row: 2, reason: `${TEST_MARKET.endDate} has trade records: its bar comes from the trades` },
      ]);
      expect(
        await one(`select close from daily_bars where symbol = 'BBRI' and date = $1`, [TEST_MARKET.endDate]),
      ).toEqual(before);
      const noClose = await csvFile('no-close.csv', ['date,open', '2020-01-02,1']);
      await expect(importBars(server.app.database, noClose, { symbol: 'BBRI' })).rejects.toThrow(
        'CSV BBRI tidak berisi data OHLC valid: the header needs a time and a close column',
      );
    });
  });

  describe('trades', () => {
    const market = generateDemoMarket(TEST_MARKET);
    const day = market.tradeDays.at(-2)!;
    const dayTrades = market
      .tradesOn(day)
      .filter((trade) => trade.symbol === 'BBCA')
      .slice(0, 60);

    it('replaces a day with consistent rollups, and a re-import replaces rather than duplicates', async () => {
      const tlkmBefore = await one(
        `select count(*)::int as n from trade_records where symbol = 'TLKM' and trade_date = $1`,
        [day],
      );
      const lines = [TRADE_HEADER, ...dayTrades.map((trade, i) => tradeLine(trade, i + 1))];
      const bad = [
        tradeLine({ ...dayTrades[0]!, board: 'XX' as 'RG' }, 901),
        tradeLine({ ...dayTrades[0]!, volume: 150 }, 902),
        tradeLine({ ...dayTrades[0]!, symbol: 'QQQQ' }, 903),
      ];
      const file = await csvFile('trades.csv', [...lines.slice(0, 10), ...bad, ...lines.slice(10)]);
      const expectVolume = dayTrades.reduce((sum, t) => sum + t.volume, 0);
      const foreignBuy = dayTrades.filter((t) => t.buyerType === 'F').reduce((sum, t) => sum + t.volume, 0);
      const foreignSell = dayTrades.filter((t) => t.sellerType === 'F').reduce((sum, t) => sum + t.volume, 0);

      for (let round = 0; round < 2; round++) {
        const summary = await importTrades(server.app.database, file);
        expect(summary).toMatchObject({ rowsRead: 63, rowsImported: 60, rowsSkipped: 3 });
        expect(summary.skippedExamples).toEqual([
          { row: 11, reason: "invalid trxType 'XX' (RG, TN or NG)" },
          { row: 12, reason: 'stkVolm 150 is not whole lots of 100 shares' },
          { row: 13, reason: 'unknown stock QQQQ' },
        ]);
        const stored = await one(
          `select count(*)::int as n, sum(volume)::float8 as volume from trade_records where symbol = 'BBCA' and trade_date = $1`,
          [day],
        );
        expect(stored).toEqual({ n: 60, volume: expectVolume });
        const bar = await one(
          `select volume::float8 as volume, frequency, foreign_buy::float8 as fb, foreign_sell::float8 as fs,
                  high, low from daily_bars where symbol = 'BBCA' and date = $1`,
          [day],
        );
        expect(bar).toEqual({
          volume: expectVolume,
          frequency: 60,
          fb: foreignBuy,
          fs: foreignSell,
          high: Math.max(...dayTrades.map((t) => t.price)),
          low: Math.min(...dayTrades.map((t) => t.price)),
        });
        const rollups = await one(
          `select
             (select sum(total_lot)::float8 from price_levels where symbol = 'BBCA' and date = $1) as price_lots,
             (select sum(buy_lot)::float8 from broker_days where symbol = 'BBCA' and date = $1) as broker_buy_lots,
             (select sum(sell_lot)::float8 from broker_days where symbol = 'BBCA' and date = $1) as broker_sell_lots,
             (select sum(volume)::float8 from minute_bars where symbol = 'BBCA' and date = $1) as minute_volume,
             (select sum(bid_volume + ask_volume)::float8 from minute_price_levels where symbol = 'BBCA' and date = $1) as level_volume`,
          [day],
        );
        expect(rollups).toEqual({
          price_lots: expectVolume / 100,
          broker_buy_lots: expectVolume / 100,
          broker_sell_lots: expectVolume / 100,
          minute_volume: expectVolume,
          level_volume: expectVolume,
        });
      }
      // Only the stocks in the file are replaced.
      expect(
        await one(`select count(*)::int as n from trade_records where symbol = 'TLKM' and trade_date = $1`, [
          day,
        ]),
      ).toEqual(tlkmBefore);
      const indexDay = await one(
        `select count(*)::int as n from index_bars where code = 'COMPOSITE' and date = $1`,
        [day],
      );
      expect(indexDay.n).toBe(1);
    });

    it('skips a date that reappears after another, rather than replacing half a day', async () => {
      const other = market.tradeDays.at(-3)!;
      const otherTrades = market
        .tradesOn(other)
        .filter((trade) => trade.symbol === 'BBCA')
        .slice(0, 5);
      const first = dayTrades.slice(0, 5);
      const file = await csvFile('unsorted.csv', [
        TRADE_HEADER,
        ...first.map((t, i) => tradeLine(t, i)),
        ...otherTrades.map((t, i) => tradeLine(t, i)),
        tradeLine(dayTrades[5]!, 99),
      ]);
      const summary = await importTrades(server.app.database, file);
      expect(summary).toMatchObject({ rowsRead: 11, rowsImported: 10, rowsSkipped: 1 });
      expect(summary.skippedExamples[0]).toEqual({
        row: 12,
        reason: `trxDate ${day} appears again after other dates; sort the file by trxDate`,
      });
      expect(
        await one(`select count(*)::int as n from trade_records where symbol = 'BBCA' and trade_date = $1`, [
          day,
        ]),
      ).toEqual({ n: 5 });
    });

    it('refuses a file whose header lacks trade-record fields', async () => {
      const file = await csvFile('not-trades.csv', ['stkCode,stkVolm', 'BBRI,100']);
      await expect(importTrades(server.app.database, file)).rejects.toThrow(/header lacks trxSess, trxType/);
    });
  });

  describe('ownership', () => {
    it('upserts KSEI composition rows and skips bad ones', async () => {
      const file = await csvFile('ksei.csv', [
        'symbol,as_of,side,category,shares',
        'BBRI,2019-12-31,local,ID,1000000',
        'BBRI,2019-12-31,asing,MF,250000',
        'BBRI,2019-12-31,local,XX,1',
        'NOPE,2019-12-31,local,ID,1',
        'BBRI,2019-12-31,local,ID,1200000',
      ]);
      const summary = await importOwnership(server.app.database, file);
      expect(summary).toMatchObject({ rowsRead: 5, rowsImported: 3, rowsSkipped: 2 });
      expect(summary.days).toEqual([{ date: '2019-12-31', outcome: 'stored' }]);
      expect(summary.skippedExamples).toEqual([
        { row: 4, reason: "invalid category 'XX'" },
        { row: 5, reason: "unknown stock 'NOPE'" },
      ]);
      const rows = await sql(
        `select side, category, shares::float8 as shares from ownership_compositions
          where symbol = 'BBRI' and as_of = '2019-12-31' order by side, category`,
      );
      expect(rows).toEqual([
        { side: 'foreign', category: 'MF', shares: 250_000 },
        { side: 'local', category: 'ID', shares: 1_200_000 },
      ]);
    });
  });
});
