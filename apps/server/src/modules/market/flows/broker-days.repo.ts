import { and, between, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Board, BrokerDayRow, InvestorType, IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { brokerBoardDays as b, brokerDays } from '../../../db/market-schema.ts';
import type { DateWindow } from './flow-dates.ts';

/** The window's range, narrowed to its picked dates when it has them. */
function inWindow(column: AnyColumn, window: DateWindow) {
  return window.dates ? inArray(column, window.dates) : between(column, window.from, window.to);
}

const sum = (column: unknown) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * Rows summed over the window carry its last date; `byDate` keeps one row per date instead, for
 * a window a corporate action cuts (see window-adjustment.ts).
 */
const dateOr = (column: AnyColumn, byDate: boolean, window: DateWindow) =>
  byDate ? sql<IsoDate>`${column}::text` : sql<IsoDate>`${window.to}::text`;

const brokerDayTotals = {
  buyLot: sum(brokerDays.buyLot),
  buyValue: sum(brokerDays.buyValue),
  buyFreq: sum(brokerDays.buyFreq),
  sellLot: sum(brokerDays.sellLot),
  sellValue: sum(brokerDays.sellValue),
  sellFreq: sum(brokerDays.sellFreq),
};

const boardDayTotals = {
  buyLot: sum(b.buyLot),
  buyValue: sum(b.buyValue),
  buyFreq: sum(b.buyFreq),
  sellLot: sum(b.sellLot),
  sellValue: sum(b.sellValue),
  sellFreq: sum(b.sellFreq),
};

/**
 * One broker's totals per ticker over the dates, every board and client type (index broker, date).
 * Rows come back summed per ticker, dated `to`.
 */
export async function sumBrokerByTicker(
  db: Db,
  broker: string,
  window: DateWindow,
  { byDate = false } = {},
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ symbol: brokerDays.symbol, date: dateOr(brokerDays.date, byDate, window), ...brokerDayTotals })
    .from(brokerDays)
    .where(and(eq(brokerDays.broker, broker), inWindow(brokerDays.date, window)))
    .groupBy(brokerDays.symbol, ...(byDate ? [brokerDays.date] : []));
  return rows.map((row) => ({ ...row, broker, investorType: 'D' as InvestorType }));
}

/** The same on one board (index broker, date). */
export async function sumBrokerByTickerOnBoard(
  db: Db,
  broker: string,
  window: DateWindow,
  board: Board,
  { byDate = false } = {},
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ symbol: b.symbol, date: dateOr(b.date, byDate, window), ...boardDayTotals })
    .from(b)
    .where(and(eq(b.broker, broker), inWindow(b.date, window), eq(b.board, board)))
    .groupBy(b.symbol, ...(byDate ? [b.date] : []));
  return rows.map((row) => ({ ...row, broker, investorType: 'D' as InvestorType }));
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
  { byDate = false } = {},
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: brokerDays.broker, date: dateOr(brokerDays.date, byDate, window), ...brokerDayTotals })
    .from(brokerDays)
    .where(
      and(
        eq(brokerDays.symbol, symbol),
        inWindow(brokerDays.date, window),
        investorType ? eq(brokerDays.investorType, investorType) : undefined,
      ),
    )
    .groupBy(brokerDays.broker, ...(byDate ? [brokerDays.date] : []));
  return rows.map((row) => ({ ...row, symbol, investorType: investorType ?? 'D' }));
}

/** The same on one board, client types added together (primary key symbol, date, board). */
export async function sumTickerByBrokerOnBoard(
  db: Db,
  symbol: string,
  window: DateWindow,
  board: Board,
  { byDate = false } = {},
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: b.broker, date: dateOr(b.date, byDate, window), ...boardDayTotals })
    .from(b)
    .where(and(eq(b.symbol, symbol), inWindow(b.date, window), eq(b.board, board)))
    .groupBy(b.broker, ...(byDate ? [b.date] : []));
  return rows.map((row) => ({ ...row, symbol, investorType: 'D' as InvestorType }));
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

/** The same on one board (primary-key range symbol, date, board). */
export async function sumBrokersByDayOnBoard(
  db: Db,
  symbol: string,
  brokers: readonly string[],
  from: IsoDate,
  to: IsoDate,
  board: Board,
): Promise<BrokerDayRow[]> {
  const rows = await db
    .select({ broker: b.broker, date: b.date, ...boardDayTotals })
    .from(b)
    .where(
      and(
        eq(b.symbol, symbol),
        between(b.date, from, to),
        eq(b.board, board),
        inArray(b.broker, [...brokers]),
      ),
    )
    .groupBy(b.broker, b.date);
  return rows.map((row) => ({ ...row, symbol, investorType: 'D' as InvestorType }));
}
