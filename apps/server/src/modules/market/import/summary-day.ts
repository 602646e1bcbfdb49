import { basename } from 'node:path';
import type { TImportDayOutcome } from '@pantau/contracts';
import { jakartaDateOf } from '@pantau/market';
import { inBulkTransaction, type BulkWriter } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import { ImportError, type SummaryRecorder } from './import-summary.ts';
import { dateInFileName, parseSummaryDate, readSummaryTable, type TableSpec } from './summary-table.ts';

export type DayColumn = { name: string; type: 'text' | 'float8' | 'bigint' | 'int' };

export type DayRows = {
  table: string;
  /** The day's rows are those with this date; the first column is the row's key within the day. */
  date: string;
  columns: readonly DayColumn[];
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>;
  /** More writes that must commit with the day (broker names, …); they must be idempotent. */
  alongside?: (writer: BulkWriter) => Promise<void>;
};

// Bigints come back as text from node-postgres: compared as float8 they read the same on both drivers.
const readBack = (column: DayColumn) =>
  column.type === 'bigint' ? `${column.name}::float8 AS ${column.name}` : column.name;

const fingerprint = (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
  rows
    .map((row) => JSON.stringify(row))
    .sort()
    .join('\n');

/**
 * One day of a daily summary, all or nothing: in one transaction, the day's stored rows are compared
 * with the file's and, when they differ, deleted and replaced by them. Identical rows leave the day
 * untouched, so the same file twice changes nothing.
 */
export async function replaceSummaryDay(
  database: Database,
  day: DayRows,
): Promise<TImportDayOutcome['outcome']> {
  const { table, date, columns } = day;
  return inBulkTransaction(database, async (writer) => {
    const stored = await writer.query<Record<string, unknown>>(
      `SELECT ${columns.map(readBack).join(', ')} FROM ${table} WHERE date = $1`,
      [date],
    );
    await day.alongside?.(writer);
    const storedRows = stored.map((row) => columns.map((column) => row[column.name] ?? null));
    if (stored.length > 0 && fingerprint(storedRows) === fingerprint(day.rows)) return 'unchanged';
    await writer.execute(`DELETE FROM ${table} WHERE date = $1`, [date]);
    await writer.execute(
      `INSERT INTO ${table} (date, ${columns.map((column) => column.name).join(', ')})
       SELECT $1::date, * FROM unnest(${columns.map((column, index) => `$${index + 2}::${column.type}[]`).join(', ')})`,
      [date, ...columns.map((_, index) => day.rows.map((row) => row[index] ?? null))],
    );
    return stored.length > 0 ? 'replaced' : 'stored';
  });
}

/** One market date of a summary file: its readable rows, and how many of its rows were rejected. */
export type SummaryDayRows<R> = { date: string; rows: R[]; rejected: number };

/**
 * What the market-wide daily summaries (Index Summary, Broker Summary) share before storing: the
 * file read by header names; its date from a Date column, `--date`, the title or the file name;
 * the required columns checked (the file refused with their names); each row parsed and grouped by
 * date, a bad, future or repeated row rejected with its line and column and counted against its
 * day, which is then not stored at all. Days come in date order.
 */
export async function readSummaryDays<F extends string, R>(
  file: string,
  spec: {
    what: string;
    fields: TableSpec<F | 'date' | 'code'>;
    required: readonly F[];
    /** The trading day of a file without a Date column (YYYY-MM-DD). */
    date: string | undefined;
    parse(cells: Map<F | 'date' | 'code', unknown>): R | { field: F | 'code'; reason: string };
    keyOf(row: R): string;
  },
  recorder: SummaryRecorder,
): Promise<Array<SummaryDayRows<R>>> {
  type Field = F | 'date' | 'code';
  const optionDate = spec.date === undefined ? null : parseSummaryDate(spec.date);
  if (spec.date !== undefined && optionDate === null) {
    throw new ImportError(`--date must be a date like 2026-06-12, not '${spec.date}'`);
  }
  const table = await readSummaryTable<Field>(file, spec.fields, { what: spec.what, keyField: 'code' });
  const hasDate = table.headers.has('date');
  const fileDate = hasDate ? null : (optionDate ?? table.titleDate ?? dateInFileName(file));
  const nameOf = (field: Field) => spec.fields[field][0] ?? field;
  const label = (field: Field) => table.headers.get(field) ?? nameOf(field);
  const dateless = fileDate === null && !hasDate;
  const missing: Field[] = (['code', ...spec.required] as Field[]).filter(
    (field) => !table.headers.has(field),
  );
  if (dateless) missing.push('date');
  if (missing.length > 0) {
    throw new ImportError(
      `${basename(file)} is missing required columns: ${missing.map(nameOf).join(', ')}` +
        (dateless ? ' (a file without a Date column needs --date YYYY-MM-DD)' : ''),
    );
  }

  const today = jakartaDateOf(new Date());
  const days = new Map<string, SummaryDayRows<R> & { lineOf: Map<string, number> }>();
  for (const { line, cells } of table.rows) {
    recorder.read();
    const date = fileDate ?? parseSummaryDate(cells.get('date'));
    if (date === null) {
      recorder.reject(line, label('date'), `invalid date '${String(cells.get('date') ?? '')}'`);
      continue;
    }
    if (date > today) {
      recorder.reject(line, label('date'), `${date} is in the future`);
      continue;
    }
    let day = days.get(date);
    if (!day) {
      day = { date, rows: [], rejected: 0, lineOf: new Map() };
      days.set(date, day);
    }
    const parsed = spec.parse(cells);
    if (typeof parsed === 'object' && parsed !== null && 'reason' in parsed) {
      recorder.reject(line, label(parsed.field), parsed.reason);
      day.rejected++;
      continue;
    }
    const key = spec.keyOf(parsed);
    const earlier = day.lineOf.get(key);
    if (earlier !== undefined) {
      recorder.reject(line, label('code'), `${key} repeats line ${earlier} for ${date}`);
      day.rejected++;
      continue;
    }
    day.lineOf.set(key, line);
    day.rows.push(parsed);
  }
  return [...days.values()]
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map(({ date, rows, rejected }) => ({ date, rows, rejected }));
}

/**
 * Stores each whole day through `store` (a day with a rejected row is named in the notes and left
 * as it was) and records its outcome; `describe` words the day's note.
 */
export async function storeSummaryDays<R>(
  days: ReadonlyArray<SummaryDayRows<R>>,
  recorder: SummaryRecorder,
  store: (day: SummaryDayRows<R>) => Promise<TImportDayOutcome['outcome']>,
  describe: (day: SummaryDayRows<R>, outcome: TImportDayOutcome['outcome']) => string,
): Promise<void> {
  for (const day of days) {
    if (day.rejected > 0) {
      recorder.note(`${day.date} not stored: ${day.rejected} of its rows rejected (a day is stored whole)`);
      continue;
    }
    if (day.rows.length === 0) continue;
    const outcome = await store(day);
    recorder.day(day.date, outcome);
    recorder.imported(day.rows.length);
    recorder.note(`${day.date}: ${describe(day, outcome)}`);
  }
}
