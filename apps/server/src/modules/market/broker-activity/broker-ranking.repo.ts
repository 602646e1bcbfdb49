import { and, desc, eq, gt, lt, max, min, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerDays, brokerMarketDays, brokers, stockTradeDays } from '../../../db/market-schema.ts';

export async function findLatestBrokerMarketDate(db: Db): Promise<IsoDate | null> {
  const [row] = await db.select({ last: max(brokerMarketDays.date) }).from(brokerMarketDays);
  return row?.last ?? null;
}

/**
 * The nearest days before and after `date` with a Broker Summary or trade records: four look-ups
 * on the date indexes of broker_market_days and stock_trade_days.
 */
export async function findAdjacentRankingDates(
  db: Db,
  date: IsoDate,
): Promise<{ previous: IsoDate | null; next: IsoDate | null }> {
  const [summaryBefore, summaryAfter, tradesBefore, tradesAfter] = await Promise.all([
    db
      .select({ day: max(brokerMarketDays.date) })
      .from(brokerMarketDays)
      .where(lt(brokerMarketDays.date, date)),
    db
      .select({ day: min(brokerMarketDays.date) })
      .from(brokerMarketDays)
      .where(gt(brokerMarketDays.date, date)),
    db
      .select({ day: max(stockTradeDays.date) })
      .from(stockTradeDays)
      .where(lt(stockTradeDays.date, date)),
    db
      .select({ day: min(stockTradeDays.date) })
      .from(stockTradeDays)
      .where(gt(stockTradeDays.date, date)),
  ]);
  const days = (rows: { day: IsoDate | null }[][]) =>
    rows.map((row) => row[0]?.day ?? null).filter((day): day is IsoDate => day !== null);
  const before = days([summaryBefore, tradesBefore]).sort();
  const after = days([summaryAfter, tradesAfter]).sort();
  return { previous: before.at(-1) ?? null, next: after[0] ?? null };
}

/** One day's market-wide broker totals with each broker's name and group, by value, largest first. */
export async function findBrokerMarketDay(db: Db, date: IsoDate) {
  return db
    .select({
      code: brokerMarketDays.broker,
      name: brokers.name,
      category: brokers.category,
      colour: brokers.colour,
      volume: brokerMarketDays.volume,
      value: brokerMarketDays.value,
      frequency: brokerMarketDays.frequency,
    })
    .from(brokerMarketDays)
    .innerJoin(brokers, eq(brokers.code, brokerMarketDays.broker))
    .where(eq(brokerMarketDays.date, date))
    .orderBy(desc(brokerMarketDays.value), brokerMarketDays.broker);
}

const value = sql<number>`sum(${brokerDays.buyValue} + ${brokerDays.sellValue})`.mapWith(Number);

/**
 * The same totals summed from the per-stock broker rollup of the trade records: every stock, board
 * and client type, bought plus sold. broker_days counts lots; volume is in shares as the Broker
 * Summary gives it.
 */
export async function sumBrokerTradeDay(db: Db, date: IsoDate) {
  return db
    .select({
      code: brokers.code,
      name: brokers.name,
      category: brokers.category,
      colour: brokers.colour,
      volume: sql<number>`sum(${brokerDays.buyLot} + ${brokerDays.sellLot}) * 100`.mapWith(Number),
      value,
      frequency: sql<number>`sum(${brokerDays.buyFreq} + ${brokerDays.sellFreq})`.mapWith(Number),
    })
    .from(brokers)
    .innerJoin(brokerDays, and(eq(brokerDays.broker, brokers.code), eq(brokerDays.date, date)))
    .groupBy(brokers.code)
    .orderBy(desc(value), brokers.code);
}
