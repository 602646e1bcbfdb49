import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  BROKERS,
  builtInHolidaysBetween,
  generateDemoMarket,
  rollUpTrades,
  tradeDayOf,
  type DemoMarketOptions,
  type IsoDate,
  type Trade,
  type TradeDay,
} from '@pantau/market';
import type { FastifyBaseLogger } from 'fastify';
import { executeRows, type Database } from '../../db/client.ts';
import { bufferCopies, inBulkTransaction, pgliteWriter } from '../../db/bulk.ts';
import { rebuildIndexBarsFrom } from './index-levels.ts';
import { openTradeDayLoad, preloadTradeDay, type TradeDayLoad } from './trade-day-load.ts';
import { stockIds, tradeCodes } from './trade-codes.ts';
import { endLiveDay } from './live/live-days.repo.ts';
import {
  MONTHLY_TABLES,
  ensureMonthPartitions,
  monthPartitionOf,
  tradeDayPartitionOf,
} from './month-partitions.ts';
import { TRADE_DAY_TABLES, copyDailyBars, copyRollups } from './market-ingest.repo.ts';
import {
  SEEDING_HEARTBEAT_MS,
  beatMarketSeeding,
  claimMarketSeeding,
  findMarketSource,
  saveMarketSource,
  type SeedingProgress,
} from './market-meta.repo.ts';

const MARKET_TABLES = [
  'corporate_actions',
  'exchange_holidays',
  'index_bars',
  'index_memberships',
  'trading_days',
  'shareholders',
  'ownership_compositions',
  'daily_bars',
  'instruments',
  'brokers',
  ...TRADE_DAY_TABLES.map(([table]) => table),
];

/**
 * What replaceTradeDay writes on `dates`: the tables to ANALYZE after a trade-record import. Of the
 * monthly tables only the months written (analysing a parent would sample every month ever stored),
 * and of trade records the day's table where its month is split by day (analyzeMarketTables keeps
 * the names that are tables of rows).
 */
export function tradeDayWrites(dates: readonly IsoDate[]): string[] {
  const monthly = new Set<string>(MONTHLY_TABLES);
  return [
    ...new Set(MONTHLY_TABLES.flatMap((table) => dates.map((date) => monthPartitionOf(table, date)))),
    ...dates.map(tradeDayPartitionOf),
    ...TRADE_DAY_TABLES.map(([table]) => table).filter((table) => !monthly.has(table)),
    'daily_bars',
    'trading_days',
    'index_bars',
  ];
}

export type TradeDayResult = { date: IsoDate; trades: number; symbols: number };

/**
 * CSV held before a round of COPYs (one per table). Each COPY costs a fixed overhead (on PGlite a
 * blob through its file system), so rounds of a few thousand trades made demo seeding ~40% slower;
 * held as CSV, ~50,000 trades with their rollups take this much, a fraction of them as objects.
 */
const CSV_BYTES_PER_COPY_ROUND = 8_000_000;

/**
 * Replaces the given stocks' trade records for one day, with every rollup and their daily bars, in
 * one transaction together with the trading day and every index level from that day on: a reader
 * sees the old day or the new one, never half of each, and a failure leaves the old day in place.
 *
 * The day is rolled up and written one stock at a time (rollups are per stock-day, so the rows are
 * the ones a whole-day rollup gives, in the same order): memory holds the day as the caller keeps it
 * plus one round of stocks, not the day's trade objects and rollups all at once. On PGlite, whose
 * one backend a transaction holds from members, the records are loaded and the rollups made before
 * it opens (preloadTradeDay), and the day's rollups are held as CSV until then.
 */
export async function replaceTradeDay(
  database: Database,
  date: IsoDate,
  trades: readonly Trade[] | TradeDay,
): Promise<TradeDayResult> {
  const day = Array.isArray(trades) ? tradeDayOf(date, trades) : (trades as TradeDay);
  if (day.date !== date) throw new RangeError(`the day of ${day.date} given for ${date}`);
  const symbols = [...day.symbols];
  // The day's own table of trade records is made by the load below, not here.
  await ensureMonthPartitions(database, [date], { tradeDays: false });
  // Committed on their own, before the records that use them are loaded (on PGlite, before the
  // transaction); a number given to the codes of a failed import stays theirs.
  const codes = await inBulkTransaction(database, (writer) => tradeCodes(writer, symbols, day.brokers), {
    bumpVersion: false,
  });
  // With the records loaded ahead (PGlite), the rollups are made in the same pass and held as CSV
  // for the transaction, which holds PGlite's one backend: it is left the writes. A full day's
  // rollups are ~1 M rows, ~50 MB as CSV. Nothing goes through this writer: the transaction's loads them.
  const ahead = database.raw.kind === 'pglite' ? bufferCopies(pgliteWriter(database.raw.client)) : null;
  let tradeLoad: TradeDayLoad | null = await preloadTradeDay(
    database,
    date,
    day,
    codes,
    CSV_BYTES_PER_COPY_ROUND,
    async (stock) => {
      if (ahead) await copyRollups(ahead.writer, rollUpTrades(stock));
    },
  );
  const rollupsAhead = tradeLoad ? ahead : null;
  try {
    await inBulkTransaction(database, async (writer) => {
      // The end-of-day file is the final truth of a day fed live: every stock the feed brought goes,
      // including one the file does not have.
      // A daily bar another source stored (a Stock Summary) stays unless the file has the stock.
      const wasLive = await endLiveDay(writer, date);
      // Each stock's rows become CSV text as soon as they are rolled up; its objects die with it.
      const copies = bufferCopies(writer);
      const load =
        tradeLoad ??
        (await openTradeDayLoad(database, writer, copies.writer, date, codes, CSV_BYTES_PER_COPY_ROUND));
      tradeLoad = load;
      // Trade records hold the stocks' numbers, the rollups their codes.
      const stockNumbers = stockIds(codes, symbols);
      for (const [table, dateColumn] of TRADE_DAY_TABLES) {
        if (table === 'trades' && !load.deleteOld) continue;
        const [stock, stocks] = table === 'trades' ? ['stock_id', stockNumbers] : ['symbol', symbols];
        await writer.execute(
          `DELETE FROM ${table} WHERE ${dateColumn} = $1${wasLive ? '' : ` AND ${stock} = ANY($2)`}`,
          wasLive ? [date] : [date, stocks],
        );
      }
      await writer.execute(
        `DELETE FROM daily_bars WHERE date = $1 AND (symbol = ANY($2)${wasLive ? " OR source = 'trades'" : ''})`,
        [date, symbols],
      );
      // A round's COPYs run while the next round is rolled up: on PostgreSQL the server and this
      // process then work at once instead of in turn. One round in flight bounds what is held.
      let inFlight: Promise<void> | null = null;
      if (rollupsAhead) await rollupsAhead.flush(writer);
      else {
        for (const stock of day.stocks(codes.stock)) {
          // The COPY data goes out on the socket only when the event loop turns.
          if (inFlight) await new Promise(setImmediate);
          // One stock per call: its trades are numbered 1… in the order given.
          await load.add(stock);
          await copyRollups(copies.writer, rollUpTrades(stock));
          if (copies.size() >= CSV_BYTES_PER_COPY_ROUND) {
            await inFlight;
            inFlight = copies.flush();
            // Its failure is thrown where it is awaited, not reported as unhandled meanwhile.
            inFlight.catch(() => {});
          }
        }
      }
      load.seal(wasLive ? null : stockNumbers);
      await inFlight;
      await copies.flush();
      await writer.execute('INSERT INTO trading_days (date) VALUES ($1) ON CONFLICT DO NOTHING', [date]);
      await writer.execute(
        'INSERT INTO stock_trade_days (symbol, date) SELECT unnest($1::text[]), $2::date',
        [symbols, date],
      );
      // Levels and the day commit together: a reader or a crash never sees stocks ahead of indices.
      await rebuildIndexBarsFrom(writer, date);
      await load.finish(writer);
    });
  } finally {
    await (tradeLoad as TradeDayLoad | null)?.close();
  }
  return { date, trades: day.size, symbols: symbols.length };
}

/**
 * Fresh planner statistics after a bulk load; without them the planner misjudges row counts ~150x.
 * A daily import names the tables it wrote: analysing the whole database costs seconds on years of
 * trades, far more than the import itself.
 */
export async function analyzeMarketTables(database: Database, tables?: readonly string[]): Promise<void> {
  // Charts read daily bars from the key alone, but only on pages the visibility map marks all-visible:
  // PostgreSQL's autovacuum marks new pages after about a fifth of the table is new (months of bars),
  // PGlite never. A vacuum here visits just the pages written since the last one.
  if (!tables || tables.includes('daily_bars'))
    await database.db.execute(sql.raw('VACUUM (ANALYZE) daily_bars'));
  // A month split by day is analysed through its days; a day's table is missing in a month of one.
  const plain = tables && (await plainTables(database, tables));
  const rest = plain?.filter((table) => table !== 'daily_bars');
  if (!rest) await database.db.execute(sql.raw('ANALYZE'));
  else if (rest.length > 0) await database.db.execute(sql.raw(`ANALYZE ${rest.join(', ')}`));
  // PGlite runs PostgreSQL as a single backend, with no checkpointer: the WAL of a bulk load stays on
  // disk until the next checkpoint (the first start's 950-stock demo left 1.3 GB of it). One here
  // lets it be recycled, down to the max_wal_size the embedded database is started with.
  if (database.raw.kind === 'pglite') await database.raw.client.exec('CHECKPOINT');
}

/** Those of `names` that are tables holding rows (not partitioned parents, not missing). */
async function plainTables(database: Database, names: readonly string[]): Promise<string[]> {
  const rows = await executeRows<{ name: string }>(
    database.db,
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relname IN (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  const found = new Set(rows.map((row) => row.name));
  return names.filter((name) => found.has(name));
}

/** Recomputes every index and sector level from the stored member bars, in one transaction. */
export async function rebuildIndexBars(database: Database): Promise<number> {
  const rows = await inBulkTransaction(database, (writer) => rebuildIndexBarsFrom(writer, null));
  await analyzeMarketTables(database);
  return rows;
}

export type DemoLoadOptions = Omit<DemoMarketOptions, 'endDate'> & { endDate: IsoDate };

/**
 * Fills an empty database with the demo market. Safe to run at every start: it does nothing once a
 * market is stored, and only one of several instances starting together does the work.
 */
export async function loadDemoMarketIfEmpty(
  database: Database,
  options: DemoLoadOptions,
  log: FastifyBaseLogger,
  onProgress: (step: string, done: number, total: number) => void = () => {},
  signal?: AbortSignal,
): Promise<'loaded' | 'present' | 'busy' | 'stopped'> {
  if (await findMarketSource(database.db)) return 'present';
  // An embedded database has one process by construction, so a leftover claim is always stale.
  const exclusive = database.kind === 'pglite';
  const instanceId = randomUUID();
  if (!(await claimMarketSeeding(database.db, instanceId, exclusive))) return 'busy';
  let progress: SeedingProgress | null = null;
  let claimLost = false;
  // The heartbeat tells other instances this process is alive; when it stops they take over.
  const heartbeat = exclusive
    ? undefined
    : setInterval(() => {
        beatMarketSeeding(database.db, instanceId, progress).then(
          (held) => {
            claimLost ||= !held;
          },
          (error: unknown) => log.warn({ err: error }, 'demo market: heartbeat failed'),
        );
      }, SEEDING_HEARTBEAT_MS);
  try {
    const outcome = await generateDemoMarketInto(
      database,
      options,
      log,
      (step, done, total) => {
        progress = { step, done, total };
        onProgress(step, done, total);
      },
      () => signal?.aborted === true || claimLost,
    );
    return outcome === 'stopped' && claimLost ? 'busy' : outcome;
  } finally {
    clearInterval(heartbeat);
    if (claimLost) log.warn('demo market: another instance took the generation over');
  }
}

/** Writes the whole demo market from scratch; checks `shouldStop` between committed steps. */
async function generateDemoMarketInto(
  database: Database,
  options: DemoLoadOptions,
  log: FastifyBaseLogger,
  onProgress: (step: string, done: number, total: number) => void,
  shouldStop: () => boolean,
): Promise<'loaded' | 'stopped'> {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const market = generateDemoMarket(options);
  const tradeDays = new Set(market.tradeDays);
  const totalSteps = market.tradeDays.length + 3;
  log.info({ days: market.days.length, stocks: market.stocks.length }, 'demo market: generated, storing');
  onProgress('reference data and daily bars', 0, totalSteps);

  await inBulkTransaction(database, async (writer) => {
    for (const table of MARKET_TABLES) await writer.execute(`DELETE FROM ${table}`);
    await writer.copy(
      'instruments',
      ['symbol', 'name', 'sector', 'sub_industry', 'listed_shares', 'board', 'status', 'listed_on'],
      market.stocks.map((stock) => [
        stock.seed.symbol,
        stock.seed.name,
        stock.seed.sector,
        stock.seed.subIndustry,
        stock.seed.sharesMillions * 1_000_000,
        'Main',
        stock.status,
        // Known only for listings inside the simulated years; the others listed before them.
        stock.seed.listedOn ?? null,
      ]),
    );
    await writer.copy(
      'corporate_actions',
      ['symbol', 'type', 'ex_date', 'ratio_from', 'ratio_to', 'price', 'amount', 'source'],
      market.stocks.flatMap((stock) =>
        stock.announced.map((action) => [
          stock.seed.symbol,
          action.type,
          action.exDate,
          action.ratioFrom,
          action.ratioTo,
          action.price,
          action.amount,
          'demo',
        ]),
      ),
    );
    await writer.copy(
      'brokers',
      ['code', 'name', 'category', 'colour'],
      BROKERS.map((broker) => [broker.code, broker.name, broker.category, broker.colour]),
    );
    await writer.copy(
      'trading_days',
      ['date'],
      market.days.map((day) => [day]),
    );
    await writer.copy(
      'exchange_holidays',
      ['date'],
      builtInHolidaysBetween(market.days[0] ?? options.endDate, options.endDate).map((date) => [date]),
    );
    await writer.copy(
      'index_memberships',
      ['index_code', 'symbol', 'from_date', 'to_date'],
      market.memberships.map((m) => [m.index, m.symbol, m.from, m.to]),
    );
    // The history before the trade-record days has no trade records behind it: its bars name no
    // source, so coverage never counts them as trade records.
    await copyDailyBars(
      writer,
      market.stocks.flatMap((stock) => stock.bars.filter((bar) => !tradeDays.has(bar.date))),
      null,
    );
    await writer.copy(
      'ownership_compositions',
      ['symbol', 'as_of', 'side', 'category', 'shares'],
      market.compositions.flatMap((row) => [
        ...Object.entries(row.local).map(([category, shares]) => [
          row.symbol,
          row.asOf,
          'local',
          category,
          shares,
        ]),
        ...Object.entries(row.foreign).map(([category, shares]) => [
          row.symbol,
          row.asOf,
          'foreign',
          category,
          shares,
        ]),
      ]),
    );
    await writer.copy(
      'shareholders',
      ['symbol', 'as_of', 'holder', 'holder_type', 'shares', 'controlling'],
      market.holders.map((h) => [h.symbol, h.asOf, h.holder, h.holderType, h.shares, h.controlling]),
    );
    await rebuildIndexBarsFrom(writer, null);
  });
  log.info(`demo market: reference data and daily bars stored (${elapsed()})`);

  let done = 1;
  for (const date of market.tradeDays) {
    // Each day commits on its own; stopping between days leaves a consistent, resumable database.
    if (shouldStop()) return 'stopped';
    onProgress(`trade records ${date}`, done++, totalSteps);
    const result = await replaceTradeDay(database, date, market.tradesOn(date));
    log.debug(result, 'demo market: trade day stored');
  }
  log.info(`demo market: ${market.tradeDays.length} days of trade records stored (${elapsed()})`);
  onProgress('statistics', done++, totalSteps);
  await analyzeMarketTables(database);
  await saveMarketSource(database.db, {
    kind: 'demo',
    seed: market.seed,
    endDate: options.endDate,
    tradeDays: market.tradeDays.length,
    loadedAt: new Date().toISOString(),
  });
  onProgress('ready', totalSteps, totalSteps);
  log.info(`demo market ready (${elapsed()})`);
  return 'loaded';
}
