import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { IsoDate, Trade } from '@pantau/market';
import { bufferCopies, clientWriter, type BulkWriter } from '../../db/bulk.ts';
import type { Database } from '../../db/client.ts';
import { shiftDays } from './flows/flow-dates.ts';
import { copyTrades } from './market-ingest.repo.ts';
import { monthPartitionOf, tradeDayBound, tradeDayPartitionOf } from './month-partitions.ts';

/** Any fixed number: a load's table is dropped by another import only once its loader is gone. */
export const TRADE_LOAD_LOCK = 7_310_426;

/**
 * How one import writes a day's trade records, and how they become the day's at the end of its
 * transaction (the import's writer, where rollups and daily bars go).
 */
export type TradeDayLoad = {
  /** Whether the day's old records are to be deleted before the load (a month of one table). */
  deleteOld: boolean;
  /** Adds one stock's trades, numbered 1… in the order given. */
  add(trades: Iterable<Trade>): Promise<void>;
  /**
   * Every stock is added: builds the load's key, keeping the old records of stocks not in `replaced`
   * (null: every stock's records go). On a second connection this runs while the import goes on.
   */
  seal(replaced: readonly string[] | null): void;
  /** Makes the records the day's; last in the transaction, as swapping tables locks out the month's readers. */
  finish(): Promise<void>;
  /** Frees what the load held, dropping its table if the import did not finish. */
  close(): Promise<void>;
};

/**
 * Opens a day's load inside the import's transaction (`writer`; `buffered` is its buffered writer).
 *
 * In a month split by day the records go into a table of their own with no index, whose key is built
 * once they are in (a sorted build: ~0.6 s for 1.5 M trades, against ~1.5 s of backend time adding
 * them to a key one at a time), and which then takes the day's place. On PostgreSQL that table is
 * loaded on a second connection: the database server's other process does it while the import's
 * own writes the rollups, and the day's ingest is no longer bound by one process. A month of one
 * table, made before months were split by day, is written as it always was.
 */
export async function openTradeDayLoad(
  database: Database,
  writer: BulkWriter,
  buffered: BulkWriter,
  date: IsoDate,
  roundBytes: number,
): Promise<TradeDayLoad> {
  const month = monthPartitionOf('trades', date);
  const [kind] = await writer.query<{ kind: string }>(
    'SELECT relkind::text AS kind FROM pg_class WHERE relname = $1',
    [month],
  );
  if (kind?.kind !== 'p') {
    return {
      deleteOld: true,
      add: async (trades) => void (await copyTrades(buffered, trades)),
      seal: () => {},
      finish: async () => {},
      close: async () => {},
    };
  }
  const second = database.raw.kind === 'postgres' ? await secondConnection(database.raw.pool) : null;
  if (!second) {
    const load = `${tradeDayPartitionOf(date)}_load`;
    // Made inside the transaction: a failed or killed import leaves no table behind.
    await writer.execute(createLoad(load, date));
    let replacedSymbols: readonly string[] | null = null;
    return {
      deleteOld: false,
      add: async (trades) => void (await copyTrades(buffered, trades, load)),
      seal: (replaced) => {
        replacedSymbols = replaced;
      },
      finish: async () => {
        await buildLoad(writer, load, date, replacedSymbols);
        await takeDaysPlace(writer, load, date);
      },
      close: async () => {},
    };
  }
  return loadOnSecondConnection(second, writer, date, roundBytes);
}

async function secondConnection(pool: pg.Pool): Promise<pg.PoolClient | null> {
  // One connection in the pool is the import's own.
  if ((pool.options.max ?? 10) < 2) return null;
  // Every connection busy: the load goes into the import's transaction instead of waiting.
  return pool.connect().catch(() => null);
}

async function loadOnSecondConnection(
  client: pg.PoolClient,
  writer: BulkWriter,
  date: IsoDate,
  roundBytes: number,
): Promise<TradeDayLoad> {
  const second = clientWriter(client);
  // Committed on its own, so the import's transaction can attach it: a killed import leaves it
  // behind, for the next import to drop.
  const load = `trades_load_${date.replaceAll('-', '')}_${randomUUID().slice(0, 8)}`;
  try {
    await dropAbandonedLoads(second);
    await second.execute('SELECT pg_advisory_lock($1, hashtext($2))', [TRADE_LOAD_LOCK, load]);
    await second.execute(createLoad(load, date));
  } catch (error) {
    await second.execute('SELECT pg_advisory_unlock_all()').catch(() => {});
    client.release();
    throw error;
  }
  const copies = bufferCopies(second);
  let inFlight: Promise<void> = Promise.resolve();
  let sealed: Promise<void> | null = null;
  return {
    deleteOld: false,
    add: async (trades) => {
      await copyTrades(copies.writer, trades, load);
      if (copies.size() < roundBytes) return;
      // One round in flight: what waits for the second connection is at most one round.
      await inFlight;
      inFlight = copies.flush();
      inFlight.catch(() => {});
    },
    seal: (replaced) => {
      sealed = (async () => {
        await inFlight;
        await copies.flush();
        await buildLoad(second, load, date, replaced);
      })();
      sealed.catch(() => {});
    },
    finish: async () => {
      if (!sealed) throw new Error('a trade-day load finished before it was sealed');
      await sealed;
      await takeDaysPlace(writer, load, date);
    },
    close: async () => {
      await Promise.allSettled([inFlight, sealed]);
      try {
        // Once committed it bears the day's name; under its own it is what a failed import left.
        await second.execute(`DROP TABLE IF EXISTS ${load}`);
        await second.execute('SELECT pg_advisory_unlock($1, hashtext($2))', [TRADE_LOAD_LOCK, load]);
        client.release();
      } catch (error) {
        // A connection in an unknown state is not given back to the pool.
        client.release(error as Error);
      }
    },
  };
}

/** The load's table: the check matches the day's bound, so attaching it reads no row again. */
const createLoad = (load: string, date: IsoDate) =>
  `CREATE TABLE ${load} (LIKE trades INCLUDING DEFAULTS,
     CONSTRAINT ${load}_day CHECK (trade_date >= '${date}' AND trade_date < '${shiftDays(date, 1)}'))`;

async function exists(writer: BulkWriter, name: string): Promise<boolean> {
  const [row] = await writer.query<{ name: string | null }>('SELECT to_regclass($1)::text AS name', [name]);
  return Boolean(row?.name);
}

/** Keeps the stocks of the day's old table that the import does not replace, then builds the key. */
async function buildLoad(
  writer: BulkWriter,
  load: string,
  date: IsoDate,
  replaced: readonly string[] | null,
): Promise<void> {
  const day = tradeDayPartitionOf(date);
  // A day split over several files: the stocks of the files before stay.
  if (replaced && (await exists(writer, day))) {
    await writer.execute(`INSERT INTO ${load} SELECT * FROM ${day} WHERE NOT (symbol = ANY($1))`, [replaced]);
  }
  await writer.execute(
    `ALTER TABLE ${load} ADD CONSTRAINT ${load}_pkey PRIMARY KEY (trade_date, symbol, seq)`,
  );
}

async function takeDaysPlace(writer: BulkWriter, load: string, date: IsoDate): Promise<void> {
  const day = tradeDayPartitionOf(date);
  if (await exists(writer, day)) await writer.execute(`DROP TABLE ${day}`);
  await writer.execute(`ALTER TABLE ${load} RENAME TO ${day}`);
  await writer.execute(`ALTER INDEX ${load}_pkey RENAME TO ${day}_pkey`);
  await writer.execute(`ALTER TABLE ${day} RENAME CONSTRAINT ${load}_day TO ${day}_day`);
  await writer.execute(
    `ALTER TABLE ${monthPartitionOf('trades', date)} ATTACH PARTITION ${day} FOR VALUES ${tradeDayBound(date)}`,
  );
}

/**
 * At start: the tables of loads a killed server left (a full day is hundreds of MB), rather than at
 * the next trade import, which may be a day away. Only PostgreSQL's loads outlive their import.
 */
export async function dropAbandonedTradeLoads(database: Database): Promise<void> {
  if (database.raw.kind !== 'postgres') return;
  const client = await database.raw.pool.connect();
  try {
    await dropAbandonedLoads(clientWriter(client));
  } finally {
    client.release();
  }
}

/** Drops the tables of loads whose import was killed (no session holds their lock any more). */
async function dropAbandonedLoads(writer: BulkWriter): Promise<void> {
  const loads = await writer.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relname LIKE 'trades\\_load\\_%'`,
  );
  for (const { name } of loads) {
    const [held] = await writer.query<{ free: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS free',
      [TRADE_LOAD_LOCK, name],
    );
    if (!held?.free) continue;
    await writer.execute(`DROP TABLE IF EXISTS ${name}`);
    await writer.execute('SELECT pg_advisory_unlock($1, hashtext($2))', [TRADE_LOAD_LOCK, name]);
  }
}
