import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { IsoDate, Trade, TradeDay } from '@pantau/market';
import { bufferCopies, clientWriter, pgliteWriter, type BulkWriter } from '../../db/bulk.ts';
import type { Database } from '../../db/client.ts';
import { shiftDays } from './flows/flow-dates.ts';
import { copyTrades } from './market-ingest.repo.ts';
import type { TradeCodes } from './trade-codes.ts';
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
   * Every stock is added: builds the load's key, keeping the old records of stocks whose numbers are
   * not in `replaced` (null: every stock's records go). On a second connection this runs while the
   * import goes on.
   */
  seal(replaced: readonly number[] | null): void;
  /**
   * Makes the records the day's, in the import's transaction (`writer`); last in it, as swapping
   * tables locks out the month's readers.
   */
  finish(writer: BulkWriter): Promise<void>;
  /** Frees what the load held, dropping its table if the import did not finish. */
  close(): Promise<void>;
};

/**
 * Opens a day's load inside the import's transaction (`writer`; `buffered` is its buffered writer).
 *
 * In a month split by day the records go into a table of their own with no index, whose key is built
 * once they are in (a sorted build: 0.8–0.9 s for 1.5 M trades given in key order, as `TradeDay`
 * hands them out, 2.0–2.2 s in any other, and more adding them to a key one at a time), and which
 * then takes the day's place. On PostgreSQL that table is
 * loaded on a second connection: the database server's other process does it while the import's
 * own writes the rollups, and the day's ingest is no longer bound by one process. A month of one
 * table, made before months were split by day, is written as it always was.
 */
export async function openTradeDayLoad(
  database: Database,
  writer: BulkWriter,
  buffered: BulkWriter,
  date: IsoDate,
  codes: TradeCodes,
  roundBytes: number,
): Promise<TradeDayLoad> {
  if (!(await splitByDay(writer, date))) {
    return {
      deleteOld: true,
      add: async (trades) => void (await copyTrades(buffered, trades, codes)),
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
    let replacedStocks: readonly number[] | null = null;
    return {
      deleteOld: false,
      add: async (trades) => void (await copyTrades(buffered, trades, codes, load)),
      seal: (replaced) => {
        replacedStocks = replaced;
      },
      finish: async (writer) => {
        await keepOthers(writer, load, date, replacedStocks);
        await addKey(writer, load);
        await takeDaysPlace(writer, load, date);
      },
      close: async () => {},
    };
  }
  return loadOnSecondConnection(second, date, codes, roundBytes);
}

/**
 * On PGlite, a day's trade records loaded before the import's transaction opens, when the month is
 * split by day (else null: openTradeDayLoad then writes them in the transaction). PGlite's one
 * backend runs every query in turn and a transaction holds it to the end: members' requests waited
 * for the whole import. Here each round of COPY commits on its own, their queries run between
 * rounds, and the transaction is left the rollups and the swap (a failed import drops the table;
 * a killed server's is dropped at the next start). Returns the load for the transaction to finish.
 */
export async function preloadTradeDay(
  database: Database,
  date: IsoDate,
  day: TradeDay,
  codes: TradeCodes,
  roundBytes: number,
  /** Sees each stock's trades in the same pass (the import rolls them up there). */
  eachStock: (trades: readonly Trade[]) => Promise<void>,
): Promise<TradeDayLoad | null> {
  if (database.raw.kind !== 'pglite') return null;
  const own = pgliteWriter(database.raw.client);
  if (!(await splitByDay(own, date))) return null;
  // Its own name: the demo market's seeding may store a day while an import does.
  const load = `${tradeDayPartitionOf(date)}_load_${randomUUID().slice(0, 8)}`;
  await own.execute(createLoad(load, date));
  let replacedStocks: readonly number[] | null = null;
  try {
    const copies = bufferCopies(own);
    for (const stock of day.stocks(codes.stock)) {
      // Members' requests are served between stocks, not only between rounds.
      await new Promise(setImmediate);
      await copyTrades(copies.writer, stock, codes, load);
      await eachStock(stock);
      if (copies.size() >= roundBytes) await copies.flush();
    }
    await copies.flush();
    await addKey(own, load);
  } catch (error) {
    await own.execute(`DROP TABLE IF EXISTS ${load}`).catch(() => {});
    throw error;
  }
  return {
    deleteOld: false,
    add: async () => {},
    seal: (replaced) => {
      replacedStocks = replaced;
    },
    finish: async (writer) => {
      // In the transaction: what the day's table holds then is what stays of it.
      await keepOthers(writer, load, date, replacedStocks);
      await takeDaysPlace(writer, load, date);
    },
    close: () => own.execute(`DROP TABLE IF EXISTS ${load}`),
  };
}

async function secondConnection(pool: pg.Pool): Promise<pg.PoolClient | null> {
  // One connection in the pool is the import's own.
  if ((pool.options.max ?? 10) < 2) return null;
  // Every connection busy: the load goes into the import's transaction instead of waiting.
  return pool.connect().catch(() => null);
}

async function loadOnSecondConnection(
  client: pg.PoolClient,
  date: IsoDate,
  codes: TradeCodes,
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
      await copyTrades(copies.writer, trades, codes, load);
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
        await keepOthers(second, load, date, replaced);
        await addKey(second, load);
      })();
      sealed.catch(() => {});
    },
    finish: async (writer) => {
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

/** Keeps the stocks of the day's old table that the import does not replace (null: none stay). */
async function keepOthers(
  writer: BulkWriter,
  load: string,
  date: IsoDate,
  replaced: readonly number[] | null,
): Promise<void> {
  const day = tradeDayPartitionOf(date);
  // A day split over several files: the stocks of the files before stay.
  if (replaced && (await exists(writer, day))) {
    await writer.execute(`INSERT INTO ${load} SELECT * FROM ${day} WHERE NOT (stock_id = ANY($1))`, [
      replaced,
    ]);
  }
}

const addKey = (writer: BulkWriter, load: string) =>
  writer.execute(`ALTER TABLE ${load} ADD CONSTRAINT ${load}_pkey PRIMARY KEY (trade_date, stock_id, seq)`);

/** Whether the month of `date` is split by day (made since months were); else it is one table. */
async function splitByDay(writer: BulkWriter, date: IsoDate): Promise<boolean> {
  const [month] = await writer.query<{ kind: string }>(
    'SELECT relkind::text AS kind FROM pg_class WHERE relname = $1',
    [monthPartitionOf('trades', date)],
  );
  return month?.kind === 'p';
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
 * the next trade import, which may be a day away. On PGlite, which one process holds, every load
 * left is one.
 */
export async function dropAbandonedTradeLoads(database: Database): Promise<void> {
  if (database.raw.kind === 'pglite') {
    const own = pgliteWriter(database.raw.client);
    const loads = await own.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relname LIKE 'trades\\_%\\_load\\_%'`,
    );
    for (const { name } of loads) await own.execute(`DROP TABLE IF EXISTS ${name}`);
    return;
  }
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
