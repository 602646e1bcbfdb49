import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateDemoMarket, splitCsvLine, type CsvDelimiter } from '@pantau/market';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_HEADER, tradeLine } from '../../../../test/support/imports.ts';
import { TEST_MARKET } from '../../../../test/support/market.ts';
import { openTextParts } from './text-parts.ts';
import { TradeRecordBytes, blankTrade } from './trade-record-bytes.ts';
import { parseTradeRecord, tradeRecordColumns } from './trade-record.ts';

const market = generateDemoMarket(TEST_MARKET);
const trades = market.tradesOn(market.tradeDays.at(-1)!).slice(0, 400);

/** Each cell of a valid line replaced, one at a time, by forms IDX may write, some valid and some not. */
const VARIANTS: Record<string, string[]> = {
  trxSess: ['1', '2', '0', '3', '', ' 1', '01'],
  trxType: ['RG', 'TN', 'NG', 'rg', 'Ng', 'XX', 'R', 'RGX', ''],
  brkCod1: ['YP', 'ZZZZ', 'a1', 'yp', 'Y', 'ABCDE', 'Y-P', ' YP', ''],
  invTyp1: ['D', 'F', 'I', 'A', 'd', 'f', 'X', 'DF', ''],
  brkCod2: ['CC', 'BK1', 'cc', 'C', ''],
  invTyp2: ['D', 'F', 'I', 'A', 'a', 'Q', ''],
  stkCode: [
    'BBCA',
    'bbca',
    'BBCA-W',
    'ABCDEFGH',
    'ABCDEFGHI',
    'ABCDEFGHIJKL',
    'ABCDEFGHIJKLM',
    'B B',
    'BBÇA',
    '',
  ],
  stkVolm: [
    '100',
    '500',
    '0',
    '150',
    '00100',
    '"1,000"',
    '1.000',
    '-100',
    '999999999999900',
    '9999999999999900',
    '',
  ],
  stkPric: ['1', '9150', '0', '00', '12.5', '-5', '"9,150"', ''],
  trxDate: ['20261127', '2026-11-27', '2026/11/27', '20261131', '20261327', '2026127', '27/11/2026', ''],
  trxOrd1: ['0', '123', '999999999999999', '1000000000000000', '12a', '-1', ''],
  trxOrd2: ['7', '00042', ' 42', ''],
  trxTime: [
    '93015',
    '093015',
    '160000',
    '235959',
    '240000',
    '96015',
    '93060',
    '9:30:15',
    '09:30:15',
    '9301',
    '',
  ],
};

function linesOf(delimiter: CsvDelimiter): string[] {
  const header = TRADE_HEADER.split(',');
  const plain = trades.map((trade, k) => tradeLine(trade, k + 1).split(','));
  const lines = plain.map((cells) => cells.join(delimiter));
  plain.slice(0, 20).forEach((cells, k) => {
    for (const [field, values] of Object.entries(VARIANTS)) {
      const column = header.indexOf(field);
      for (const value of values) {
        const changed = [...cells];
        changed[column] = value;
        lines.push(changed.join(delimiter));
      }
    }
    lines.push(`${cells.join(delimiter)}\r`, `${cells.join(delimiter)}${delimiter}extra`);
    lines.push(
      cells.slice(0, 13).join(delimiter),
      `"${cells[0]}"${delimiter}${cells.slice(1).join(delimiter)}`,
    );
    lines.push(cells.join(delimiter === ',' ? ';' : ','), '', ' ', `${k}`);
  });
  return lines;
}

describe('trade-record lines read from bytes', () => {
  for (const delimiter of [',', ';', '\t'] as const) {
    it(`reads a ${JSON.stringify(delimiter)}-separated line exactly as the text reader does, or leaves it to it`, () => {
      const columns = tradeRecordColumns(splitCsvLine(TRADE_HEADER.replaceAll(',', delimiter), delimiter));
      const reader = new TradeRecordBytes(columns, delimiter);
      let accepted = 0;
      let declinedValid = 0;
      for (const line of linesOf(delimiter)) {
        const bytes = Buffer.from(`${line}\n`);
        const trade = blankTrade();
        const text = parseTradeRecord(splitCsvLine(line.replace(/\r$/, ''), delimiter), columns);
        if (reader.read(bytes, 0, bytes.length - 1, trade)) {
          accepted++;
          expect(text, line).not.toHaveProperty('reason');
          expect(trade, line).toEqual(text);
        } else if (!('reason' in text)) declinedValid++;
      }
      // Every plain line IDX writes takes the byte path, so the test compares both readers on them.
      expect(accepted).toBeGreaterThanOrEqual(trades.length);
      expect(declinedValid).toBeGreaterThan(0);
    });
  }

  it('reads the plain lines of a generated day from bytes, every one as the text reader does', () => {
    const columns = tradeRecordColumns(splitCsvLine(TRADE_HEADER, ','));
    const reader = new TradeRecordBytes(columns, ',');
    const bytes = Buffer.from(trades.map((trade, k) => `${tradeLine(trade, k + 1)}\n`).join(''));
    let start = 0;
    for (const trade of trades) {
      const end = bytes.indexOf(0x0a, start);
      const read = blankTrade();
      expect(reader.read(bytes, start, end, read)).toBe(true);
      expect(read).toEqual(trade);
      start = end + 1;
    }
  });
});

describe('text parts in batches of whole lines', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pantau-lines-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('cuts a large file, plain and gzipped, only at line ends and loses no byte', async () => {
    // Lines from empty to longer than a read chunk (64 KiB), the last without a line end.
    const lines = Array.from(
      { length: 3_000 },
      (_, k) => 'x'.repeat((k * 7919) % 300) + (k % 7 === 0 ? 'é' : ''),
    );
    lines.splice(1_500, 0, 'y'.repeat(200_000));
    const text = lines.join('\r\n');
    const plain = join(dir, 'lines.csv');
    const gzipped = join(dir, 'lines.csv.gz');
    await writeFile(plain, text);
    await writeFile(gzipped, gzipSync(text));
    for (const file of [plain, gzipped]) {
      const batches: Buffer[] = [];
      for await (const part of (await openTextParts([file])).parts()) {
        for await (const batch of part.lines) batches.push(Buffer.from(batch));
      }
      expect(batches.length).toBeGreaterThan(2);
      for (const batch of batches.slice(0, -1)) expect(batch.at(-1)).toBe(0x0a);
      expect(Buffer.concat(batches).toString('utf8')).toBe(text);
    }
  });
});
