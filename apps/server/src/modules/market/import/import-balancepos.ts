import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { TImportDayOutcome } from '@pantau/contracts';
import { parseCsvNumber, type HolderCategory } from '@pantau/market';
import { inBulkTransaction } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import type { ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { loadInstrumentSymbols, type OwnershipRow } from './import.repo.ts';
import { parseTradeDate } from './trade-record.ts';
import { checkUtf8Line } from './utf8-text.ts';
import { loadSymbolRenames, type SymbolRenames } from '../listings/symbol-changes.repo.ts';

const CATEGORIES: readonly HolderCategory[] = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'];

// KSEI writes English or Indonesian month abbreviations depending on the release.
const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  PEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  MEI: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  AGU: 8,
  AGS: 8,
  SEP: 9,
  OCT: 10,
  OKT: 10,
  NOV: 11,
  DEC: 12,
  DES: 12,
};

const PROGRESS_EVERY_ROWS = 1_000;
const MAX_ROW_ERRORS = 100;

type RowError = { row: number; column: string; reason: string };

/** One month's parsed EQUITY rows, written in one transaction. */
type Month = { asOf: string; rows: OwnershipRow[]; lineOf: Map<string, number> };

/**
 * `29-MAY-2026`, `29-MEI-2026`, the `10/31/2023` of older files and spreadsheet exports
 * (month first), or ISO; returns an ISO date or null.
 */
export function parseBalanceposDate(text: string): string | null {
  const named = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ](\d{4})$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  let parts: [number, number, number] | null = null;
  if (named) {
    const month = MONTHS[named[2]!.toUpperCase()];
    if (month) parts = [Number(named[3]), month, Number(named[1])];
  } else if (slashed) {
    parts = [Number(slashed[3]), Number(slashed[1]), Number(slashed[2])];
  } else {
    return parseTradeDate(text);
  }
  if (!parts) return null;
  const iso = `${parts[0]}-${String(parts[1]).padStart(2, '0')}-${String(parts[2]).padStart(2, '0')}`;
  return parseTradeDate(iso);
}

/**
 * KSEI Balancepos: the monthly holding composition of every listed security by investor category,
 * local and foreign, as the pipe-delimited `.txt` or the `BalanceposEfek<YYYYMMDD>.zip` holding it.
 * Only EQUITY rows are stocks; bonds, MTNs and the rest are counted as skipped. Each month in the
 * file replaces that month's stored composition in one transaction, so a reader sees the old month
 * or the new one, never a mix.
 */
export async function importBalancepos(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const totalBytes = (await stat(file).catch(() => null))?.size;
  if (totalBytes === undefined) throw new ImportError(`Cannot read ${file}: no such file`);
  // Read before the file opens: readline drops lines that flow while nothing iterates them.
  const renames = await loadSymbolRenames(database.db);
  const source = await openSource(file);
  const recorder = new SummaryRecorder('ksei-balancepos', file);
  const errors: RowError[] = [];
  let errorCount = 0;
  const reject = (row: number, column: string, reason: string) => {
    errorCount++;
    if (errors.length < MAX_ROW_ERRORS) errors.push({ row, column, reason });
  };
  const unknownCodes = new Set<string>();
  const months = new Map<string, Month>();

  try {
    const lines = createInterface({ input: source.stream, crlfDelay: Infinity });
    let lineNumber = 0;
    let columns: BalanceposColumns | undefined;
    let symbols: Set<string> | undefined;
    for await (const line of lines) {
      lineNumber++;
      checkUtf8Line(basename(file), lineNumber, line);
      if (line.trim() === '') continue;
      const cells = line.split('|').map((cell) => cell.trim());
      if (!columns) {
        columns = balanceposColumns(cells, file);
        symbols = await loadInstrumentSymbols(database.db);
        continue;
      }
      recorder.read();
      if (options.onProgress && recorder.summary.rowsRead % PROGRESS_EVERY_ROWS === 0) {
        options.onProgress({ bytesRead: source.bytesRead(), totalBytes, rows: recorder.summary.rowsRead });
      }
      if ((cells[columns.type] ?? '').toUpperCase() !== 'EQUITY') {
        recorder.summary.rowsSkipped++;
        continue;
      }
      const parsed = parseEquityRow(cells, columns, symbols as Set<string>, renames);
      if ('error' in parsed) {
        reject(lineNumber, parsed.error.column, parsed.error.reason);
        if (parsed.unknownCode) unknownCodes.add(parsed.unknownCode);
        continue;
      }
      const key = parsed.asOf.slice(0, 7);
      let month = months.get(key);
      if (!month) {
        month = { asOf: parsed.asOf, rows: [], lineOf: new Map() };
        months.set(key, month);
      }
      if (month.asOf !== parsed.asOf) {
        reject(
          lineNumber,
          'Date',
          `date ${parsed.asOf} differs from ${month.asOf}, this file's date for that month`,
        );
        continue;
      }
      const symbol = parsed.rows[0]!.symbol;
      const firstLine = month.lineOf.get(symbol);
      if (firstLine !== undefined) {
        reject(lineNumber, 'Code', `${symbol} already given on line ${firstLine} for ${month.asOf}`);
        continue;
      }
      month.lineOf.set(symbol, lineNumber);
      month.rows.push(...parsed.rows);
      recorder.imported();
    }
    if (!columns) throw new ImportError(`${basename(file)} is empty: a Balancepos header line is needed`);
  } catch (error) {
    throw source.explain(error);
  } finally {
    source.close();
  }
  options.onProgress?.({ bytesRead: totalBytes, totalBytes, rows: recorder.summary.rowsRead });

  for (const month of months.values()) {
    const { outcome, replaced } = await replaceMonth(database, month);
    recorder.day(month.asOf, outcome);
    recorder.note(
      `${month.asOf}: ownership of ${month.rows.length / (2 * CATEGORIES.length)} stocks stored` +
        (outcome === 'unchanged'
          ? ' (unchanged: the month was stored the same)'
          : replaced > 0
            ? ` (replaced ${replaced} stored rows of that month)`
            : ''),
    );
  }
  if (recorder.summary.rowsSkipped > 0) {
    recorder.note(`${recorder.summary.rowsSkipped} rows of other security types (bonds, MTNs …) skipped`);
  }
  recorder.summary.rowsRejected = errorCount;
  recorder.summary.rowErrors = errors;
  if (unknownCodes.size > 0) {
    const codes = [...unknownCodes].sort();
    recorder.note(
      `unknown stock codes not stored (no such instrument): ${codes.slice(0, 20).join(', ')}` +
        (codes.length > 20 ? ` … and ${codes.length - 20} more` : ''),
    );
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

type BalanceposColumns = {
  date: number;
  code: number;
  type: number;
  local: Record<HolderCategory, number>;
  foreign: Record<HolderCategory, number>;
  localTotal: number;
  foreignTotal: number;
};

const normalize = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Finds every needed column by name; refuses the file naming those it lacks. */
function balanceposColumns(header: string[], file: string): BalanceposColumns {
  const names = header.map((cell, index) => normalize(index === 0 ? cell.replace(/^\uFEFF/, '') : cell));
  const missing: string[] = [];
  const find = (label: string) => {
    const index = names.indexOf(normalize(label));
    if (index < 0) missing.push(label);
    return index;
  };
  // The header names both sums just `Total`: the first closes the local block, the second the foreign one.
  const totals = names.flatMap((name, index) => (name === 'total' ? [index] : []));
  const side = (prefix: string) =>
    Object.fromEntries(CATEGORIES.map((category) => [category, find(`${prefix} ${category}`)])) as Record<
      HolderCategory,
      number
    >;
  const columns = {
    date: find('Date'),
    code: find('Code'),
    type: find('Type'),
    local: side('Local'),
    foreign: side('Foreign'),
    localTotal: totals[0] ?? -1,
    foreignTotal: totals[1] ?? -1,
  };
  if (totals.length < 1) missing.push('Total (local)');
  if (totals.length < 2) missing.push('Total (foreign)');
  if (missing.length > 0) {
    throw new ImportError(
      `${basename(file)} is not a KSEI Balancepos file: its header lacks ${missing.join(', ')} (found: ${header.join(', ')})`,
    );
  }
  return columns;
}

type ParsedRow =
  { asOf: string; rows: OwnershipRow[] } | { error: Omit<RowError, 'row'>; unknownCode?: string };

function parseEquityRow(
  cells: string[],
  columns: BalanceposColumns,
  symbols: Set<string>,
  renames: SymbolRenames,
): ParsedRow {
  const code = (cells[columns.code] ?? '').toUpperCase();
  const dateText = cells[columns.date] ?? '';
  const asOf = parseBalanceposDate(dateText);
  const symbol = asOf ? renames.at(code, asOf) : code;
  if (!symbols.has(symbol)) {
    return { error: { column: 'Code', reason: `unknown stock '${symbol}'` }, unknownCode: symbol };
  }
  if (!asOf) return { error: { column: 'Date', reason: `invalid date '${dateText}'` } };
  const rows: OwnershipRow[] = [];
  for (const [side, label] of [
    ['local', 'Local'],
    ['foreign', 'Foreign'],
  ] as const) {
    let sum = 0;
    for (const category of CATEGORIES) {
      const text = cells[columns[side][category]] ?? '';
      const shares = shareCount(text);
      if (shares === null) {
        return { error: { column: `${label} ${category}`, reason: `invalid share count '${text}'` } };
      }
      sum += shares;
      rows.push({ symbol, asOf, side, category, shares });
    }
    const totalColumn = `Total (${side})`;
    const totalText = cells[side === 'local' ? columns.localTotal : columns.foreignTotal] ?? '';
    const total = shareCount(totalText);
    if (total === null)
      return { error: { column: totalColumn, reason: `invalid share count '${totalText}'` } };
    if (total !== sum) {
      return {
        error: {
          column: totalColumn,
          reason: `${label.toLowerCase()} total ${total} differs from the sum of its categories ${sum}`,
        },
      };
    }
  }
  return { asOf, rows };
}

function shareCount(text: string): number | null {
  const value = parseCsvNumber(text);
  return value !== null && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

const ownershipFingerprint = (rows: ReadonlyArray<Omit<OwnershipRow, 'asOf'> & { asOf: unknown }>) =>
  rows
    .map((row) => `${row.symbol} ${String(row.asOf)} ${row.side} ${row.category} ${Number(row.shares)}`)
    .sort()
    .join('\n');

/**
 * Deletes the month's stored composition and writes the file's, in one transaction; a month stored
 * exactly as the file has it is left alone.
 */
async function replaceMonth(
  database: Database,
  month: Month,
): Promise<{ outcome: TImportDayOutcome['outcome']; replaced: number }> {
  return inBulkTransaction(database, async (writer) => {
    const stored = await writer.query<OwnershipRow>(
      `SELECT symbol, as_of::text AS "asOf", side, category, shares::float8 AS shares FROM ownership_compositions
        WHERE as_of >= date_trunc('month', $1::date) AND as_of < date_trunc('month', $1::date) + interval '1 month'`,
      [month.asOf],
    );
    if (stored.length > 0 && ownershipFingerprint(stored) === ownershipFingerprint(month.rows)) {
      return { outcome: 'unchanged' as const, replaced: 0 };
    }
    await writer.execute(
      `DELETE FROM ownership_compositions
        WHERE as_of >= date_trunc('month', $1::date) AND as_of < date_trunc('month', $1::date) + interval '1 month'`,
      [month.asOf],
    );
    const column = <K extends keyof OwnershipRow>(key: K) => month.rows.map((row) => row[key]);
    await writer.execute(
      `INSERT INTO ownership_compositions (symbol, as_of, side, category, shares)
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[], $5::bigint[])`,
      [column('symbol'), column('asOf'), column('side'), column('category'), column('shares')],
    );
    return {
      outcome: stored.length > 0 ? ('replaced' as const) : ('stored' as const),
      replaced: stored.length,
    };
  });
}

type Source = {
  stream: Readable;
  bytesRead(): number;
  /** Turns a read failure into a message naming the file. */
  explain(error: unknown): unknown;
  close(): void;
};

/** The text itself, or the single `.txt` entry of a zip, streamed (the zip is never inflated whole). */
async function openSource(file: string): Promise<Source> {
  const header = await readMagic(file);
  if (header !== 'PK\u0003\u0004') {
    const stream = createReadStream(file);
    return {
      stream,
      bytesRead: () => stream.bytesRead,
      explain: (error) => error,
      close: () => stream.destroy(),
    };
  }
  const unreadable = (error: unknown) =>
    new ImportError(
      `${basename(file)} is not a readable zip (${error instanceof Error ? error.message : String(error)})`,
    );
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, opened) =>
      error ? reject(unreadable(error)) : resolve(opened),
    ),
  );
  const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
    zip.on('entry', (candidate: yauzl.Entry) => {
      if (/\.txt$/i.test(candidate.fileName)) resolve(candidate);
      else zip.readEntry();
    });
    zip.on('end', () => reject(new ImportError(`${basename(file)} holds no .txt Balancepos file`)));
    zip.on('error', (error) => reject(unreadable(error)));
    zip.readEntry();
  }).catch((error: unknown) => {
    zip.close();
    throw error;
  });
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) => (error ? reject(unreadable(error)) : resolve(opened))),
  ).catch((error: unknown) => {
    zip.close();
    throw error;
  });
  let inflated = 0;
  stream.on('data', (chunk: Buffer) => {
    inflated += chunk.length;
  });
  return {
    stream,
    // Progress in the zip's terms: the share of the entry inflated so far, scaled to the file size.
    bytesRead: () => Math.round((inflated / Math.max(entry.uncompressedSize, 1)) * zip.fileSize),
    explain: (error) => (error instanceof ImportError ? error : unreadable(error)),
    close: () => {
      stream.destroy();
      zip.close();
    },
  };
}

async function readMagic(file: string): Promise<string> {
  const stream = createReadStream(file, { start: 0, end: 3 });
  let text = '';
  for await (const chunk of stream) text += (chunk as Buffer).toString('latin1');
  return text;
}
