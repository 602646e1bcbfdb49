import type { DailyBar, HolderCategory, IsoDate } from '@pantau/market';
import type { Database } from '../../../db/client.ts';

export type Row = Record<string, unknown>;

/** Plain reads on whichever driver the database uses; every figure is cast to a JS-safe type in SQL. */
export async function rowsOf<T extends Row>(
  database: Database,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const raw = database.raw;
  if (raw.kind === 'pglite') return (await raw.client.query<T>(query, params)).rows;
  return (await raw.pool.query<T>(query, params)).rows;
}

/** The last `count` stored trading days (days with daily bars) on or before `upTo`, oldest first. */
export async function findStoredDays(
  database: Database,
  upTo: IsoDate | null,
  count: number,
): Promise<IsoDate[]> {
  const rows = await rowsOf<{ date: string }>(
    database,
    `SELECT t.date::text AS date FROM trading_days t
      WHERE ($1::date IS NULL OR t.date <= $1::date)
        AND EXISTS (SELECT 1 FROM daily_bars b WHERE b.date = t.date)
      ORDER BY t.date DESC LIMIT $2`,
    [upTo, count],
  );
  return rows.map((row) => row.date).reverse();
}

export async function findStoredDayRange(
  database: Database,
): Promise<{ first: string; last: string } | null> {
  const [row] = await rowsOf<{ first: string | null; last: string | null }>(
    database,
    'SELECT min(date)::text AS first, max(date)::text AS last FROM daily_bars',
  );
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Every listed stock's day with what the Stock Summary prints beside it. */
export type StockDayRow = {
  symbol: string;
  name: string;
  listedShares: number;
  /** The stored bar of the day; null for a stock listed but without one (suspended). */
  bar: DailyBar | null;
  /** The close of the stock's last bar before this day, null on its first day. */
  previousClose: number | null;
  lastTradeDate: string | null;
  /** The open of the stock's first stored bar: the base of its individual index. */
  basePrice: number;
  /** Negotiated and cash board totals from the day's price levels (trade-record days only). */
  nonRegular: { volume: number; value: number; frequency: number };
  /** The Stock Summary's own figures when the day was imported from one. */
  published: {
    remarks: string | null;
    bid: number | null;
    bidVolume: number | null;
    offer: number | null;
    offerVolume: number | null;
    tradeableShares: number | null;
    nonRegularVolume: number | null;
    nonRegularValue: number | null;
    nonRegularFrequency: number | null;
  } | null;
};

const nullable = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Stocks with a bar that day, and those listed before it without one (the exchange lists them too). */
export async function findStockDays(database: Database, date: IsoDate): Promise<StockDayRow[]> {
  const rows = await rowsOf<Row>(
    database,
    `SELECT i.symbol, i.name, i.listed_shares::float8 AS listed_shares, b.symbol IS NOT NULL AS has_bar,
            b.open, b.high, b.low, b.close, b.volume::float8 AS volume, b.value::float8 AS value, b.frequency,
            b.foreign_buy::float8 AS foreign_buy, b.foreign_sell::float8 AS foreign_sell,
            prev.close AS previous_close, traded.date::text AS last_trade_date, first.open AS base_price,
            coalesce(nr.volume, 0) AS nr_volume, coalesce(nr.value, 0) AS nr_value,
            coalesce(nr.frequency, 0) AS nr_frequency,
            d.symbol IS NOT NULL AS published, d.remarks, d.bid, d.bid_volume::float8 AS bid_volume, d.offer,
            d.offer_volume::float8 AS offer_volume, d.tradeable_shares::float8 AS tradeable_shares,
            d.non_regular_volume::float8 AS non_regular_volume, d.non_regular_value::float8 AS non_regular_value,
            d.non_regular_frequency
       FROM instruments i
       LEFT JOIN daily_bars b ON b.symbol = i.symbol AND b.date = $1
       LEFT JOIN LATERAL (SELECT p.close FROM daily_bars p WHERE p.symbol = i.symbol AND p.date < $1
                           ORDER BY p.date DESC LIMIT 1) prev ON true
       LEFT JOIN LATERAL (SELECT t.date FROM daily_bars t WHERE t.symbol = i.symbol AND t.date <= $1
                           AND t.volume > 0 ORDER BY t.date DESC LIMIT 1) traded ON true
       LEFT JOIN LATERAL (SELECT f.open FROM daily_bars f WHERE f.symbol = i.symbol
                           ORDER BY f.date LIMIT 1) first ON true
       LEFT JOIN (SELECT symbol, (sum(total_lot) * 100)::float8 AS volume,
                         sum(price::numeric * total_lot * 100)::float8 AS value, sum(total_freq)::int AS frequency
                    FROM price_levels WHERE date = $1 AND board <> 'RG' GROUP BY symbol) nr ON nr.symbol = i.symbol
       LEFT JOIN stock_summary_details d ON d.symbol = i.symbol AND d.date = $1
      WHERE b.symbol IS NOT NULL OR prev.close IS NOT NULL
      ORDER BY i.symbol`,
    [date],
  );
  return rows.map((row) => ({
    symbol: String(row.symbol),
    name: String(row.name),
    listedShares: Number(row.listed_shares),
    bar: row.has_bar
      ? {
          symbol: String(row.symbol),
          date,
          open: Number(row.open),
          high: Number(row.high),
          low: Number(row.low),
          close: Number(row.close),
          volume: Number(row.volume),
          value: Number(row.value),
          frequency: Number(row.frequency),
          foreignBuy: Number(row.foreign_buy),
          foreignSell: Number(row.foreign_sell),
        }
      : null,
    previousClose: nullable(row.previous_close),
    lastTradeDate: row.last_trade_date === null ? null : String(row.last_trade_date),
    basePrice: Number(row.base_price),
    nonRegular: {
      volume: Number(row.nr_volume),
      value: Number(row.nr_value),
      frequency: Number(row.nr_frequency),
    },
    published: row.published
      ? {
          remarks: row.remarks === null ? null : String(row.remarks),
          bid: nullable(row.bid),
          bidVolume: nullable(row.bid_volume),
          offer: nullable(row.offer),
          offerVolume: nullable(row.offer_volume),
          tradeableShares: nullable(row.tradeable_shares),
          nonRegularVolume: nullable(row.non_regular_volume),
          nonRegularValue: nullable(row.non_regular_value),
          nonRegularFrequency: nullable(row.non_regular_frequency),
        }
      : null,
  }));
}

export type IndexDayRow = {
  /** As stored: COMPOSITE, LQ45 …, SECTOR:<code>. */
  code: string;
  open: number;
  high: number;
  low: number;
  close: number;
  previousClose: number | null;
  value: number;
  volume: number;
  frequency: number;
  marketCap: number;
};

/**
 * The day's computed index and sector levels, each with its members' volume, trade count and
 * market capitalisation (close × listed shares) that day; members as index-levels.ts counts them.
 */
export async function findIndexDays(database: Database, date: IsoDate): Promise<IndexDayRow[]> {
  const rows = await rowsOf<Row>(
    database,
    `WITH members AS (
       SELECT index_code AS code, symbol FROM index_memberships
        WHERE from_date <= $1 AND (to_date IS NULL OR to_date > $1)
       UNION ALL
       SELECT 'SECTOR:' || trim(sector), symbol FROM instruments WHERE trim(sector) <> ''
     ), totals AS (
       SELECT m.code, sum(b.volume)::float8 AS volume, sum(b.frequency)::float8 AS frequency,
              sum(b.close::numeric * i.listed_shares)::float8 AS market_cap
         FROM members m
         JOIN daily_bars b ON b.symbol = m.symbol AND b.date = $1
         JOIN instruments i ON i.symbol = m.symbol
        GROUP BY m.code
     )
     SELECT x.code, x.open, x.high, x.low, x.close, x.value::float8 AS value, prev.close AS previous_close,
            coalesce(t.volume, 0) AS volume, coalesce(t.frequency, 0) AS frequency,
            coalesce(t.market_cap, 0) AS market_cap
       FROM index_bars x
       LEFT JOIN LATERAL (SELECT p.close FROM index_bars p WHERE p.code = x.code AND p.date < x.date
                           ORDER BY p.date DESC LIMIT 1) prev ON true
       LEFT JOIN totals t ON t.code = x.code
      WHERE x.date = $1
      ORDER BY x.code`,
    [date],
  );
  return rows.map((row) => ({
    code: String(row.code),
    open: Number(row.open),
    high: Number(row.high),
    low: Number(row.low),
    close: Number(row.close),
    previousClose: nullable(row.previous_close),
    value: Number(row.value),
    volume: Number(row.volume),
    frequency: Number(row.frequency),
    marketCap: Number(row.market_cap),
  }));
}

export type BrokerDayTotal = { code: string; name: string; volume: number; value: number; frequency: number };

/** Each broker's day over every stock, board and client type: bought plus sold. */
export async function findBrokerDayTotals(database: Database, date: IsoDate): Promise<BrokerDayTotal[]> {
  const rows = await rowsOf<Row>(
    database,
    `SELECT d.broker AS code, coalesce(b.name, d.broker) AS name,
            round(sum(d.buy_lot + d.sell_lot) * 100)::float8 AS volume,
            sum(d.buy_value + d.sell_value)::float8 AS value, sum(d.buy_freq + d.sell_freq)::float8 AS frequency
       FROM broker_days d LEFT JOIN brokers b ON b.code = d.broker
      WHERE d.date = $1
      GROUP BY d.broker, b.name
      ORDER BY d.broker`,
    [date],
  );
  return rows.map((row) => ({
    code: String(row.code),
    name: String(row.name),
    volume: Number(row.volume),
    value: Number(row.value),
    frequency: Number(row.frequency),
  }));
}

export type OwnershipMonthRow = {
  symbol: string;
  sector: string;
  listedShares: number;
  /** The stock's last close on or before the month end (0 when it has no bar yet). */
  close: number;
  local: Record<HolderCategory, number>;
  foreign: Record<HolderCategory, number>;
};

/** The stored composition of the last month end on or before `date`, one row a stock. */
export async function findOwnershipMonth(
  database: Database,
  date: IsoDate,
): Promise<{ asOf: IsoDate; stocks: OwnershipMonthRow[] } | null> {
  const [latest] = await rowsOf<{ as_of: string | null }>(
    database,
    'SELECT max(as_of)::text AS as_of FROM ownership_compositions WHERE as_of <= $1',
    [date],
  );
  const asOf = latest?.as_of;
  if (!asOf) return null;
  const rows = await rowsOf<Row>(
    database,
    `SELECT o.symbol, o.side, trim(o.category) AS category, o.shares::float8 AS shares, i.sector,
            i.listed_shares::float8 AS listed_shares, coalesce(p.close, 0) AS close
       FROM ownership_compositions o
       JOIN instruments i ON i.symbol = o.symbol
       LEFT JOIN LATERAL (SELECT b.close FROM daily_bars b WHERE b.symbol = o.symbol AND b.date <= o.as_of
                           ORDER BY b.date DESC LIMIT 1) p ON true
      WHERE o.as_of = $1
      ORDER BY o.symbol`,
    [asOf],
  );
  const stocks = new Map<string, OwnershipMonthRow>();
  for (const row of rows) {
    const symbol = String(row.symbol);
    let stock = stocks.get(symbol);
    if (!stock) {
      stock = {
        symbol,
        sector: String(row.sector).trim(),
        listedShares: Number(row.listed_shares),
        close: Number(row.close),
        local: emptyHoldings(),
        foreign: emptyHoldings(),
      };
      stocks.set(symbol, stock);
    }
    stock[row.side === 'foreign' ? 'foreign' : 'local'][row.category as HolderCategory] = Number(row.shares);
  }
  return { asOf, stocks: [...stocks.values()] };
}

function emptyHoldings(): Record<HolderCategory, number> {
  return { IS: 0, CP: 0, PF: 0, IB: 0, ID: 0, MF: 0, SC: 0, FD: 0, OT: 0 };
}

export async function findDailyBars(database: Database, date: IsoDate): Promise<DailyBar[]> {
  const rows = await rowsOf<Row>(
    database,
    `SELECT symbol, open, high, low, close, volume::float8 AS volume, value::float8 AS value, frequency,
            foreign_buy::float8 AS foreign_buy, foreign_sell::float8 AS foreign_sell
       FROM daily_bars WHERE date = $1 ORDER BY symbol`,
    [date],
  );
  return rows.map((row) => ({
    symbol: String(row.symbol),
    date,
    open: Number(row.open),
    high: Number(row.high),
    low: Number(row.low),
    close: Number(row.close),
    volume: Number(row.volume),
    value: Number(row.value),
    frequency: Number(row.frequency),
    foreignBuy: Number(row.foreign_buy),
    foreignSell: Number(row.foreign_sell),
  }));
}
