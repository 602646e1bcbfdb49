import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';

/** A file the exporter wrote: where, and how many data rows it holds. */
export type ExportedFile = { path: string; rows: number };

/**
 * Writes `path` through `write` into `<path>.partial` and renames it when complete, so an
 * interrupted export never leaves a truncated file that looks like a finished one.
 */
export async function writeAtomically(
  path: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  try {
    await write(partial);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Streams text chunks into `path` (through `transforms`, e.g. gzip), honouring back-pressure. */
export async function writeText(
  path: string,
  chunks: AsyncIterable<string> | Iterable<string>,
  ...transforms: Writable[]
): Promise<void> {
  await writeAtomically(path, (partial) =>
    (pipeline as (...streams: unknown[]) => Promise<void>)(
      Readable.from(chunks),
      ...transforms,
      createWriteStream(partial),
    ),
  );
}

/** IDX's `2026-06-12T00:00:00`. */
export const idxJsonDate = (date: string) => `${date}T00:00:00`;

/** A number as the exchange's JSON writes it: always a float (`6350.0`). */
function idxJsonNumber(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}

function idxJsonValue(key: string, value: unknown): string {
  if (typeof value !== 'number' || ROW_NUMBER_FIELDS.has(key)) return JSON.stringify(value);
  return idxJsonNumber(value);
}

/** Row numbers stay integers; every figure is a float. */
const ROW_NUMBER_FIELDS = new Set(['No', 'IDStockSummary']);

/**
 * The DataTables envelope the IDX site serves (`{"draw":0,"recordsTotal":N,"recordsFiltered":N,
 * "data":[…]}`), one record a line, numbers as floats.
 */
export async function writeIdxJson(
  path: string,
  records: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  function* chunks(): Generator<string> {
    yield `{"draw":0,"recordsTotal":${records.length},"recordsFiltered":${records.length},"data":[`;
    let first = true;
    for (const record of records) {
      const fields = Object.entries(record).map(
        ([key, value]) => `${JSON.stringify(key)}:${idxJsonValue(key, value)}`,
      );
      yield `${first ? '\n' : ',\n'}{${fields.join(',')}}`;
      first = false;
    }
    yield '\n]}\n';
  }
  await writeText(path, chunks());
}

export type XlsxCell = string | number | Date | null;

/**
 * One worksheet through exceljs' streaming writer (rows are flushed as they are committed):
 * optional title rows, then the header, then the data rows.
 */
export async function writeXlsx(
  path: string,
  sheet: { name: string; title?: XlsxCell[][]; headers: readonly string[]; rows: Iterable<XlsxCell[]> },
): Promise<void> {
  await writeAtomically(path, async (partial) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useSharedStrings: false });
    const worksheet = workbook.addWorksheet(sheet.name);
    for (const title of sheet.title ?? []) worksheet.addRow(title).commit();
    worksheet.addRow([...sheet.headers]).commit();
    for (const cells of sheet.rows) {
      const row = worksheet.addRow(cells);
      cells.forEach((cell, index) => {
        if (cell instanceof Date) row.getCell(index + 1).numFmt = 'yyyy-mm-dd';
      });
      row.commit();
    }
    worksheet.commit();
    await workbook.commit();
  });
}

/** An exchange date as an Excel date cell (midnight UTC, which exceljs reads back as the same day). */
export const excelDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** `20261120` for file names. */
export const compactDate = (date: string) => date.replaceAll('-', '');
