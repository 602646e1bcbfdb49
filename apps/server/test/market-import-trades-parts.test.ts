import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoMarket } from '@pantau/market';
import { importTrades } from '../src/modules/market/import/import-trades.ts';
import { startMarketServer, TEST_MARKET, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';
import { TRADE_HEADER, tradeLine } from './support/imports.ts';

type Row = Record<string, unknown>;

describe.each(databaseKinds)('trade records in parts on %s', (kind) => {
  const market = generateDemoMarket(TEST_MARKET);
  const day = market.tradeDays.at(-3)!;
  const dayTrades = market
    .tradesOn(day)
    .filter((trade) => trade.symbol === 'TLKM')
    .slice(0, 40);
  const lines = dayTrades.map((trade, i) => tradeLine(trade, i + 1));
  const volume = dayTrades.reduce((sum, trade) => sum + trade.volume, 0);
  let server: MarketTestServer;
  let scratch: string;
  const sql = (query: string, params: unknown[] = []) => queryRows<Row>(server.app.database, query, params);
  const stored = async () =>
    (
      await sql(
        `select count(*)::int as n, sum(volume)::float8 as volume from trade_records where symbol = 'TLKM' and trade_date = $1`,
        [day],
      )
    )[0];
  const write = async (name: string, content: string | Buffer) => {
    const path = join(scratch, name);
    await writeFile(path, content);
    return path;
  };

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-trade-parts-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('stores one day split over a CSV and a headerless .gz as one unit, naming the part of a bad row', async () => {
    const first = await write('part1.csv', `${[TRADE_HEADER, ...lines.slice(0, 25)].join('\n')}\n`);
    const bad = tradeLine({ ...dayTrades[0]!, volume: 150 }, 999);
    const second = await write('part2.csv.gz', gzipSync(`${[...lines.slice(25), bad].join('\r\n')}\r\n`));
    const summary = await importTrades(server.app.database, [first, second]);
    expect(summary).toMatchObject({ rowsRead: 41, rowsImported: 40, rowsSkipped: 1 });
    expect(summary.skippedExamples).toEqual([
      { row: 16, reason: 'part2.csv.gz: stkVolm 150 is not whole lots of 100 shares' },
    ]);
    expect(summary.days).toEqual([{ date: day, outcome: 'replaced' }]);
    expect(await stored()).toEqual({ n: 40, volume });
    const [bar] = await sql(
      `select volume::float8 as volume, frequency from daily_bars where symbol = 'TLKM' and date = $1`,
      [day],
    );
    expect(bar).toEqual({ volume, frequency: 40 });
  });

  it('reads every entry of a zip as a part, each with its header', async () => {
    const a = await write('a.csv', `${[TRADE_HEADER, ...lines.slice(0, 10)].join('\n')}\n`);
    const b = await write('b.csv', `${[TRADE_HEADER, ...lines.slice(10)].join('\n')}\n`);
    const zip = join(scratch, 'trades.zip');
    await promisify(execFile)('zip', ['-j', '-q', zip, a, b]);
    const summary = await importTrades(server.app.database, zip);
    expect(summary).toMatchObject({ rowsRead: 40, rowsImported: 40, rowsSkipped: 0 });
    expect(summary.notes).toContain('2 parts read as one');
    expect(await stored()).toEqual({ n: 40, volume });
  });

  it('leaves the day as it was when a later part is a truncated gzip', async () => {
    const before = await stored();
    const fewer = await write('fewer.csv', `${[TRADE_HEADER, ...lines.slice(0, 5)].join('\n')}\n`);
    const whole = gzipSync(`${lines.slice(5).join('\n')}\n`);
    const cut = await write('cut.csv.gz', whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(importTrades(server.app.database, [fewer, cut])).rejects.toThrow(
      /cut\.csv\.gz could not be read to its end/,
    );
    expect(await stored()).toEqual(before);
  });
});
