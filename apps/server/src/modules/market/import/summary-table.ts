import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import ExcelJS from 'exceljs';
import { checkUtf8Text } from './utf8-text.ts';
import { ImportError } from './import-summary.ts';

/**
 * Readers shared by the IDX daily summaries (Stock, Index and Broker Summary): the JSON the website
 * serves (`{"data":[…]}`) and the XLSX download, columns found by header name whatever the language.
 */

/** Header names compare case-, space- and punctuation-insensitively. */
export const normaliseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field with the header names it goes by; the first is the one messages use. */
export type TableSpec<F extends string> = Record<F, readonly string[]>;

export type TableRow<F extends string> = { line: number; cells: Map<F, unknown> };

export type SummaryTable<F extends string> = {
  format: 'json' | 'xlsx';
  /** Fields found, with the header the file gives them (for messages naming the column). */
  headers: Map<F, string>;
  rows: TableRow<F>[];
  /** XLSX only: a trading day stated above the header (a date cell or a date in the title). */
  titleDate: string | null;
};

/** ISO dates (with or without a time) and the US-style `10/31/2023` of spreadsheet exports. */
export function parseSummaryDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(date) ? date : null;
}

/** `IndexSummary-20260612.json` → 2026-06-12. */
export function dateInFileName(file: string): string | null {
  const digits = /(20\d{2})(\d{2})(\d{2})/.exec(basename(file));
  return digits ? parseSummaryDate(`${digits[1]}-${digits[2]}-${digits[3]}`) : null;
}

/** JSON floats (`6350.0`), thousands separators (`1,924,688,333`) and numeric cells alike. */
export function parseSummaryNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * Reads a `.json` or `.xlsx` summary. `keyField` is the column that marks the XLSX header row (rows
 * above it may carry a title with the date). Throws ImportError for an unreadable file; missing
 * columns are the caller's to check, since which are required depends on the format.
 */
export async function readSummaryTable<F extends string>(
  file: string,
  spec: TableSpec<F>,
  { what, keyField }: { what: string; keyField: F },
): Promise<SummaryTable<F>> {
  const extension = extname(file).toLowerCase();
  if (extension === '.json') return readJsonTable(file, spec, what);
  if (extension === '.xlsx') return readXlsxTable(file, spec, keyField);
  throw new ImportError(`An IDX ${what} is a .json or .xlsx file, not ${basename(file)}`);
}

function fieldsByHeader<F extends string>(spec: TableSpec<F>): Map<string, F> {
  const byHeader = new Map<string, F>();
  for (const [field, names] of Object.entries(spec) as Array<[F, readonly string[]]>) {
    for (const name of names) byHeader.set(normaliseHeader(name), field);
  }
  return byHeader;
}

/** A daily summary is small (a row an index or a broker), so it is parsed in one piece. */
async function readJsonTable<F extends string>(
  file: string,
  spec: TableSpec<F>,
  what: string,
): Promise<SummaryTable<F>> {
  const text = await readFile(file, 'utf8');
  checkUtf8Text(basename(file), text);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
  const data = (document as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    throw new ImportError(`${basename(file)} is not an IDX ${what}: it has no "data" list`);
  }
  const byHeader = fieldsByHeader(spec);
  const headers = new Map<F, string>();
  const first: unknown = data[0];
  if (first && typeof first === 'object') {
    for (const key of Object.keys(first)) {
      const field = byHeader.get(normaliseHeader(key));
      if (field && !headers.has(field)) headers.set(field, key);
    }
  }
  // A record's line is its position in the data list, counting from 1.
  const rows = data.map((record: unknown, index) => {
    const cells = new Map<F, unknown>();
    if (record && typeof record === 'object') {
      for (const [key, value] of Object.entries(record)) {
        const field = byHeader.get(normaliseHeader(key));
        if (field) cells.set(field, value);
      }
    }
    return { line: index + 1, cells };
  });
  return { format: 'json', headers, rows, titleDate: null };
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return value.result;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  return null;
}

function dateInCell(value: unknown): string | null {
  if (value instanceof Date) return parseSummaryDate(value);
  if (typeof value !== 'string') return null;
  const found = /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/.exec(value);
  return found ? parseSummaryDate(found[0]) : null;
}

/**
 * Reads the first worksheet; the header is the first row naming `keyField`. The workbook is loaded
 * whole, like the JSON (a summary is a row a stock, an index or a broker): exceljs's streaming reader
 * loses zip entries when its consumer falls behind (exceljs#3064), which showed here as an import
 * refusing a good file ("reading 'sheets'") and could as well drop a worksheet without a word.
 */
async function readXlsxTable<F extends string>(
  file: string,
  spec: TableSpec<F>,
  keyField: F,
): Promise<SummaryTable<F>> {
  const byHeader = fieldsByHeader(spec);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch (error) {
    throw new ImportError(`${basename(file)} is not a readable XLSX: ${(error as Error).message}`);
  }
  let titleDate: string | null = null;
  let columns: Map<number, F> | null = null;
  const headers = new Map<F, string>();
  const rows: TableRow<F>[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).map(cellValue);
    if (columns === null) {
      const found = new Map<number, F>();
      values.forEach((value, index) => {
        const field = typeof value === 'string' ? byHeader.get(normaliseHeader(value)) : undefined;
        if (field && ![...found.values()].includes(field)) {
          found.set(index, field);
          headers.set(field, (value as string).trim());
        }
      });
      if ([...found.values()].includes(keyField)) columns = found;
      else {
        headers.clear();
        titleDate ??= values.map(dateInCell).find((date) => typeof date === 'string') ?? null;
      }
      return;
    }
    if (values.every((value) => value === null || value === undefined || value === '')) return;
    const cells = new Map<F, unknown>();
    for (const [index, field] of columns) cells.set(field, values[index] ?? null);
    rows.push({ line: row.number, cells });
  });
  return { format: 'xlsx', headers, rows, titleDate };
}
