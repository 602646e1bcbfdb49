import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { BUMP_MARKET_DATA_VERSION_SQL } from './market-data-version.ts';

export type CsvValue = string | number | boolean | null;
export type CsvPart = string | Uint8Array<ArrayBuffer>;

/** Statements and COPY loads that commit together or not at all. */
export type BulkWriter = {
  execute(statement: string, params?: unknown[]): Promise<void>;
  /** Reads inside the transaction, so it sees the writes made so far. */
  query<T extends Record<string, unknown>>(statement: string, params?: unknown[]): Promise<T[]>;
  /** Loads rows with COPY … FROM (CSV); returns how many were loaded. */
  copy(table: string, columns: readonly string[], rows: Iterable<readonly CsvValue[]>): Promise<number>;
  /** Loads CSV (whole lines, each part ending with a newline) with one COPY … FROM. */
  copyCsv(table: string, columns: readonly string[], parts: readonly CsvPart[]): Promise<void>;
};

// Large loads go in slices so a day of 1.5 M trades never needs one giant buffer.
const ROWS_PER_COPY = 100_000;

/** One field as CSV text, quoted where COPY needs it: an empty string is "", a null nothing. */
function csvField(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return /[",\n\r]/.test(value) || value === '' ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Bytes a row's CSV line may take at most: a string doubled by quoting, 3 bytes a unit in UTF-8. */
function mostBytes(row: readonly CsvValue[]): number {
  let most = row.length + 1;
  for (const value of row) most += typeof value === 'string' ? value.length * 6 + 6 : 25;
  return most;
}

/**
 * Writes a row's CSV line (csvField's text, a comma between, a newline after) into `chunk` at `at`,
 * which has room for mostBytes(row); returns where it ends. Integers and plain ASCII codes, most of
 * a day's 2.7 M rows, are written byte by byte: building each line as a string first cost ~1.6 s of
 * a full-scale day's ingest, and as much again in garbage collection.
 */
function writeRow(chunk: Chunk, at: number, row: readonly CsvValue[]): number {
  for (let i = 0; i < row.length; i++) {
    if (i > 0) chunk[at++] = 0x2c;
    const value = row[i] as CsvValue;
    if (typeof value === 'number' && Number.isSafeInteger(value)) at = writeInteger(chunk, at, value);
    else if (typeof value === 'string' && isPlainAscii(value)) {
      for (let k = 0; k < value.length; k++) chunk[at + k] = value.charCodeAt(k);
      at += value.length;
    } else at += chunk.write(csvField(value), at);
  }
  chunk[at] = 0x0a;
  return at + 1;
}

function writeInteger(chunk: Chunk, at: number, value: number): number {
  let n = value;
  if (n < 0) {
    chunk[at++] = 0x2d;
    n = -n;
  }
  let digits = 1;
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  for (let k = digits - 1; k >= 0; k--) {
    chunk[at + k] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  }
  return at + digits;
}

/** Not empty, and ASCII with nothing CSV quotes for (comma, double quote, line breaks). */
function isPlainAscii(value: string): boolean {
  if (value.length === 0) return false;
  for (let k = 0; k < value.length; k++) {
    const c = value.charCodeAt(k);
    if (c > 0x7e || c === 0x22 || c === 0x2c || c === 0x0a || c === 0x0d) return false;
  }
  return true;
}

function* csvSlices(rows: Iterable<readonly CsvValue[]>): Generator<{ parts: Chunk[]; count: number }> {
  let csv = new CsvChunks([]);
  let count = 0;
  for (const row of rows) {
    csv.writeRow(row);
    if (++count === ROWS_PER_COPY) {
      yield { parts: csv.parts(), count };
      csv = new CsvChunks([]);
      count = 0;
    }
  }
  if (count > 0) yield { parts: csv.parts(), count };
}

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT csv)`;

/**
 * Runs `work` in one transaction. Every bulk transaction writes market data, so it also bumps the
 * market-data version before committing: an instance that sees the new version sees the new data.
 * `bumpVersion: false` leaves that to the caller, who then must bump once it is done (live batches,
 * several a second, bump once a second).
 */
export async function inBulkTransaction<T>(
  database: Database,
  work: (writer: BulkWriter) => Promise<T>,
  { bumpVersion = true }: { bumpVersion?: boolean } = {},
): Promise<T> {
  const raw = database.raw;
  if (raw.kind === 'pglite') {
    return raw.client.transaction(async (tx: Transaction) => {
      const result = await work(pgliteWriter(tx));
      if (bumpVersion) await tx.query(BUMP_MARKET_DATA_VERSION_SQL);
      return result;
    });
  }
  const client: pg.PoolClient = await raw.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(clientWriter(client));
    if (bumpVersion) await client.query(BUMP_MARKET_DATA_VERSION_SQL);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A writer on PGlite: in a transaction given one, else on the database itself, where each statement
 * commits on its own and other queries run between statements.
 */
export function pgliteWriter(target: Pick<Transaction, 'query'>): BulkWriter {
  return {
    execute: async (statement, params) => {
      await target.query(statement, params);
    },
    query: async <T extends Record<string, unknown>>(statement: string, params?: unknown[]) =>
      (await target.query<T>(statement, params)).rows,
    copy: async (table, columns, rows) => {
      let total = 0;
      for (const slice of csvSlices(rows)) {
        await target.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob(slice.parts) });
        total += slice.count;
      }
      return total;
    },
    copyCsv: async (table, columns, parts) => {
      await target.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob: new Blob([...parts]) });
    },
  };
}

/** A writer on one PostgreSQL connection: in its transaction if one is open, else each statement on its own. */
export function clientWriter(client: pg.PoolClient): BulkWriter {
  return {
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
          yield* slice.parts;
        }
      };
      await pipeline(
        Readable.from(counted()),
        client.query(copyFrom(copyStatement(table, columns, 'STDIN'))),
      );
      return total;
    },
    copyCsv: async (table, columns, parts) => {
      await pipeline(Readable.from(parts), client.query(copyFrom(copyStatement(table, columns, 'STDIN'))));
    },
  };
}

const CHUNK_BYTES = 1 << 20;

type Chunk = Buffer<ArrayBuffer>;

/**
 * CSV bytes in chunks of 1 MB that go back to `free` once loaded and are filled again. Held CSV
 * outlives many minor collections, so as strings it would pile up in the old generation until a
 * full collection (a 1.5 M-trade day grew the heap by ~240 MB that way); reused chunks keep what a
 * long load holds at the rounds in flight.
 */
class CsvChunks {
  private readonly filled: Array<{ chunk: Chunk; used: number }> = [];
  private current: Chunk | null = null;
  private at = 0;
  bytes = 0;

  constructor(private readonly free: Chunk[]) {}

  writeRow(row: readonly CsvValue[]): void {
    const most = mostBytes(row);
    if (!this.current || this.at + most > this.current.length) {
      this.seal();
      this.current =
        most > CHUNK_BYTES ? Buffer.allocUnsafe(most) : (this.free.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES));
    }
    const end = writeRow(this.current, this.at, row);
    this.bytes += end - this.at;
    this.at = end;
  }

  /** The bytes written, in order. */
  parts(): Chunk[] {
    this.seal();
    return this.filled.map(({ chunk, used }) => chunk.subarray(0, used));
  }

  /** Once loaded: the chunks can be written over (one made for a line over 1 MB is let go). */
  release(): void {
    for (const { chunk } of this.filled) if (chunk.length === CHUNK_BYTES) this.free.push(chunk);
    this.filled.length = 0;
  }

  private seal(): void {
    if (this.current && this.at > 0) this.filled.push({ chunk: this.current, used: this.at });
    else if (this.current) this.free.push(this.current);
    this.current = null;
    this.at = 0;
  }
}

/**
 * A writer whose COPYs are turned into CSV at once and held per table until `flush` loads them, one
 * COPY per table: many small loads (one stock's rows each) cost a few COPYs, and what is held is
 * compact bytes, not the row objects they came from. Statements go straight through.
 */
export function bufferCopies(writer: BulkWriter): {
  writer: BulkWriter;
  /** Bytes of CSV held. */
  size(): number;
  /** Loads what is held, through `into` if given (a transaction opened since). */
  flush(into?: BulkWriter): Promise<void>;
} {
  const free: Chunk[] = [];
  let held = new Map<string, { table: string; columns: readonly string[]; csv: CsvChunks }>();
  let size = 0;
  return {
    writer: {
      execute: (statement, params) => writer.execute(statement, params),
      query: <T extends Record<string, unknown>>(statement: string, params?: unknown[]) =>
        writer.query<T>(statement, params),
      copy: async (table, columns, rows) => {
        const key = `${table} (${columns.join(', ')})`;
        let entry = held.get(key);
        if (!entry) {
          entry = { table, columns, csv: new CsvChunks(free) };
          held.set(key, entry);
        }
        const before = entry.csv.bytes;
        let total = 0;
        for (const row of rows) {
          entry.csv.writeRow(row);
          total++;
        }
        size += entry.csv.bytes - before;
        return total;
      },
      copyCsv: async (table, columns, parts) => writer.copyCsv(table, columns, parts),
    },
    size: () => size,
    flush: async (into = writer) => {
      const loads = held;
      held = new Map();
      size = 0;
      for (const { table, columns, csv } of loads.values()) {
        const parts = csv.parts();
        if (parts.length > 0) await into.copyCsv(table, columns, parts);
        // The COPY has ended: its bytes are in the database and the chunks free to fill again.
        csv.release();
      }
    },
  };
}
