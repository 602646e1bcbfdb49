import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Board, BrokerDayRow, InvestorType, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerPriceLevels, dailyBars } from '../../../db/market-schema.ts';

/** Daily candles of one stock in the window, oldest first (primary key symbol, date). */
export async function findDailyCandles(db: Db, symbol: string, from: IsoDate, to: IsoDate) {
  return db
    .select({
      date: dailyBars.date,
      open: dailyBars.open,
      high: dailyBars.high,
      low: dailyBars.low,
      close: dailyBars.close,
      volume: dailyBars.volume,
    })
    .from(dailyBars)
    .where(and(eq(dailyBars.symbol, symbol), between(dailyBars.date, from, to)))
    .orderBy(asc(dailyBars.date));
}

const sum = (column: unknown) => sql<number>`sum(${column})`.mapWith(Number);
const p = brokerPriceLevels;
/** Totals from the broker × price rollup: value = Σ price × lots × 100, exact at a price level. */
const priceLevelTotals = {
  buyLot: sum(p.buyLot),
  buyValue: sql<number>`sum(${p.price}::numeric * ${p.buyLot} * 100)`.mapWith(Number),
  buyFreq: sum(p.buyFreq),
  sellLot: sum(p.sellLot),
  sellValue: sql<number>`sum(${p.price}::numeric * ${p.sellLot} * 100)`.mapWith(Number),
  sellFreq: sum(p.sellFreq),
};

/** Chosen brokers' daily totals in one stock on one board (primary-key range symbol, date, board). */
export async function sumBrokersByDayOnBoard(
  db: Db,
  symbol: string,
  brokers: readonly string[],
  from: IsoDate,
  to: IsoDate,
  board: Board,
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: p.broker, date: p.date, ...priceLevelTotals })
    .from(p)
    .where(
      and(
        eq(p.symbol, symbol),
        between(p.date, from, to),
        eq(p.board, board),
        inArray(p.broker, [...brokers]),
      ),
    )
    .groupBy(p.broker, p.date);
  return rows.map((row) => ({ ...row, symbol, investorType: 'D' as InvestorType }));
}

/** Every broker's totals in one stock on one board over the dates, dated `to` (for the Big 5). */
export async function sumTickerByBrokerOnBoard(
  db: Db,
  symbol: string,
  from: IsoDate,
  to: IsoDate,
  board: Board,
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: p.broker, ...priceLevelTotals })
    .from(p)
    .where(and(eq(p.symbol, symbol), between(p.date, from, to), eq(p.board, board)))
    .groupBy(p.broker);
  return rows.map((row) => ({ ...row, symbol, date: to, investorType: 'D' as InvestorType }));
}
