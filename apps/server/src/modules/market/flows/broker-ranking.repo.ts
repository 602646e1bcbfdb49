import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerDays, brokerMarketDays, brokers } from '../../../db/market-schema.ts';

export async function findLatestBrokerMarketDate(db: Db): Promise<IsoDate | null> {
  const [row] = await db.select({ last: max(brokerMarketDays.date) }).from(brokerMarketDays);
  return row?.last ?? null;
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
