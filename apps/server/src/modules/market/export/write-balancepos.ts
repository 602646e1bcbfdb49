import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { HolderCategory } from '@pantau/market';
import { compactDate, writeAtomically } from './export-files.ts';

export const BALANCEPOS_CATEGORIES: readonly HolderCategory[] = [
  'IS',
  'CP',
  'PF',
  'IB',
  'ID',
  'MF',
  'SC',
  'FD',
  'OT',
];

/** KSEI's header: each side's nine categories closed by a column named just `Total`. */
export const BALANCEPOS_HEADER = [
  'Date',
  'Code',
  'Type',
  'Sec. Num',
  'Price',
  ...BALANCEPOS_CATEGORIES.map((category) => `Local ${category}`),
  'Total',
  ...BALANCEPOS_CATEGORIES.map((category) => `Foreign ${category}`),
  'Total',
].join('|');

/** One security's holdings at a month end (data-sources.md §5). Shares, or nominal for bonds. */
export type BalanceposRecord = {
  date: string;
  code: string;
  /** EQUITY, CORPORATE BOND, MTN … */
  type: string;
  secNum: number;
  price: number;
  local: Record<HolderCategory, number>;
  foreign: Record<HolderCategory, number>;
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** KSEI's `29-MAY-2026`. */
export function balanceposDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

function line(record: BalanceposRecord): string {
  const side = (holdings: Record<HolderCategory, number>) => {
    const values = BALANCEPOS_CATEGORIES.map((category) => holdings[category]);
    return [...values, values.reduce((sum, shares) => sum + shares, 0)];
  };
  return [
    balanceposDate(record.date),
    record.code,
    record.type,
    record.secNum,
    record.price,
    ...side(record.local),
    ...side(record.foreign),
  ].join('|');
}

export const balanceposFileName = (asOf: string) => `BalanceposEfek${compactDate(asOf)}`;

/**
 * `BalanceposEfek<yyyymmdd>.zip` holding the pipe-delimited `.txt` of the same name, CRLF lines as
 * KSEI writes them; the text streams into the zip, never held whole.
 */
export async function writeBalanceposZip(
  path: string,
  asOf: string,
  records: Iterable<BalanceposRecord>,
): Promise<void> {
  function* lines(): Generator<string> {
    yield `${BALANCEPOS_HEADER}\r\n`;
    for (const record of records) yield `${line(record)}\r\n`;
  }
  await writeAtomically(path, async (partial) => {
    const zip = new yazl.ZipFile();
    zip.addReadStream(Readable.from(lines()), `${balanceposFileName(asOf)}.txt`, {
      mtime: new Date(`${asOf}T00:00:00Z`),
    });
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(partial));
  });
}
