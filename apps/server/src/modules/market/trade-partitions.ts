import { sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Database } from '../../db/client.ts';

/** Any fixed number: instances take it to create a month's table one at a time. */
const PARTITION_LOCK_KEY = 7_310_425;

const monthOf = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

function monthAfter(month: IsoDate): IsoDate {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

/** Rows of a raw statement: both drivers answer `{ rows }`, which drizzle's shared type leaves open. */
async function rowsOf<T>(pending: Promise<unknown>): Promise<T[]> {
  return ((await pending) as { rows: T[] }).rows;
}

/** The month table holding one trading date's records, e.g. trades_2026_11. */
export function tradePartitionOf(date: IsoDate): string {
  return `trades_${date.slice(0, 4)}_${date.slice(5, 7)}`;
}

/** The month tables `trades` has now. */
export async function findTradePartitions(database: Database): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    database.db.execute(sql`
      SELECT c.relname AS name FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'trades'::regclass`),
  );
  return new Set(rows.map((row) => row.name));
}

/**
 * Makes sure the month tables of `dates` exist before their records are written: `trades` refuses a
 * record whose month has no table. A month is created on its own and then attached, each in a
 * moment of its own transaction: `CREATE TABLE … PARTITION OF` would hold every reader of `trades`
 * off while it waits for the running ones, where attaching takes a lock that readers pass.
 */
export async function ensureTradePartitions(database: Database, dates: Iterable<IsoDate>): Promise<void> {
  const months = [...new Set([...dates].map(monthOf))];
  if (months.length === 0) return;
  const existing = await findTradePartitions(database);
  for (const month of months) {
    const name = tradePartitionOf(month);
    if (existing.has(name)) continue;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
      // Another instance may have made it while this one waited for the lock.
      const [found] = await rowsOf<{ oid: string | null }>(
        tx.execute(sql`SELECT to_regclass(${name})::text AS oid`),
      );
      if (found?.oid) return;
      await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE trades INCLUDING DEFAULTS)`));
      await tx.execute(
        sql.raw(
          `ALTER TABLE trades ATTACH PARTITION ${name} FOR VALUES FROM ('${month}') TO ('${monthAfter(month)}')`,
        ),
      );
    });
  }
}
