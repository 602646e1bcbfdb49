import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { bytea, oneByte } from './columns.ts';

// Market data. Prices are whole rupiah (integer), volumes shares (bigint), values rupiah (bigint),
// dates exchange dates. `mode: 'number'` is safe: IDX totals stay far below 2^53.
const shares = (name: string) => bigint(name, { mode: 'number' });

export const instruments = pgTable('instruments', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  sector: char('sector', { length: 1 }).notNull(),
  subIndustry: text('sub_industry').notNull(),
  listedShares: shares('listed_shares').notNull(),
  board: text('board').notNull().default('Main'),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  listedOn: date('listed_on'),
  /** The first day it no longer trades; its history stays. */
  delistedOn: date('delisted_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brokers = pgTable('brokers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  category: text('category', { enum: ['Lokal', 'Asing', 'BUMN'] }).notNull(),
  colour: text('colour').notNull(),
  /** When the exchange withdrew the code; its history stays on every screen. */
  retiredOn: date('retired_on'),
});

/**
 * Splits, reverse splits, bonus shares, rights issues and cash dividends (contract:
 * corporate-actions.ts). Prices are back-adjusted from these when read, never rewritten: the
 * stored bars stay as traded, so a corrected record changes the adjusted series and nothing else.
 */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    symbol: text('symbol').notNull(),
    type: text('type', { enum: ['split', 'reverse-split', 'bonus', 'rights', 'dividend'] }).notNull(),
    exDate: date('ex_date').notNull(),
    ratioFrom: integer('ratio_from'),
    ratioTo: integer('ratio_to'),
    price: doublePrecision('price'),
    amount: doublePrecision('amount'),
    source: text('source', { enum: ['import', 'admin', 'demo'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('corporate_actions_symbol_ex_date_type').on(t.symbol, t.exDate, t.type)],
);

/**
 * Code changes: from `changed_on` the stock trades as `new_symbol`. Recording one moves what was
 * stored under the old code before that day to the new one (symbol-changes.repo.ts), and importers
 * file the old code's rows dated before it under the new code, so the history is one series.
 */
export const symbolChanges = pgTable(
  'symbol_changes',
  {
    oldSymbol: text('old_symbol').notNull(),
    newSymbol: text('new_symbol').notNull(),
    changedOn: date('changed_on').notNull(),
    source: text('source', { enum: ['import', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.oldSymbol, t.changedOn] }),
    index('symbol_changes_new_symbol_idx').on(t.newSymbol),
  ],
);

export const tradingDays = pgTable('trading_days', {
  date: date('date').primaryKey(),
});

/**
 * The exchange calendar: weekdays IDX is closed, per year as published. A year with any row has a
 * calendar, so its other weekdays are trading days whether or not their data has arrived.
 */
export const exchangeHolidays = pgTable('exchange_holidays', {
  date: date('date').primaryKey(),
  name: text('name').notNull().default(''),
});

export const indexMemberships = pgTable(
  'index_memberships',
  {
    indexCode: text('index_code').notNull(),
    symbol: text('symbol').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
  },
  (t) => [primaryKey({ columns: [t.indexCode, t.symbol, t.fromDate] })],
);

export const dailyBars = pgTable(
  'daily_bars',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
    volume: shares('volume').notNull(),
    value: shares('value').notNull(),
    frequency: integer('frequency').notNull(),
    foreignBuy: shares('foreign_buy').notNull(),
    foreignSell: shares('foreign_sell').notNull(),
    // Where the bar's figures came from; null on bars stored before provenance was kept.
    // Bulk loads (trade-record rollups) do not name it, hence the default.
    source: text('source', { enum: ['trades', 'stock-summary', 'chart'] }).default('trades'),
  },
  // The key also carries open, high, low, close and volume (INCLUDE, migration
  // 20261127213925_daily_bars_key_with_prices, which drizzle cannot express): charts read from it alone.
  (t) => [primaryKey({ columns: [t.symbol, t.date] }), index('daily_bars_date_idx').on(t.date)],
);

/**
 * The Stock Summary's figures beyond the daily bar, per stock-day as published: the exchange's
 * remarks, best quotes at the close, tradeable shares and the negotiated-board part of the totals.
 * Null where the file lacks the column.
 */
export const stockSummaryDetails = pgTable(
  'stock_summary_details',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    remarks: text('remarks'),
    bid: integer('bid'),
    bidVolume: shares('bid_volume'),
    offer: integer('offer'),
    offerVolume: shares('offer_volume'),
    tradeableShares: shares('tradeable_shares'),
    nonRegularVolume: shares('non_regular_volume'),
    nonRegularValue: shares('non_regular_value'),
    nonRegularFrequency: integer('non_regular_frequency'),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.date] }), index('stock_summary_details_date_idx').on(t.date)],
);

/** Index and sector levels computed from member bars (codes like COMPOSITE, LQ45, SECTOR:G). */
export const indexBars = pgTable(
  'index_bars',
  {
    code: text('code').notNull(),
    date: date('date').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    value: shares('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] })],
);

/**
 * The small number a trade record stores for each stock and broker code (decision 034). A code is
 * numbered once, the first time it trades, and keeps its number.
 */
export const stockCodes = pgTable('stock_codes', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique('stock_codes_code_key'),
});

export const brokerCodes = pgTable('broker_codes', {
  id: smallint('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique('broker_codes_code_key'),
});

/**
 * IDX trade records; `seq` keeps the exchange's order within a stock-day. Codes are stored as their
 * numbers (stock_codes, broker_codes); `tradeRecords` reads them back as codes.
 */
export const trades = pgTable(
  'trades',
  {
    tradeDate: date('trade_date').notNull(),
    stockId: smallint('stock_id').notNull(),
    seq: integer('seq').notNull(),
    time: integer('time').notNull(),
    session: smallint('session').notNull(),
    /** R, T or N: the board's first letter (RG, TN, NG). */
    board: oneByte('board').notNull(),
    price: integer('price').notNull(),
    volume: shares('volume').notNull(),
    buyerId: smallint('buyer_id').notNull(),
    buyerType: oneByte('buyer_type').notNull(),
    sellerId: smallint('seller_id').notNull(),
    sellerType: oneByte('seller_type').notNull(),
    buyOrder: shares('buy_order').notNull(),
    sellOrder: shares('sell_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.stockId, t.seq] })],
);

/** Trade records with their codes, as every reader wants them (view, migration 20261128064842_trade_code_ids). */
export const tradeRecords = pgView('trade_records', {
  tradeDate: date('trade_date').notNull(),
  symbol: text('symbol').notNull(),
  stockId: smallint('stock_id').notNull(),
  seq: integer('seq').notNull(),
  time: integer('time').notNull(),
  session: smallint('session').notNull(),
  board: char('board', { length: 2 }).notNull(),
  price: integer('price').notNull(),
  volume: shares('volume').notNull(),
  buyerBroker: text('buyer_broker').notNull(),
  buyerType: char('buyer_type', { length: 1 }).notNull(),
  sellerBroker: text('seller_broker').notNull(),
  sellerType: char('seller_type', { length: 1 }).notNull(),
  buyOrder: shares('buy_order').notNull(),
  sellOrder: shares('sell_order').notNull(),
}).existing();

export const priceLevels = pgTable(
  'price_levels',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    board: char('board', { length: 2 }).notNull(),
    price: integer('price').notNull(),
    buyFreq: integer('buy_freq').notNull(),
    buyLot: shares('buy_lot').notNull(),
    sellFreq: integer('sell_freq').notNull(),
    sellLot: shares('sell_lot').notNull(),
    totalFreq: integer('total_freq').notNull(),
    totalLot: shares('total_lot').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.date, t.board, t.price] })],
);

export const brokerPriceLevels = pgTable(
  'broker_price_levels',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    board: char('board', { length: 2 }).notNull(),
    price: integer('price').notNull(),
    broker: text('broker').notNull(),
    buyFreq: integer('buy_freq').notNull(),
    buyLot: shares('buy_lot').notNull(),
    sellFreq: integer('sell_freq').notNull(),
    sellLot: shares('sell_lot').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.date, t.board, t.price, t.broker] })],
);

export const brokerDays = pgTable(
  'broker_days',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    broker: text('broker').notNull(),
    investorType: char('investor_type', { length: 1 }).notNull(),
    buyLot: shares('buy_lot').notNull(),
    buyValue: shares('buy_value').notNull(),
    buyFreq: integer('buy_freq').notNull(),
    sellLot: shares('sell_lot').notNull(),
    sellValue: shares('sell_value').notNull(),
    sellFreq: integer('sell_freq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.date, t.broker, t.investorType] }),
    index('broker_days_broker_date_idx').on(t.broker, t.date),
    // The market-wide ranking of a day sums every broker's rows of that date.
    index('broker_days_date_idx').on(t.date),
  ],
);

/**
 * brokerPriceLevels summed over price: one broker's day in one stock on one board (client types
 * together). Broker Transaction, Broker Summary and Inventory on a board read it; from the price
 * rollup they read every price level of every stock in the window to find one broker's rows.
 */
export const brokerBoardDays = pgTable(
  'broker_board_days',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    board: char('board', { length: 2 }).notNull(),
    broker: text('broker').notNull(),
    buyLot: shares('buy_lot').notNull(),
    buyValue: shares('buy_value').notNull(),
    buyFreq: integer('buy_freq').notNull(),
    sellLot: shares('sell_lot').notNull(),
    sellValue: shares('sell_value').notNull(),
    sellFreq: integer('sell_freq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.date, t.board, t.broker] }),
    index('broker_board_days_broker_date_idx').on(t.broker, t.date),
  ],
);

export const minuteBars = pgTable(
  'minute_bars',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    minute: smallint('minute').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
    volume: shares('volume').notNull(),
    buyVolume: shares('buy_volume').notNull(),
    sellVolume: shares('sell_volume').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.date, t.minute] })],
);

/**
 * The days each stock has trade records (and so minute bars), written with them: intraday charts
 * and imports ask which days a stock traded, which read every minute bar of the stock before.
 */
export const stockTradeDays = pgTable(
  'stock_trade_days',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.symbol, t.date] }),
    // Which days any stock has them: the market-wide broker screens and coverage ask by date.
    index('stock_trade_days_date_idx').on(t.date),
  ],
);

export const minutePriceLevels = pgTable(
  'minute_price_levels',
  {
    symbol: text('symbol').notNull(),
    date: date('date').notNull(),
    minute: smallint('minute').notNull(),
    price: integer('price').notNull(),
    bidVolume: shares('bid_volume').notNull(),
    askVolume: shares('ask_volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.date, t.minute, t.price] })],
);

export const ownershipCompositions = pgTable(
  'ownership_compositions',
  {
    symbol: text('symbol').notNull(),
    asOf: date('as_of').notNull(),
    side: text('side', { enum: ['local', 'foreign'] }).notNull(),
    category: char('category', { length: 2 }).notNull(),
    shares: shares('shares').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.asOf, t.side, t.category] })],
);

export const shareholders = pgTable(
  'shareholders',
  {
    symbol: text('symbol').notNull(),
    asOf: date('as_of').notNull(),
    holder: text('holder').notNull(),
    holderType: text('holder_type').notNull(),
    shares: shares('shares').notNull(),
    controlling: boolean('controlling').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.asOf, t.holder] })],
);

/** What a trade-day ingest replaced, so a re-import is visible and idempotent. */
export const ingestRuns = pgTable('ingest_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  source: text('source').notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsImported: integer('rows_imported').notNull(),
  rowsSkipped: integer('rows_skipped').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * The exchange's own index levels from the IDX Index Summary (codes as IDX writes them: COMPOSITE,
 * LQ45, IDXFINANCE …). Screens read these instead of the levels computed from member bars wherever
 * a day has them; `index_bars` keeps the computed series for days and indices the file lacks.
 * Null where the file lacks the column.
 */
export const officialIndexBars = pgTable(
  'official_index_bars',
  {
    code: text('code').notNull(),
    date: date('date').notNull(),
    previous: doublePrecision('previous'),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    volume: shares('volume'),
    value: shares('value'),
    frequency: integer('frequency'),
    marketCap: shares('market_cap'),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] }), index('official_index_bars_date_idx').on(t.date)],
);

/**
 * The IDX market-wide Broker Summary: one broker's totals over all stocks for a day, with no buy/sell
 * split. Used for broker ranking and names, never as a per-stock broker summary.
 */
export const brokerMarketDays = pgTable(
  'broker_market_days',
  {
    broker: text('broker').notNull(),
    date: date('date').notNull(),
    volume: shares('volume').notNull(),
    value: shares('value').notNull(),
    frequency: integer('frequency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.broker, t.date] }), index('broker_market_days_date_idx').on(t.date)],
);

/**
 * The latest encoded answer of a screen that reads the whole market (the screener: ~0.8 MB of JSON
 * on ~950 stocks, ~1 s to compute), so an instance that has just started serves it at once. It
 * counts only while the stored market-data version is the current one.
 */
export const storedAnswers = pgTable('stored_answers', {
  kind: text('kind').primaryKey(),
  asOf: date('as_of').notNull(),
  marketDataVersion: bigint('market_data_version', { mode: 'number' }).notNull(),
  json: text('json').notNull(),
  br: bytea('br').notNull(),
  gzip: bytea('gzip').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
