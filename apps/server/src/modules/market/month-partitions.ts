import { eq, max, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Database, Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import { trades } from '../../db/market-schema.ts';
import { shiftDays, shiftMonths } from './flows/flow-dates.ts';

/** Any fixed number: instances take it to create a month's table one at a time. */
const PARTITION_LOCK_KEY = 7_310_425;

const monthOf = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/** Rows of a raw statement: both drivers answer `{ rows }`, which drizzle's shared type leaves open. */
async function rowsOf<T>(pending: Promise<unknown>): Promise<T[]> {
  return ((await pending) as { rows: T[] }).rows;
}

/**
 * Tables partitioned by month of their date column: the trade records and every per-day rollup. A
 * day's import writes one month's table and indexes; a screen's dates read one or a few months.
 */
export const MONTHLY_TABLES = [
  'trades',
  'price_levels',
  'broker_price_levels',
  'broker_days',
  'broker_board_days',
  'minute_bars',
  'minute_price_levels',
] as const;

type MonthlyTable = (typeof MONTHLY_TABLES)[number];

/** The month table of `table` holding one date's rows, e.g. trades_2026_11. */
export function monthPartitionOf(table: MonthlyTable, date: IsoDate): string {
  return `${table}_${date.slice(0, 4)}_${date.slice(5, 7)}`;
}

/** The month tables each monthly table has now, with their kind ('p': a month of trades by day). */
async function findMonthPartitions(database: Database): Promise<Map<MonthlyTable, Map<string, string>>> {
  const rows = await rowsOf<{ parent: MonthlyTable; name: string; kind: string }>(
    database.db.execute(sql`
      SELECT p.relname AS parent, c.relname AS name, c.relkind::text AS kind FROM pg_inherits i
      JOIN pg_class c ON c.oid = i.inhrelid
      JOIN pg_class p ON p.oid = i.inhparent
      WHERE p.relname IN (${sql.join(
        MONTHLY_TABLES.map((table) => sql`${table}`),
        sql`, `,
      )})`),
  );
  const found = new Map<MonthlyTable, Map<string, string>>(MONTHLY_TABLES.map((table) => [table, new Map()]));
  for (const row of rows) found.get(row.parent)?.set(row.name, row.kind);
  return found;
}

/** The month tables `trades` has now. */
export async function findTradePartitions(database: Database): Promise<Set<string>> {
  return new Set((await findMonthPartitions(database)).get('trades')?.keys());
}

/** The table of one day's trade records inside its month, e.g. trades_2026_11_27. */
export function tradeDayPartitionOf(date: IsoDate): string {
  return `trades_${date.slice(0, 4)}_${date.slice(5, 7)}_${date.slice(8, 10)}`;
}

/** The partition bound of one day's trade records. */
export const tradeDayBound = (date: IsoDate) => `FROM ('${date}') TO ('${shiftDays(date, 1)}')`;

/** Runs `work` in a transaction holding the lock under which partitions are created. */
async function underPartitionLock(database: Database, work: (tx: Db) => Promise<void>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK_KEY})`);
    await work(tx as unknown as Db);
  });
}

async function exists(tx: Db, name: string): Promise<boolean> {
  const [found] = await rowsOf<{ oid: string | null }>(
    tx.execute(sql`SELECT to_regclass(${name})::text AS oid`),
  );
  return Boolean(found?.oid);
}

/**
 * Makes sure the month tables of `dates` exist in every monthly table before a day is written: a
 * partitioned table refuses a row whose month has no table. A month is created on its own and then
 * attached, each in a moment of its own transaction: `CREATE TABLE … PARTITION OF` would hold every
 * reader of the parent off while it waits for the running ones, where attaching takes a lock that
 * readers pass.
 *
 * A month of trade records is itself split by day, so that a day's import can load its records into
 * a table of their own and build its key once, instead of adding 1.5 M entries to a month's key one
 * by one (replaceTradeDay); months created before that keep one table. `tradeDays` also creates the
 * day tables of `dates` in such months, for writers that insert into `trades` (the live feed).
 */
export async function ensureMonthPartitions(
  database: Database,
  dates: Iterable<IsoDate>,
  { tradeDays = true }: { tradeDays?: boolean } = {},
): Promise<void> {
  const days = [...new Set(dates)];
  const months = [...new Set(days.map(monthOf))];
  if (months.length === 0) return;
  const existing = await findMonthPartitions(database);
  for (const table of MONTHLY_TABLES) {
    for (const month of months) {
      const name = monthPartitionOf(table, month);
      if (existing.get(table)?.has(name)) continue;
      await underPartitionLock(database, async (tx) => {
        // Another instance may have made it while this one waited for the lock.
        if (await exists(tx, name)) return;
        const byDay = table === 'trades' ? ' PARTITION BY RANGE (trade_date)' : '';
        await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE ${table} INCLUDING DEFAULTS)${byDay}`));
        await tx.execute(
          sql.raw(
            `ALTER TABLE ${table} ATTACH PARTITION ${name} FOR VALUES FROM ('${month}') TO ('${shiftMonths(month, 1)}')`,
          ),
        );
      });
    }
  }
  if (!tradeDays) return;
  const trades = existing.get('trades');
  // A month made before months were split by day has no day tables ('r'); a month just made here,
  // or by another instance meanwhile, is looked at under the lock.
  const wanted = days.filter((day) => trades?.get(monthPartitionOf('trades', day)) !== 'r');
  if (wanted.length === 0) return;
  const present = new Set(
    (
      await rowsOf<{ name: string }>(
        database.db.execute(
          sql`SELECT relname AS name FROM pg_class WHERE relname IN (${sql.join(
            wanted.map((day) => sql`${tradeDayPartitionOf(day)}`),
            sql`, `,
          )})`,
        ),
      )
    ).map((row) => row.name),
  );
  for (const day of wanted) {
    const name = tradeDayPartitionOf(day);
    if (present.has(name)) continue;
    const month = monthPartitionOf('trades', day);
    await underPartitionLock(database, async (tx) => {
      if (await exists(tx, name)) return;
      const [kind] = await rowsOf<{ kind: string }>(
        tx.execute(sql`SELECT relkind::text AS kind FROM pg_class WHERE relname = ${month}`),
      );
      if (kind?.kind !== 'p') return;
      await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE trades INCLUDING DEFAULTS)`));
      await tx.execute(
        sql.raw(`ALTER TABLE ${month} ATTACH PARTITION ${name} FOR VALUES ${tradeDayBound(day)}`),
      );
    });
  }
}

/** Where dropping old months left the trade records: none before `before`, kept for `days` days. */
export type TradeRecordsDropped = { before: IsoDate; days: number };

const DROPPED_KEY = 'trade_records_dropped';

export async function findTradeRecordsDropped(db: Db): Promise<TradeRecordsDropped | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DROPPED_KEY));
  return (row?.value as TradeRecordsDropped | undefined) ?? null;
}

/**
 * Keeps `days` calendar days of trade records before the newest stored trading day: each month
 * whose every date is older is dropped whole, a table at a time, never deleted row by row. Broker
 * summary, inventory, done summary and the footprint read rollups, which stay; Done Detail, which
 * lists the trades themselves, reads `findTradeRecordsDropped` to say why a date has none. A drop
 * waits at most a few seconds for running readers of `trades` and otherwise waits for the next import
 * (or start), so members are never held behind it. Returns the months dropped.
 */
export async function dropExpiredTradeRecords(database: Database, days: number): Promise<string[]> {
  const [newest] = await database.db.select({ date: max(trades.tradeDate) }).from(trades);
  if (!newest?.date) return [];
  // The first date kept; a month goes once the month after it starts on or before this.
  const keepFrom = shiftDays(newest.date, 1 - days);
  const expired = [...(await findTradePartitions(database))]
    .filter((name) => /^trades_\d{4}_\d{2}$/.test(name))
    .map((name) => ({ name, end: shiftMonths(`${name.slice(7, 11)}-${name.slice(12, 14)}-01`, 1) }))
    .filter((month) => month.end <= keepFrom)
    .sort((a, b) => a.end.localeCompare(b.end));
  const dropped: string[] = [];
  for (const month of expired) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
      await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${month.name}`));
      const value: TradeRecordsDropped = { before: month.end, days };
      await tx
        .insert(appMeta)
        .values({ key: DROPPED_KEY, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
    });
    dropped.push(month.name);
  }
  return dropped;
}
