import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trade } from '@pantau/market';
import { openDatabase, type Database } from '../src/db/client.ts';
import { replaceTradeDay } from '../src/modules/market/market-ingest.service.ts';
import { ensureMonthPartitions } from '../src/modules/market/month-partitions.ts';
import { TRADE_LOAD_LOCK } from '../src/modules/market/trade-day-load.ts';
import { tradeDayPartitionOf } from '../src/modules/market/month-partitions.ts';
import { refuseInserts } from './support/refuse-inserts.ts';
import { createScratchPostgres, queryRows, startTestServer } from './support/test-server.ts';

const DAY = '2026-12-01';

const trade = (symbol: string, n: number): Trade => ({
  date: DAY,
  time: 90_000 + n,
  session: 1,
  board: 'RG',
  symbol,
  price: 1_000 + n * 5,
  volume: n * 100,
  buyerBroker: 'YP',
  buyerType: 'D',
  sellerBroker: 'AK',
  sellerType: 'F',
  buyOrder: n,
  sellOrder: n + 1,
});

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** On PostgreSQL a day's trade records are loaded on a second connection of the pool. */
postgres('a day of trade records loaded beside its import (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  const opened: Database[] = [];
  const open = async (poolMax: number) => {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax });
    opened.push(database);
    return database;
  };
  const loads = (database: Database) =>
    queryRows(
      database,
      `select relname as name from pg_class where relname like 'trades\\_load\\_%' order by 1`,
    );
  const stored = (database: Database) =>
    queryRows(
      database,
      `select symbol, count(*)::int as trades, sum(volume)::int as volume from trade_records
        where trade_date = $1 group by symbol order by symbol`,
      [DAY],
    );

  beforeAll(async () => {
    scratch = await createScratchPostgres('pantau_test');
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await scratch.drop();
  });

  it('drops the table of a killed import, not the one another import is loading', async () => {
    const database = await open(4);
    await ensureMonthPartitions(database, [DAY], { tradeDays: false });
    // A killed import's table: committed, and no session holds its lock any more.
    await queryRows(database, 'create table trades_load_20261201_killed00 (like trades)');
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1, hashtext($2))', [
        TRADE_LOAD_LOCK,
        'trades_load_20261201_running0',
      ]);
      await other.query('create table trades_load_20261201_running0 (like trades)');

      await replaceTradeDay(database, DAY, [trade('BBCA', 1), trade('BBCA', 2), trade('GOTO', 3)]);

      expect(await loads(database)).toEqual([{ name: 'trades_load_20261201_running0' }]);
      expect(await stored(database)).toEqual([
        { symbol: 'BBCA', trades: 2, volume: 300 },
        { symbol: 'GOTO', trades: 1, volume: 300 },
      ]);
    } finally {
      await other.end();
    }
  });

  it('drops a killed load’s table when a server starts, before any import', async () => {
    const probe = await open(1);
    await queryRows(probe, 'create table trades_load_20261201_killed01 (like trades)');
    // The server closes the database it is given.
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 4 });
    const server = await startTestServer('postgres', { database });
    try {
      expect(await loads(probe)).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('loads in the import’s own transaction when the pool has no second connection', async () => {
    const database = await open(1);
    await replaceTradeDay(database, DAY, [trade('BBCA', 4)]);
    expect(await stored(database)).toEqual([
      { symbol: 'BBCA', trades: 1, volume: 400 },
      { symbol: 'GOTO', trades: 1, volume: 300 },
    ]);
  });

  it('leaves the day and no table behind when the import fails after the load', async () => {
    const database = await open(4);
    // The trading day is stored after every COPY, while the load's key is being built.
    await refuseInserts(database, 'trading_days');
    await queryRows(database, 'delete from trading_days where date = $1', [DAY]);
    await expect(replaceTradeDay(database, DAY, [trade('TLKM', 5)])).rejects.toThrow(/disk full/);
    expect(await stored(database)).toEqual([
      { symbol: 'BBCA', trades: 1, volume: 400 },
      { symbol: 'GOTO', trades: 1, volume: 300 },
    ]);
    // The first test's other import has ended meanwhile: its table went with this import's.
    expect(await loads(database)).toEqual([]);
  });
});

/**
 * PGlite's one backend runs queries in turn, and a transaction holds it to its end: the records are
 * loaded before the import's transaction, so members' queries run while they load.
 */
describe('a day of trade records loaded before its import’s transaction (PGlite)', () => {
  let database: Database;
  const loading = async () =>
    (
      await queryRows(database, `select relname from pg_class where relname like $1`, [
        `${tradeDayPartitionOf(DAY).replaceAll('_', '\\_')}\\_load\\_%`,
      ])
    ).length > 0;
  const stored = () =>
    queryRows(
      database,
      `select count(distinct symbol)::int as stocks, count(*)::int as trades from trade_records where trade_date = $1`,
      [DAY],
    );

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  });
  // The last test's server closes it; an earlier failure leaves it to this.
  afterAll(() => database.close().catch(() => {}));

  it('answers other queries while the records load, and keeps no load table after', async () => {
    // 400 stocks of 150 trades: rounds of COPY and a pause at every stock.
    const symbols = Array.from({ length: 400 }, (_, k) => `S${String(k).padStart(3, '0')}`);
    const trades = symbols.flatMap((symbol) => Array.from({ length: 150 }, (_, n) => trade(symbol, n + 1)));
    let finished = false;
    const importing = replaceTradeDay(database, DAY, trades).finally(() => {
      finished = true;
    });
    let answeredWhileLoading = 0;
    while (!finished) {
      // Inside one transaction the load's table would appear and be renamed before this could run.
      if ((await loading()) && !finished) answeredWhileLoading++;
      await new Promise(setImmediate);
    }
    await importing;
    expect(answeredWhileLoading).toBeGreaterThan(0);
    expect(await stored()).toEqual([{ stocks: 400, trades: 60_000 }]);
    expect(await loading()).toBe(false);
  });

  it('drops the load of a failed import and leaves the day as it was', async () => {
    await refuseInserts(database, 'trading_days');
    await queryRows(database, 'delete from trading_days where date = $1', [DAY]);
    await expect(replaceTradeDay(database, DAY, [trade('TLKM', 5)])).rejects.toThrow(/disk full/);
    expect(await stored()).toEqual([{ stocks: 400, trades: 60_000 }]);
    expect(await loading()).toBe(false);
    await queryRows(database, 'drop trigger refuse_trading_days on trading_days');
  });

  it('drops a killed import’s load when a server starts', async () => {
    await queryRows(database, `create table ${tradeDayPartitionOf(DAY)}_load_killed00 (like trades)`);
    const server = await startTestServer('pglite', { database });
    try {
      expect(await loading()).toBe(false);
    } finally {
      await server.close();
    }
  });
});
