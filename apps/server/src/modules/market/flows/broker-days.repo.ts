import { and, between, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Board, BrokerDayRow, InvestorType, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerDays, brokerPriceLevels } from '../../../db/market-schema.ts';
import type { DateWindow } from './flow-dates.ts';

/** The window's range, narrowed to its picked dates when it has them. */
function inWindow(column: AnyColumn, window: DateWindow) {
  return window.dates ? inArray(column, window.dates) : between(column, window.from, window.to);
}

const sum = (column: unknown) => sql<number>`sum(${column})`.mapWith(Number);

const brokerDayTotals = {
  buyLot: sum(brokerDays.buyLot),
  buyValue: sum(brokerDays.buyValue),
  buyFreq: sum(brokerDays.buyFreq),
  sellLot: sum(brokerDays.sellLot),
  sellValue: sum(brokerDays.sellValue),
  sellFreq: sum(brokerDays.sellFreq),
};

/**
 * One broker's totals per ticker over the dates, every board and client type (index broker, date).
 * Rows come back summed per ticker, dated `to`.
 */
export async function sumBrokerByTicker(db: Db, broker: string, window: DateWindow): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ symbol: brokerDays.symbol, ...brokerDayTotals })
    .from(brokerDays)
    .where(and(eq(brokerDays.broker, broker), inWindow(brokerDays.date, window)))
    .groupBy(brokerDays.symbol);
  return rows.map((row) => ({ ...row, broker, date: window.to, investorType: 'D' as InvestorType }));
}

/**
 * The same on one board, from the broker × price rollup (value = Σ price × lots × 100, exact at a
 * price level). The tickers the broker traded come from broker_days first, so only their primary-key
 * ranges of broker_price_levels are read.
 */
export async function sumBrokerByTickerOnBoard(
  db: Db,
  broker: string,
  window: DateWindow,
  board: Board,
): Promise<BrokerDayRow[]> {
  const tickers = db
    .selectDistinct({ symbol: brokerDays.symbol })
    .from(brokerDays)
    .where(and(eq(brokerDays.broker, broker), inWindow(brokerDays.date, window)));
  const p = brokerPriceLevels;
  const rows = await db
    .select({
      symbol: p.symbol,
      buyLot: sum(p.buyLot),
      buyValue: sql<number>`sum(${p.price}::numeric * ${p.buyLot} * 100)`.mapWith(Number),
      buyFreq: sum(p.buyFreq),
      sellLot: sum(p.sellLot),
      sellValue: sql<number>`sum(${p.price}::numeric * ${p.sellLot} * 100)`.mapWith(Number),
      sellFreq: sum(p.sellFreq),
    })
    .from(p)
    .where(
      and(inArray(p.symbol, tickers), inWindow(p.date, window), eq(p.board, board), eq(p.broker, broker)),
    )
    .groupBy(p.symbol);
  return rows.map((row) => ({ ...row, broker, date: window.to, investorType: 'D' as InvestorType }));
}

/** Every broker's totals in one stock over the dates (primary key symbol, date), per broker. */
export function sumTickerByBroker(
  db: Db,
  symbol: string,
  from: IsoDate,
  to: IsoDate,
  investorType?: InvestorType,
): Promise<BrokerDayRow[]> {
  return sumTickerByBrokerInWindow(db, symbol, { from, to }, investorType);
}

/** The same over a window that may pick separate dates. */
export async function sumTickerByBrokerInWindow(
  db: Db,
  symbol: string,
  window: DateWindow,
  investorType?: InvestorType,
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: brokerDays.broker, ...brokerDayTotals })
    .from(brokerDays)
    .where(
      and(
        eq(brokerDays.symbol, symbol),
        inWindow(brokerDays.date, window),
        investorType ? eq(brokerDays.investorType, investorType) : undefined,
      ),
    )
    .groupBy(brokerDays.broker);
  return rows.map((row) => ({ ...row, symbol, date: window.to, investorType: investorType ?? 'D' }));
}

/** The same on one board, from the broker × price rollup (client types added together). */
export async function sumTickerByBrokerOnBoard(
  db: Db,
  symbol: string,
  window: DateWindow,
  board: Board,
): Promise<BrokerDayRow[]> {
  const p = brokerPriceLevels;
  const rows = await db
    .select({
      broker: p.broker,
      buyLot: sum(p.buyLot),
      buyValue: sql<number>`sum(${p.price}::numeric * ${p.buyLot} * 100)`.mapWith(Number),
      buyFreq: sum(p.buyFreq),
      sellLot: sum(p.sellLot),
      sellValue: sql<number>`sum(${p.price}::numeric * ${p.sellLot} * 100)`.mapWith(Number),
      sellFreq: sum(p.sellFreq),
    })
    .from(p)
    .where(and(eq(p.symbol, symbol), inWindow(p.date, window), eq(p.board, board)))
    .groupBy(p.broker);
  return rows.map((row) => ({ ...row, symbol, date: window.to, investorType: 'D' as InvestorType }));
}

/** Chosen brokers' daily totals in one stock (client types added together), for inventory lines. */
export async function sumBrokersByDay(
  db: Db,
  symbol: string,
  brokers: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: brokerDays.broker, date: brokerDays.date, ...brokerDayTotals })
    .from(brokerDays)
    .where(
      and(
        eq(brokerDays.symbol, symbol),
        between(brokerDays.date, from, to),
        inArray(brokerDays.broker, [...brokers]),
      ),
    )
    .groupBy(brokerDays.broker, brokerDays.date);
  return rows.map((row) => ({ ...row, symbol, investorType: 'D' as InvestorType }));
}
