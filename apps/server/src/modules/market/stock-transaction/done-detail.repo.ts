import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerDays, brokerPriceLevels, priceLevels, tradeRecords } from '../../../db/market-schema.ts';
import { stockIdOf } from '../trade-codes.ts';

export type TradeFilter = {
  symbol: string;
  dates: readonly IsoDate[];
  /** Either side; undefined keeps every trade. */
  broker?: string;
  price?: number;
};

function whereTrades(filter: TradeFilter): SQL | undefined {
  return and(
    filter.dates.length === 1
      ? eq(tradeRecords.tradeDate, filter.dates[0] as IsoDate)
      : inArray(tradeRecords.tradeDate, [...filter.dates]),
    eq(tradeRecords.stockId, stockIdOf(filter.symbol)),
    filter.broker === undefined
      ? undefined
      : or(eq(tradeRecords.buyerBroker, filter.broker), eq(tradeRecords.sellerBroker, filter.broker)),
    filter.price === undefined ? undefined : eq(tradeRecords.price, filter.price),
  );
}

/**
 * One slice of one date's filtered trades in exchange order (seq), newest or oldest first: a
 * range of the primary key (trade_date, stock_id, seq), whatever the table statistics say.
 */
export async function findTradeSlice(
  db: Db,
  filter: TradeFilter,
  date: IsoDate,
  slice: { sort: 'latest' | 'oldest'; offset: number; limit: number },
) {
  const direction = slice.sort === 'latest' ? desc : asc;
  return db
    .select({
      date: tradeRecords.tradeDate,
      seq: tradeRecords.seq,
      time: tradeRecords.time,
      board: tradeRecords.board,
      price: tradeRecords.price,
      volume: tradeRecords.volume,
      buyerBroker: tradeRecords.buyerBroker,
      buyerType: tradeRecords.buyerType,
      sellerBroker: tradeRecords.sellerBroker,
      sellerType: tradeRecords.sellerType,
    })
    .from(tradeRecords)
    .where(whereTrades({ ...filter, dates: [date] }))
    .orderBy(direction(tradeRecords.seq))
    .limit(slice.limit)
    .offset(slice.offset);
}

export type DateAggregate = {
  date: IsoDate;
  count: number;
  /** Shares. */
  volume: number;
  minPrice: number;
  maxPrice: number;
  /** Σ price × shares. */
  value: number;
};

/**
 * Per-date aggregates and the (date, broker) pairs of the filtered trades in ONE scan of the trade
 * records, grouped by date and the two brokers (a broker filter keeps that to a few hundred
 * groups). Needed for a broker filter: a trade crossing a broker with itself counts once.
 */
export async function findTradeAggregates(db: Db, filter: TradeFilter) {
  const groups = await db
    .select({
      date: tradeRecords.tradeDate,
      buyer: tradeRecords.buyerBroker,
      seller: tradeRecords.sellerBroker,
      count: sql<number>`count(*)`.mapWith(Number),
      volume: sql<number>`sum(${tradeRecords.volume})`.mapWith(Number),
      minPrice: sql<number>`min(${tradeRecords.price})`.mapWith(Number),
      maxPrice: sql<number>`max(${tradeRecords.price})`.mapWith(Number),
      // Exact: integer products and their sums stay far below 2^53.
      value: sql<number>`sum((${tradeRecords.price} * ${tradeRecords.volume})::float8)`.mapWith(Number),
    })
    .from(tradeRecords)
    .where(whereTrades(filter))
    .groupBy(tradeRecords.tradeDate, tradeRecords.buyerBroker, tradeRecords.sellerBroker);
  const byDate = new Map<IsoDate, DateAggregate>();
  const pairs: Array<{ date: IsoDate; broker: string }> = [];
  for (const { buyer, seller, ...group } of groups) {
    const day = byDate.get(group.date);
    if (day) {
      day.count += group.count;
      day.volume += group.volume;
      day.value += group.value;
      day.minPrice = Math.min(day.minPrice, group.minPrice);
      day.maxPrice = Math.max(day.maxPrice, group.maxPrice);
    } else {
      byDate.set(group.date, group);
    }
    pairs.push({ date: group.date, broker: buyer }, { date: group.date, broker: seller });
  }
  return { aggregates: [...byDate.values()], brokerPairs: pairs };
}

/**
 * The same aggregates from the price-level rollup, exact and far cheaper than scanning the trades:
 * usable when no broker filter is set (each price level already counts every trade once).
 */
export async function findLevelStatsByDate(
  db: Db,
  symbol: string,
  dates: readonly IsoDate[],
  price?: number,
): Promise<DateAggregate[]> {
  const p = priceLevels;
  return db
    .select({
      date: p.date,
      count: sql<number>`sum(${p.totalFreq})`.mapWith(Number),
      volume: sql<number>`sum(${p.totalLot}) * 100`.mapWith(Number),
      minPrice: sql<number>`min(${p.price})`.mapWith(Number),
      maxPrice: sql<number>`max(${p.price})`.mapWith(Number),
      value: sql<number>`sum(${p.price}::numeric * ${p.totalLot} * 100)`.mapWith(Number),
    })
    .from(p)
    .where(
      and(
        eq(p.symbol, symbol),
        inArray(p.date, [...dates]),
        price === undefined ? undefined : eq(p.price, price),
      ),
    )
    .groupBy(p.date);
}

/** Distinct (date, broker) pairs from the rollups: brokers of the stock-day, or of one price. */
export async function findLevelBrokersByDate(
  db: Db,
  symbol: string,
  dates: readonly IsoDate[],
  price?: number,
) {
  if (price === undefined) {
    return db
      .selectDistinct({ date: brokerDays.date, broker: brokerDays.broker })
      .from(brokerDays)
      .where(and(eq(brokerDays.symbol, symbol), inArray(brokerDays.date, [...dates])));
  }
  const b = brokerPriceLevels;
  return db
    .selectDistinct({ date: b.date, broker: b.broker })
    .from(b)
    .where(and(eq(b.symbol, symbol), inArray(b.date, [...dates]), eq(b.price, price)));
}

/** The filter selects' options, from the rollups: every broker and price of the stock on the dates. */
export async function findDetailFilterOptions(db: Db, symbol: string, dates: readonly IsoDate[]) {
  const [brokerRows, priceRows] = await Promise.all([
    db
      .selectDistinct({ broker: brokerDays.broker })
      .from(brokerDays)
      .where(and(eq(brokerDays.symbol, symbol), inArray(brokerDays.date, [...dates])))
      .orderBy(asc(brokerDays.broker)),
    db
      .selectDistinct({ price: priceLevels.price })
      .from(priceLevels)
      .where(and(eq(priceLevels.symbol, symbol), inArray(priceLevels.date, [...dates])))
      .orderBy(desc(priceLevels.price)),
  ]);
  return { brokers: brokerRows.map((row) => row.broker), prices: priceRows.map((row) => row.price) };
}
