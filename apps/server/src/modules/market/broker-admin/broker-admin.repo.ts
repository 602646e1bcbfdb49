import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brokerDays, brokerMarketDays, brokers } from '../../../db/market-schema.ts';

export type BrokerRow = typeof brokers.$inferSelect;

// One backward probe of the (broker, date) index per broker and month table, not a scan.
const lastTradeDay = sql<string | null>`(select ${brokerDays.date}::text from ${brokerDays}
  where ${brokerDays.broker} = ${brokers.code} order by ${brokerDays.date} desc limit 1)`;
const lastSummaryDay = sql<string | null>`(select ${brokerMarketDays.date}::text from ${brokerMarketDays}
  where ${brokerMarketDays.broker} = ${brokers.code} order by ${brokerMarketDays.date} desc limit 1)`;

/** Every broker (or one) with the last day it traded or had a Broker Summary row. */
export async function listBrokersWithActivity(db: Db, code?: string) {
  return db
    .select({ broker: brokers, lastTradeDay, lastSummaryDay })
    .from(brokers)
    .where(code ? eq(brokers.code, code) : undefined)
    .orderBy(asc(brokers.code));
}

export async function updateBroker(
  db: Db,
  code: string,
  changes: Partial<Pick<BrokerRow, 'name' | 'category' | 'colour' | 'retiredOn'>>,
): Promise<BrokerRow | null> {
  const [row] = await db.update(brokers).set(changes).where(eq(brokers.code, code)).returning();
  return row ?? null;
}
