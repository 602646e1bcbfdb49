import { sql } from 'drizzle-orm';
import type { HolderCategory, IsoDate, OwnershipComposition, TopNetDay } from '@pantau/market';
import { executeRows, type Db } from '../../db/client.ts';

/**
 * Per stock-day, the net value bought by the top 3, 5 and 10 net-buying brokers and sold by the top
 * 3, 5 and 10 net sellers (sells as positive rupiah), ranked in SQL: the window holds ~40 brokers a
 * stock-day, and shipping those rows to be ranked in JavaScript cost several times more.
 */
export async function findTopNets(
  db: Db,
  dates: readonly IsoDate[],
): Promise<(TopNetDay & { symbol: string })[]> {
  return executeRows<TopNetDay & { symbol: string }>(
    db,
    sql`WITH nets AS (
          SELECT symbol, date, SUM(buy_value - sell_value)::float8 AS net
          FROM broker_days WHERE date = ANY(${`{${dates.join(',')}}`}::date[])
          GROUP BY symbol, date, broker
        ), ranked AS (
          SELECT symbol, date, net,
                 row_number() OVER (PARTITION BY symbol, date ORDER BY net DESC) AS b,
                 row_number() OVER (PARTITION BY symbol, date ORDER BY net ASC) AS s
          FROM nets
        )
        SELECT symbol, date::text AS date,
          COALESCE(SUM(net) FILTER (WHERE net > 0 AND b <= 3), 0)::float8 AS "buy3",
          COALESCE(-SUM(net) FILTER (WHERE net < 0 AND s <= 3), 0)::float8 AS "sell3",
          COALESCE(SUM(net) FILTER (WHERE net > 0 AND b <= 5), 0)::float8 AS "buy5",
          COALESCE(-SUM(net) FILTER (WHERE net < 0 AND s <= 5), 0)::float8 AS "sell5",
          COALESCE(SUM(net) FILTER (WHERE net > 0 AND b <= 10), 0)::float8 AS "buy10",
          COALESCE(-SUM(net) FILTER (WHERE net < 0 AND s <= 10), 0)::float8 AS "sell10"
        FROM ranked GROUP BY symbol, date`,
  );
}

/**
 * A fingerprint of each day's broker rows from `from` to `to`: their count, value sums and a hash
 * of their stock and broker codes. It moves when a day is re-imported, a stock renamed or brokers
 * merged, and costs a tenth of ranking the rows again.
 */
export async function findBrokerDayPrints(db: Db, from: IsoDate, to: IsoDate): Promise<Map<IsoDate, string>> {
  const rows = await executeRows<{ date: string; print: string }>(
    db,
    sql`SELECT date::text AS date,
          count(*) || ':' || sum(buy_value) || ':' || sum(sell_value) || ':' || sum(hashtext(symbol || broker)) AS print
        FROM broker_days WHERE date BETWEEN ${from} AND ${to} GROUP BY date`,
  );
  return new Map(rows.map((row) => [row.date, row.print]));
}

/** The same kind of fingerprint over every KSEI composition published by `asOf`. */
export async function findOwnershipPrint(db: Db, asOf: IsoDate): Promise<string> {
  const [row] = await executeRows<{ print: string | null }>(
    db,
    sql`SELECT count(*) || ':' || sum(shares) || ':' || max(as_of) || ':' || sum(hashtext(symbol || category || side)) AS print
        FROM ownership_compositions WHERE as_of <= ${asOf}`,
  );
  return `${asOf}:${row?.print ?? ''}`;
}

export type OwnershipPair = { latest: OwnershipComposition | null; previous: OwnershipComposition | null };

/** Each stock's two latest KSEI compositions published by `asOf`. */
export async function findOwnershipPairs(db: Db, asOf: IsoDate): Promise<Map<string, OwnershipPair>> {
  const rows = await executeRows<{
    symbol: string;
    as_of: string;
    rank: number;
    side: 'local' | 'foreign';
    category: HolderCategory;
    shares: number;
  }>(
    db,
    sql`WITH months AS (
          SELECT symbol, as_of, dense_rank() OVER (PARTITION BY symbol ORDER BY as_of DESC)::int AS rank
          FROM (SELECT DISTINCT symbol, as_of FROM ownership_compositions WHERE as_of <= ${asOf}) m
        )
        SELECT o.symbol, o.as_of::text AS as_of, m.rank, o.side, o.category, o.shares::float8 AS shares
        FROM ownership_compositions o JOIN months m ON m.symbol = o.symbol AND m.as_of = o.as_of
        WHERE m.rank <= 2`,
  );
  const pairs = new Map<string, OwnershipPair>();
  for (const row of rows) {
    let pair = pairs.get(row.symbol);
    if (!pair) {
      pair = { latest: null, previous: null };
      pairs.set(row.symbol, pair);
    }
    const slot = row.rank === 1 ? 'latest' : 'previous';
    const composition = (pair[slot] ??= {
      symbol: row.symbol,
      asOf: row.as_of,
      local: emptyCategories(),
      foreign: emptyCategories(),
    });
    composition[row.side][row.category] += row.shares;
  }
  return pairs;
}

const emptyCategories = (): Record<HolderCategory, number> => ({
  IS: 0,
  CP: 0,
  PF: 0,
  IB: 0,
  ID: 0,
  MF: 0,
  SC: 0,
  FD: 0,
  OT: 0,
});

/** One broker's net lots per stock-day from `from` to `to` (the broker-date index). */
export async function findBrokerNetLots(
  db: Db,
  broker: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<string, { date: IsoDate; netLots: number }[]>> {
  const rows = await executeRows<{ symbol: string; date: string; net_lots: number }>(
    db,
    sql`SELECT symbol, date::text AS date, SUM(buy_lot - sell_lot)::float8 AS net_lots
        FROM broker_days WHERE broker = ${broker} AND date BETWEEN ${from} AND ${to}
        GROUP BY symbol, date ORDER BY symbol, date`,
  );
  const bySymbol = new Map<string, { date: IsoDate; netLots: number }[]>();
  for (const row of rows) {
    const day = { date: row.date, netLots: row.net_lots };
    const list = bySymbol.get(row.symbol);
    if (list) list.push(day);
    else bySymbol.set(row.symbol, [day]);
  }
  return bySymbol;
}
