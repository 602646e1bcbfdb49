import { desc, eq, max } from 'drizzle-orm';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerMarketDays, brokers } from '../../../db/market-schema.ts';

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
