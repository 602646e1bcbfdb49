import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import { detectDelimiter, splitCsvLine, type CsvDelimiter } from '@pantau/market';
import { ImportError } from './import-summary.ts';
import { checkUtf8Line } from './utf8-text.ts';

export type ImportProgress = (progress: { bytesRead: number; totalBytes: number; rows: number }) => void;

export type CsvRow = { row: number; cells: string[] };

export type CsvStream = {
  header: string[];
  delimiter: CsvDelimiter;
  /** Data rows, numbered as file lines (header = its own line number); blank lines are skipped. */
  rows: AsyncGenerator<CsvRow>;
};

const PROGRESS_EVERY_ROWS = 10_000;

/**
 * Opens a CSV for streaming: node:readline over a file stream, so memory stays flat whatever the
 * file's size. The first non-blank line is the header; its delimiter (tab, semicolon or comma,
 * whichever occurs most) applies to every row, and double-quoted fields are understood. A line that
 * is not UTF-8 refuses the file.
 */
export async function openCsvStream(path: string, onProgress?: ImportProgress): Promise<CsvStream> {
  const totalBytes = (await stat(path).catch(() => null))?.size;
  if (totalBytes === undefined) throw new ImportError(`Cannot read ${path}: no such file`);
  const input = createReadStream(path);
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  let lineNumber = 0;
  let headerLine: string | undefined;
  while (headerLine === undefined) {
    const next = await lines.next();
    if (next.done) {
      input.destroy();
      throw new ImportError(`${path} is empty: a header line is needed`);
    }
    lineNumber++;
    checkUtf8Line(basename(path), lineNumber, next.value);
    if (next.value.trim() !== '') headerLine = next.value.replace(/^\uFEFF/, '');
  }
  const delimiter = detectDelimiter(headerLine);
  const header = splitCsvLine(headerLine, delimiter);

  async function* rows(): AsyncGenerator<CsvRow> {
    let count = 0;
    try {
      for (let next = await lines.next(); !next.done; next = await lines.next()) {
        lineNumber++;
        checkUtf8Line(basename(path), lineNumber, next.value);
        if (next.value.trim() === '') continue;
        count++;
        if (onProgress && count % PROGRESS_EVERY_ROWS === 0) {
          onProgress({ bytesRead: input.bytesRead, totalBytes: totalBytes ?? 0, rows: count });
        }
        yield { row: lineNumber, cells: splitCsvLine(next.value, delimiter) };
      }
      onProgress?.({ bytesRead: totalBytes ?? 0, totalBytes: totalBytes ?? 0, rows: count });
    } finally {
      input.destroy();
    }
  }
  return { header, delimiter, rows: rows() };
}

/**
 * Refuses a file whose header lacks a required column, naming what it lacks and what it has; the
 * stream is closed first. `columns` maps each required column's name to its index, if found.
 */
export async function requireColumns(
  csv: CsvStream,
  what: string,
  columns: Record<string, number | undefined>,
): Promise<void> {
  const missing = Object.keys(columns).filter((name) => columns[name] === undefined);
  if (missing.length === 0) return;
  await csv.rows.return(undefined);
  throw new ImportError(`The ${what} header lacks ${missing.join(', ')} (found: ${csv.header.join(', ')})`);
}

/** A row's cell under a header index, trimmed; '' for a column the header lacks. */
export const cellAt = (cells: readonly string[], index: number | undefined): string =>
  index === undefined ? '' : (cells[index] ?? '').trim();

/** Header cell → index, matched case-insensitively ignoring everything but letters and digits. */
export function headerIndex(header: readonly string[]): (...names: string[]) => number | undefined {
  const normalized = header.map((cell) => cell.toLowerCase().replace(/[^a-z0-9]/g, ''));
  return (...names) => {
    for (const name of names) {
      const index = normalized.indexOf(name.toLowerCase().replace(/[^a-z0-9]/g, ''));
      if (index >= 0) return index;
    }
    return undefined;
  };
}
