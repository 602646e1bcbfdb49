import {
  rollUpTrades,
  type Aggressor,
  type IsoDate,
  type TapeTail,
  type Trade,
  type TradeRollups,
} from '@pantau/market';
import { inBulkTransaction, type BulkWriter } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { TRADE_COLUMNS, boardByte, copyRollups } from '../market-ingest.repo.ts';
import { codeNumber, stockIds, tradeCodes, type TradeCodes } from '../trade-codes.ts';
import { ensureMonthPartitions } from '../month-partitions.ts';
import { LIVE_DAY_LOCK } from './live-days.repo.ts';
import { liveTradeOfRow, type LiveTrade } from './live-trade.ts';

export type LiveBatchResult = {
  date: IsoDate;
  received: number;
  added: number;
  repeated: number;
  symbols: number;
};

/** What a batch changed, for the push to browsers: its new trades with their side, and each stock's quote. */
export type LiveBatchChanges = {
  trades: (LiveTrade & { side: Aggressor })[];
  quotes: LiveQuote[];
};

export type LiveQuote = {
  symbol: string;
  last: number;
  /** HHMMSS (WIB) of the stock's newest trade so far: a late batch of older trades does not move it back. */
  time: number;
  /** Against the previous trading day's close; null for a first day of trading. */
  previousClose: number | null;
  volume: number;
  value: number;
  frequency: number;
};

/** The rollup tables a stock-day's trades feed, with how a batch's rows join the stored ones. */
const ROLLUPS: ReadonlyArray<{ table: string; key: string[]; merge: string[] }> = [
  {
    table: 'price_levels',
    key: ['symbol', 'date', 'board', 'price'],
    merge: ['buy_freq', 'buy_lot', 'sell_freq', 'sell_lot', 'total_freq', 'total_lot'].map(added),
  },
  {
    table: 'broker_price_levels',
    key: ['symbol', 'date', 'board', 'price', 'broker'],
    merge: ['buy_freq', 'buy_lot', 'sell_freq', 'sell_lot'].map(added),
  },
  {
    table: 'broker_days',
    key: ['symbol', 'date', 'broker', 'investor_type'],
    merge: ['buy_lot', 'buy_value', 'buy_freq', 'sell_lot', 'sell_value', 'sell_freq'].map(added),
  },
  {
    table: 'broker_board_days',
    key: ['symbol', 'date', 'board', 'broker'],
    merge: ['buy_lot', 'buy_value', 'buy_freq', 'sell_lot', 'sell_value', 'sell_freq'].map(added),
  },
  {
    // A continued stock's new trades all come after the stored ones: the open stays, the close moves.
    table: 'minute_bars',
    key: ['symbol', 'date', 'minute'],
    merge: [
      'high = GREATEST(t.high, excluded.high)',
      'low = LEAST(t.low, excluded.low)',
      'close = excluded.close',
      ...['volume', 'buy_volume', 'sell_volume', 'frequency'].map(added),
    ],
  },
  {
    table: 'minute_price_levels',
    key: ['symbol', 'date', 'minute', 'price'],
    merge: ['bid_volume', 'ask_volume'].map(added),
  },
  {
    // Continued from the stored tail, the batch's close already is the day's, and its high and low
    // widen the stored range by regular trades only once the day has one (see replaceFallbackBars).
    table: 'daily_bars',
    key: ['symbol', 'date'],
    merge: [
      'high = GREATEST(t.high, excluded.high)',
      'low = LEAST(t.low, excluded.low)',
      'close = excluded.close',
      ...['volume', 'value', 'frequency', 'foreign_buy', 'foreign_sell'].map(added),
    ],
  },
];

function added(column: string): string {
  return `${column} = t.${column} + excluded.${column}`;
}

const TRADE_COLUMN_TYPES = [
  'date',
  'smallint',
  'int',
  'int',
  'smallint',
  '"char"',
  'int',
  'bigint',
  'smallint',
  '"char"',
  'smallint',
  '"char"',
  'bigint',
  'bigint',
];

/**
 * Adds one batch of a live day's trades and their rollups, in one transaction.
 *
 * - Trades are keyed by the exchange's trade number (stored as `seq`), so trades sent before add
 *   nothing: a retried or overlapping batch is safe.
 * - Each stock continues from its stored tail (the tick rule's previous trades, the close):
 *   the batch's rollups are added to the stored rows, never recomputed from the day's trades.
 * - A stock whose new trades sort before its tail (an out-of-order batch) has its own day rolled
 *   up again from its stored trades: only that stock, and only then.
 * - Batches of one day run one at a time on every instance (a transaction-scoped advisory lock),
 *   as a tail is what the next batch continues from.
 * - Index levels and the market-data version are left to `settleLiveDay`, once a second: the index
 *   rebuild was most of a batch's fixed cost, and at several batches a second every answer cache
 *   would drop each time.
 */
export async function ingestLiveBatch(
  database: Database,
  date: IsoDate,
  trades: readonly LiveTrade[],
): Promise<LiveBatchResult & { changes: LiveBatchChanges }> {
  await ensureMonthPartitions(database, [date]);
  return inBulkTransaction(
    database,
    async (writer) => {
      await writer.execute('SELECT pg_advisory_xact_lock($1, $2)', [LIVE_DAY_LOCK, dayKey(date)]);
      await writer.execute('INSERT INTO live_trade_days (date) VALUES ($1) ON CONFLICT DO NOTHING', [date]);
      // A trade number sent twice in one batch is still one trade.
      const unique = [
        ...new Map(trades.map((trade) => [`${trade.symbol} ${trade.tradeNumber}`, trade])).values(),
      ];
      const codes = await tradeCodes(
        writer,
        unique.map((t) => t.symbol),
        unique.flatMap((t) => [t.buyerBroker, t.sellerBroker]),
      );
      const addedKeys = await insertTrades(writer, date, unique, codes);
      const fresh = unique.filter((trade) => addedKeys.has(`${trade.symbol} ${trade.tradeNumber}`));
      const bySymbol = new Map<string, LiveTrade[]>();
      for (const trade of fresh) {
        const list = bySymbol.get(trade.symbol);
        if (list) list.push(trade);
        else bySymbol.set(trade.symbol, [trade]);
      }
      const symbols = [...bySymbol.keys()];
      const changes: LiveBatchChanges = { trades: [], quotes: [] };
      if (symbols.length > 0) {
        const tails = await loadTails(writer, date, symbols);
        const continued: LiveTrade[] = [];
        const restarted: string[] = [];
        const again: string[] = [];
        for (const [symbol, list] of bySymbol) {
          const tail = tails.get(symbol);
          if (!tail) restarted.push(symbol);
          else if (list.every((trade) => sortsAfter(trade, tail))) continued.push(...list);
          else again.push(symbol);
        }
        // A stock's first live trades replace whatever its day held from another source.
        await deleteRollups(writer, date, [...restarted, ...again]);
        const restartedSet = new Set(restarted);
        const fromStart = fresh.filter((trade) => restartedSet.has(trade.symbol));
        const rebuilt = again.length > 0 ? await readStoredTrades(writer, date, stockIds(codes, again)) : [];
        const fromScratch = rollUpTrades([...fromStart, ...rebuilt], { withSides: true });
        await copyNewRollups(writer, fromScratch);
        const added =
          continued.length > 0 ? rollUpTrades(continued, { continueFrom: tails, withSides: true }) : null;
        if (added) await mergeRollups(writer, added, tails);
        // A rebuilt stock's trades were read back from the table: matched by trade number.
        const rebuiltSides = new Map(rebuilt.map((trade) => [`${trade.symbol} ${trade.tradeNumber}`, trade]));
        for (const trade of fresh) {
          const side =
            fromScratch.sides?.get(trade) ??
            added?.sides?.get(trade) ??
            fromScratch.sides?.get(rebuiltSides.get(`${trade.symbol} ${trade.tradeNumber}`) as Trade);
          changes.trades.push({ ...trade, side: side ?? 'B' });
        }
        await writer.execute(
          `INSERT INTO stock_trade_days (symbol, date) SELECT unnest($1::text[]), $2::date ON CONFLICT DO NOTHING`,
          [symbols, date],
        );
        await writer.execute('INSERT INTO trading_days (date) VALUES ($1) ON CONFLICT DO NOTHING', [date]);
        changes.quotes = await readQuotes(writer, date, symbols);
      }
      const repeated = trades.length - fresh.length;
      await writer.execute(
        `UPDATE live_trade_days SET trades = trades + $2, batches = batches + 1, repeated = repeated + $3,
         updated_at = now() WHERE date = $1`,
        [date, fresh.length, repeated],
      );
      return {
        date,
        received: trades.length,
        added: fresh.length,
        repeated,
        symbols: symbols.length,
        changes,
      };
    },
    { bumpVersion: false },
  );
}

/** The day as a number for the advisory lock's second key: 2026-11-27 → 20261127. */
const dayKey = (date: IsoDate) => Number(date.replaceAll('-', ''));

function sortsAfter(trade: Trade, tail: TapeTail): boolean {
  const [time, newer, older] = tail.last;
  if (trade.time !== time) return trade.time > time;
  const tradeNewer = Math.max(orderOrZero(trade.buyOrder), orderOrZero(trade.sellOrder));
  if (tradeNewer !== newer) return tradeNewer > newer;
  return Math.min(orderOrZero(trade.buyOrder), orderOrZero(trade.sellOrder)) > older;
}

const orderOrZero = (order: number) => (Number.isFinite(order) && order > 0 ? order : 0);

/** Inserts the trades not stored yet; returns "symbol number" of those it added. */
async function insertTrades(
  writer: BulkWriter,
  date: IsoDate,
  trades: readonly LiveTrade[],
  codes: TradeCodes,
): Promise<Set<string>> {
  if (trades.length === 0) return new Set();
  const columns: unknown[][] = TRADE_COLUMNS.map(() => []);
  for (const t of trades) {
    const row = [
      date,
      codeNumber(codes.stock, t.symbol),
      t.tradeNumber,
      t.time,
      t.session,
      boardByte(t.board),
      t.price,
      t.volume,
      codeNumber(codes.broker, t.buyerBroker),
      t.buyerType,
      codeNumber(codes.broker, t.sellerBroker),
      t.sellerType,
      t.buyOrder,
      t.sellOrder,
    ];
    row.forEach((value, index) => columns[index]?.push(value));
  }
  const rows = await writer.query<{ stock_id: number; seq: number }>(
    `INSERT INTO trades (${TRADE_COLUMNS.join(', ')})
     SELECT * FROM unnest(${TRADE_COLUMN_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
     ON CONFLICT DO NOTHING RETURNING stock_id, seq`,
    columns,
  );
  const symbolOf = new Map([...codes.stock].map(([symbol, id]) => [id, symbol]));
  return new Set(rows.map((row) => `${symbolOf.get(Number(row.stock_id))} ${row.seq}`));
}

async function loadTails(writer: BulkWriter, date: IsoDate, symbols: readonly string[]) {
  const rows = await writer.query<{ symbol: string; tail: TapeTail }>(
    'SELECT symbol, tail FROM live_stock_tails WHERE date = $1 AND symbol = ANY($2)',
    [date, symbols],
  );
  return new Map(rows.map((row) => [row.symbol, row.tail]));
}

async function deleteRollups(writer: BulkWriter, date: IsoDate, symbols: readonly string[]): Promise<void> {
  if (symbols.length === 0) return;
  for (const { table } of ROLLUPS) {
    await writer.execute(`DELETE FROM ${table} WHERE date = $1 AND symbol = ANY($2)`, [date, symbols]);
  }
}

async function readStoredTrades(
  writer: BulkWriter,
  date: IsoDate,
  /** The stocks' numbers: a filter on the codes through the view's join would read the whole day. */
  stocks: readonly number[],
): Promise<LiveTrade[]> {
  const rows = await writer.query<Record<string, string | number>>(
    `SELECT symbol, seq, time, session, board, price, volume, buyer_broker, buyer_type, seller_broker, seller_type,
            buy_order, sell_order
       FROM trade_records WHERE trade_date = $1 AND stock_id = ANY($2::smallint[]) ORDER BY symbol, seq`,
    [date, stocks],
  );
  return rows.map((row) => liveTradeOfRow(row, date, Number(row.seq)));
}

async function readQuotes(
  writer: BulkWriter,
  date: IsoDate,
  symbols: readonly string[],
): Promise<LiveQuote[]> {
  const rows = await writer.query<Record<string, string | number | null>>(
    `SELECT d.symbol, d.close, d.volume, d.value, d.frequency, (t.tail->'last'->>0)::int AS time,
            (SELECT p.close FROM daily_bars p WHERE p.symbol = d.symbol AND p.date < d.date
              ORDER BY p.date DESC LIMIT 1) AS previous_close
       FROM daily_bars d JOIN live_stock_tails t ON t.date = d.date AND t.symbol = d.symbol
      WHERE d.date = $1 AND d.symbol = ANY($2) ORDER BY d.symbol`,
    [date, symbols],
  );
  return rows.map((row) => ({
    symbol: String(row.symbol),
    last: Number(row.close),
    time: Number(row.time),
    previousClose: row.previous_close === null ? null : Number(row.previous_close),
    volume: Number(row.volume),
    value: Number(row.value),
    frequency: Number(row.frequency),
  }));
}

async function copyNewRollups(writer: BulkWriter, rollups: TradeRollups): Promise<void> {
  if (rollups.dailyBars.length === 0) return;
  await copyRollups(writer, rollups);
  await saveTails(writer, rollups);
}

/**
 * Adds a batch's rollups to the stored rows: each table's rows go to a staging copy first (the same
 * COPY the full-day path uses), then one INSERT … ON CONFLICT per table merges them. `tails` are
 * the ones the batch continued from.
 */
async function mergeRollups(
  writer: BulkWriter,
  rollups: TradeRollups,
  tails: ReadonlyMap<string, TapeTail>,
): Promise<void> {
  const staged: BulkWriter = {
    ...writer,
    copy: (table, columns, rows) => writer.copy(`live_stage_${table}`, columns, rows),
  };
  for (const { table } of ROLLUPS) {
    await writer.execute(
      `CREATE TEMP TABLE IF NOT EXISTS live_stage_${table} (LIKE ${table} INCLUDING DEFAULTS) ON COMMIT DELETE ROWS`,
    );
  }
  await copyRollups(staged, rollups);
  await replaceFallbackBars(writer, rollups, tails);
  for (const { table, key, merge } of ROLLUPS) {
    await writer.execute(
      `INSERT INTO ${table} AS t SELECT * FROM live_stage_${table}
       ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${merge.join(', ')}`,
    );
  }
  await saveTails(writer, rollups);
}

/**
 * A stock whose day so far traded only on other boards has a fallback open, high and low; once a
 * batch brings its first regular trade, the batch's regular-only ones replace them instead of being
 * merged with them (the merge that follows then finds nothing to widen).
 */
async function replaceFallbackBars(
  writer: BulkWriter,
  rollups: TradeRollups,
  tails: ReadonlyMap<string, TapeTail>,
): Promise<void> {
  const firstRegular = rollups.tails
    .filter(({ symbol, tail }) => tail.closedOnRegular && !tails.get(symbol)?.closedOnRegular)
    .map(({ symbol }) => symbol);
  if (firstRegular.length === 0) return;
  await writer.execute(
    `UPDATE daily_bars t SET open = s.open, high = s.high, low = s.low
       FROM live_stage_daily_bars s
      WHERE t.symbol = s.symbol AND t.date = s.date AND s.symbol = ANY($1)`,
    [firstRegular],
  );
}

async function saveTails(writer: BulkWriter, rollups: TradeRollups): Promise<void> {
  if (rollups.tails.length === 0) return;
  await writer.execute(
    `INSERT INTO live_stock_tails (date, symbol, tail)
     SELECT unnest($1::date[]), unnest($2::text[]), unnest($3::jsonb[])
     ON CONFLICT (date, symbol) DO UPDATE SET tail = excluded.tail`,
    [
      rollups.tails.map((row) => row.date),
      rollups.tails.map((row) => row.symbol),
      rollups.tails.map((row) => JSON.stringify(row.tail)),
    ],
  );
}

/** First key of the advisory lock that runs a live day's settles one at a time (across instances). */
const LIVE_SETTLE_LOCK = 727_021;

/**
 * What a live day's batches leave for once a second: its index and sector levels rebuilt from the
 * stored daily bars, and the market-data version moved, in one transaction. Batches go on
 * meanwhile: one committed after this read the bars is settled by the next second's settle.
 */
export async function settleLiveDay(database: Database, date: IsoDate): Promise<void> {
  await inBulkTransaction(database, async (writer) => {
    await writer.execute('SELECT pg_advisory_xact_lock($1, $2)', [LIVE_SETTLE_LOCK, dayKey(date)]);
    await rebuildIndexBarsFrom(writer, date);
  });
}
