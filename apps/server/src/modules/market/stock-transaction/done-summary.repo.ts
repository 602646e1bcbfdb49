import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BoardFilter, BrokerPriceLevel, IsoDate, PriceLevelRow } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerPriceLevels, priceLevels } from '../../../db/market-schema.ts';

const sum = (column: unknown) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * Price levels of one stock on the dates, boards added together in SQL (or only `board`): the
 * primary key (symbol, date, board, price) serves it. Rows carry the board asked, 'RG' for ALL.
 */
export async function findPriceLevels(
  db: Db,
  symbol: string,
  dates: readonly IsoDate[],
  board: BoardFilter,
): Promise<PriceLevelRow[]> {
  const rows = await db
    .select({
      date: priceLevels.date,
      price: priceLevels.price,
      buyFreq: sum(priceLevels.buyFreq),
      buyLot: sum(priceLevels.buyLot),
      sellFreq: sum(priceLevels.sellFreq),
      sellLot: sum(priceLevels.sellLot),
      totalFreq: sum(priceLevels.totalFreq),
      totalLot: sum(priceLevels.totalLot),
    })
    .from(priceLevels)
    .where(
      and(
        eq(priceLevels.symbol, symbol),
        inArray(priceLevels.date, [...dates]),
        board === 'ALL' ? undefined : eq(priceLevels.board, board),
      ),
    )
    .groupBy(priceLevels.date, priceLevels.price);
  return rows.map((row) => ({ ...row, symbol, board: board === 'ALL' ? 'RG' : board }));
}

/** Broker × price levels of one stock on the dates, boards added together unless one is asked. */
export async function findBrokerPriceLevels(
  db: Db,
  symbol: string,
  dates: readonly IsoDate[],
  board: BoardFilter,
): Promise<BrokerPriceLevel[]> {
  const rows = await db
    .select({
      date: brokerPriceLevels.date,
      price: brokerPriceLevels.price,
      broker: brokerPriceLevels.broker,
      buyFreq: sum(brokerPriceLevels.buyFreq),
      buyLot: sum(brokerPriceLevels.buyLot),
      sellFreq: sum(brokerPriceLevels.sellFreq),
      sellLot: sum(brokerPriceLevels.sellLot),
    })
    .from(brokerPriceLevels)
    .where(
      and(
        eq(brokerPriceLevels.symbol, symbol),
        inArray(brokerPriceLevels.date, [...dates]),
        board === 'ALL' ? undefined : eq(brokerPriceLevels.board, board),
      ),
    )
    .groupBy(brokerPriceLevels.date, brokerPriceLevels.price, brokerPriceLevels.broker);
  return rows.map((row) => ({ ...row, symbol, board: board === 'ALL' ? 'RG' : board }));
}

/** Which of the dates have trade records for the stock (on any board). */
export async function findDatesWithData(db: Db, symbol: string, dates: readonly IsoDate[]) {
  const rows = await db
    .selectDistinct({ date: priceLevels.date })
    .from(priceLevels)
    .where(and(eq(priceLevels.symbol, symbol), inArray(priceLevels.date, [...dates])));
  return new Set(rows.map((row) => row.date));
}
