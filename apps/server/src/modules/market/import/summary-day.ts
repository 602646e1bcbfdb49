import type { TImportDayOutcome } from '@pantau/contracts';
import { inBulkTransaction, type BulkWriter } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';

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
