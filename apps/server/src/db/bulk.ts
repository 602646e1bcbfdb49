import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

export type CsvValue = string | number | boolean | null;

/** Statements and COPY loads that commit together or not at all. */
export type BulkWriter = {
  execute(statement: string, params?: unknown[]): Promise<void>;
  /** Reads inside the transaction, so it sees the writes made so far. */
  query<T extends Record<string, unknown>>(statement: string, params?: unknown[]): Promise<T[]>;
  /** Loads rows with COPY … FROM (CSV); returns how many were loaded. */
  copy(table: string, columns: readonly string[], rows: Iterable<readonly CsvValue[]>): Promise<number>;
};

// Large loads go in slices so a day of 1.5 M trades never needs one giant buffer.
const ROWS_PER_COPY = 100_000;

function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return /[",\n\r]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
}

function* csvSlices(rows: Iterable<readonly CsvValue[]>): Generator<{ text: string; count: number }> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(row.map(csvField).join(','));
    if (lines.length === ROWS_PER_COPY) {
      yield { text: `${lines.join('\n')}\n`, count: lines.length };
      lines = [];
    }
  }
  if (lines.length > 0) yield { text: `${lines.join('\n')}\n`, count: lines.length };
}

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT csv)`;

export async function inBulkTransaction<T>(
  database: Database,
  work: (writer: BulkWriter) => Promise<T>,
): Promise<T> {
  const raw = database.raw;
  if (raw.kind === 'pglite') {
    return raw.client.transaction(async (tx: Transaction) =>
      work({
        execute: async (statement, params) => {
          await tx.query(statement, params);
        },
        query: async <T extends Record<string, unknown>>(statement: string, params?: unknown[]) =>
          (await tx.query<T>(statement, params)).rows,
        copy: async (table, columns, rows) => {
          let total = 0;
          for (const slice of csvSlices(rows)) {
            await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], {
              blob: new Blob([slice.text]),
            });
            total += slice.count;
          }
          return total;
        },
      }),
    );
  }
  const client: pg.PoolClient = await raw.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work({
      execute: async (statement, params) => {
        await client.query(statement, params);
      },
      query: async <T extends Record<string, unknown>>(statement: string, params?: unknown[]) =>
        (await client.query<T>(statement, params)).rows,
      copy: async (table, columns, rows) => {
        let total = 0;
        const counted = function* () {
          for (const slice of csvSlices(rows)) {
            total += slice.count;
            yield slice.text;
          }
        };
        await pipeline(
          Readable.from(counted()),
          client.query(copyFrom(copyStatement(table, columns, 'STDIN'))),
        );
        return total;
      },
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
