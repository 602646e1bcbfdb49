import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBalancepos } from '../src/modules/market/import/import-balancepos.ts';
import { startMarketServer, type MarketTestServer } from './support/market.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

const HEADER =
  'Date|Code|Type|Sec. Num|Price|Local IS|Local CP|Local PF|Local IB|Local ID|Local MF|Local SC|Local FD|Local OT|Total|Foreign IS|Foreign CP|Foreign PF|Foreign IB|Foreign ID|Foreign MF|Foreign SC|Foreign FD|Foreign OT|Total';

/**
 * Written by hand in KSEI's layout. BBCA: local 3,000 (ID 1,000), foreign 1,000 (MF 400) → 75 % / 25 %.
 * TLKM: local 600, foreign 400 → 60 % / 40 %, dated with the Indonesian month. BBRI: an older
 * spreadsheet export date. The bond and MTN rows are not stocks.
 */
const GOOD_LINES = [
  HEADER,
  '29-MAY-2026|BBCA|EQUITY|4000|9875|100|200|300|400|1000|500|100|200|200|3000|0|500|0|0|100|400|0|0|0|1000',
  '29-MAY-2026|FR0091|CORPORATE BOND|1000000|100|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0',
  '29-MEI-2026|TLKM|EQUITY|1000|3120|0|100|0|0|500|0|0|0|0|600|0|0|0|0|0|400|0|0|0|400',
  '29-MAY-2026|BBCA01XXMN|MTN|500|100|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0|0',
  '10/31/2023|BBRI|EQUITY|2000|5100|0|0|0|0|1500|0|0|0|0|1500|0|0|0|0|0|500|0|0|0|500',
];

describe.each(databaseKinds)('KSEI Balancepos import on %s', (kind) => {
  let server: MarketTestServer;
  let scratch: string;
  const textFile = async (name: string, lines: string[]) => {
    const path = join(scratch, name);
    await writeFile(path, `${lines.join('\r\n')}\r\n`);
    return path;
  };
  const participants = async (symbol: string) => {
    const answer = await server.get(`/api/market/participants?symbol=${symbol}&months=60`);
    expect(answer.status).toBe(200);
    return answer.body.data as {
      localVsForeign: Array<{ date: string; Local: number; Foreign: number }>;
      participantBreakdown: {
        local: Array<Record<string, number | string>>;
        foreign: Array<Record<string, number | string>>;
      };
    };
  };
  const monthRows = (asOf: string) =>
    queryRows<{ symbol: string; side: string; category: string; shares: string }>(
      server.app.database,
      `select symbol, side, trim(category) as category, shares::text as shares from ownership_compositions
        where as_of = $1 order by symbol, side, category`,
      [asOf],
    );

  beforeAll(async () => {
    server = await startMarketServer(kind);
    scratch = await mkdtemp(join(tmpdir(), 'pantau-balancepos-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('stores the EQUITY rows of a zip as the month the participants screen shows, and again changes nothing', async () => {
    const text = await textFile('BalanceposEfek20260529.txt', GOOD_LINES);
    const zip = join(scratch, 'BalanceposEfek20260529.zip');
    await promisify(execFile)('zip', ['-j', '-q', zip, text]);

    const summary = await importBalancepos(server.app.database, zip);
    expect(summary).toMatchObject({ rowsRead: 5, rowsImported: 3, rowsSkipped: 2, rowsRejected: 0 });
    // The demo market already holds May 2026 (replaced), not October 2023 (stored).
    expect(summary.days).toEqual([
      { date: '2026-05-29', outcome: 'replaced' },
      { date: '2023-10-31', outcome: 'stored' },
    ]);

    const bbca = await participants('BBCA');
    expect(bbca.localVsForeign.find((row) => row.date === '2026-05-29')).toEqual({
      date: '2026-05-29',
      Local: 75,
      Foreign: 25,
    });
    const foreignMay = bbca.participantBreakdown.foreign.find((row) => row.date === '2026-05-29');
    expect(foreignMay).toMatchObject({ MutualFund: 40, Individual: 10 });
    // The file's month replaced whatever that month held before: one date per stock in May.
    expect(bbca.localVsForeign.filter((row) => row.date.startsWith('2026-05'))).toHaveLength(1);

    const tlkm = await participants('TLKM');
    expect(tlkm.localVsForeign.find((row) => row.date === '2026-05-29')).toMatchObject({
      Local: 60,
      Foreign: 40,
    });
    const bbri = await participants('BBRI');
    expect(bbri.localVsForeign.find((row) => row.date === '2023-10-31')).toMatchObject({
      Local: 75,
      Foreign: 25,
    });

    const before = await monthRows('2026-05-29');
    expect(new Set(before.map((row) => row.symbol))).toEqual(new Set(['BBCA', 'TLKM']));
    const again = await importBalancepos(server.app.database, text);
    expect(again).toMatchObject({
      rowsImported: 3,
      rowsRejected: 0,
      days: [
        { date: '2026-05-29', outcome: 'unchanged' },
        { date: '2023-10-31', outcome: 'unchanged' },
      ],
    });
    expect(await monthRows('2026-05-29')).toEqual(before);
  });

  it('a newer file for the month replaces it; a row whose totals disagree is rejected with its line and column', async () => {
    const file = await textFile('BalanceposEfek20260529-revised.txt', [
      HEADER,
      '29-MAY-2026|BBCA|EQUITY|4000|9875|0|0|0|0|2000|0|0|0|0|2000|0|0|0|0|0|2000|0|0|0|2000',
      '29-MAY-2026|TLKM|EQUITY|1000|3120|0|100|0|0|500|0|0|0|0|700|0|0|0|0|0|400|0|0|0|400',
      '29-MAY-2026|ZZZZ|EQUITY|10|1|0|0|0|0|5|0|0|0|0|5|0|0|0|0|0|5|0|0|0|5',
      '29-MAY-2026|BBCA|EQUITY|4000|9875|0|0|0|0|4000|0|0|0|0|4000|0|0|0|0|0|0|0|0|0|0',
    ]);
    const summary = await importBalancepos(server.app.database, file);
    expect(summary).toMatchObject({
      rowsRead: 4,
      rowsImported: 1,
      rowsRejected: 3,
      days: [{ date: '2026-05-29', outcome: 'replaced' }],
    });
    expect(summary.rowErrors).toEqual([
      {
        row: 3,
        column: 'Total (local)',
        reason: 'local total 700 differs from the sum of its categories 600',
      },
      { row: 4, column: 'Code', reason: "unknown stock 'ZZZZ'" },
      { row: 5, column: 'Code', reason: 'BBCA already given on line 2 for 2026-05-29' },
    ]);

    const bbca = await participants('BBCA');
    expect(bbca.localVsForeign.find((row) => row.date === '2026-05-29')).toMatchObject({
      Local: 50,
      Foreign: 50,
    });
    // The month is replaced as a whole: the rejected TLKM row leaves no stale May figures behind.
    expect(new Set((await monthRows('2026-05-29')).map((row) => row.symbol))).toEqual(new Set(['BBCA']));
    const instruments = await queryRows(
      server.app.database,
      `select 1 from instruments where symbol = 'ZZZZ'`,
    );
    expect(instruments).toHaveLength(0);
  });

  it('refuses a file missing required columns, naming them, and stores nothing', async () => {
    const before = await monthRows('2026-04-30');
    const header = HEADER.replace('|Local MF', '').replace(/\|Total$/, '');
    const file = await textFile('BalanceposEfek20260430.txt', [
      header,
      '30-APR-2026|BBCA|EQUITY|4000|9875|100|200|300|400|1000|100|200|200|2500|0|500|0|0|100|400|0|0|0',
    ]);
    await expect(importBalancepos(server.app.database, file)).rejects.toThrow(
      /header lacks Local MF, Total \(foreign\)/,
    );
    expect(await monthRows('2026-04-30')).toEqual(before);
  });

  it('refuses a truncated zip and stores nothing', async () => {
    const text = await textFile('BalanceposEfek20260430.txt', [
      HEADER,
      '30-APR-2026|BBCA|EQUITY|4000|9875|100|200|300|400|1000|500|100|200|200|3000|0|500|0|0|100|400|0|0|0|1000',
    ]);
    const zip = join(scratch, 'BalanceposEfek20260430.zip');
    await promisify(execFile)('zip', ['-j', '-q', zip, text]);
    const truncated = join(scratch, 'BalanceposEfek20260430-cut.zip');
    await writeFile(truncated, (await readFile(zip)).subarray(0, 120));
    const before = await monthRows('2026-04-30');
    await expect(importBalancepos(server.app.database, truncated)).rejects.toThrow(/is not a readable zip/);
    expect(await monthRows('2026-04-30')).toEqual(before);
  });
});
