import {
  DEFAULT_INVENTORY_BROKERS,
  INVENTORY_MESSAGES,
  MAX_INVENTORY_BROKERS,
  MAX_INVENTORY_RANGE_DAYS,
  type TBrokerInventory,
  type TGetInventoryData,
  type TInventoryLine,
  type TGetInventoryQuery,
} from '@pantau/contracts';
import {
  bigFive,
  buildInventory,
  classifyFlow,
  formatBillions,
  holdingAtClose,
  type BrokerDayRow,
  type IsoDate,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { checkDateRange, shiftMonths } from './flow-dates.ts';
import { findSymbolTradeDates } from './flow-lookups.repo.ts';
import { requireAsOf, requireBrokers, requireSymbol, type BrokerInfo } from './flow-lookups.service.ts';
import {
  sumBrokersByDay,
  sumBrokersByDayOnBoard,
  sumTickerByBroker,
  sumTickerByBrokerOnBoard,
} from './broker-days.repo.ts';
import { requireTradeRecords } from '../coverage/trade-records-check.ts';
import { findDailyCandles } from './inventory.repo.ts';

/**
 * Broker Inventory of one stock: candles, one cumulative net-lot line per chosen broker (from 0 at
 * the window start) with its holding valued at the last close, and the Big 5 gross & net table.
 * Window: one month back to asOf by default, at most one year; up to 10 brokers (LG, MG, BR by
 * default); one board or all of them.
 */
export async function getInventory(db: Db, query: TGetInventoryQuery): Promise<TGetInventoryData> {
  const codes = query.brokers?.length ? query.brokers : [...DEFAULT_INVENTORY_BROKERS];
  if (codes.length > MAX_INVENTORY_BROKERS) {
    throw new AppError(400, 'TOO_MANY_BROKERS', INVENTORY_MESSAGES.tooManyBrokers, 'brokers');
  }
  const asOf = await requireAsOf(db);
  const to = query.to ?? (query.from && query.from > asOf ? query.from : asOf);
  const from = query.from ?? shiftMonths(to, -1);
  checkDateRange(from, to, MAX_INVENTORY_RANGE_DAYS, INVENTORY_MESSAGES.rangeTooLong);
  const board = query.board;
  const key = `${asOf}|${query.symbol}|${codes.join(',')}|${from}|${to}|${board}`;
  return rememberAnswer(db, 'inventory', key, async () => {
    const [brokers] = await Promise.all([
      requireBrokers(db, codes, 'brokers'),
      requireSymbol(db, query.symbol),
    ]);
    const symbol = query.symbol;
    const [candles, datesNewestFirst, lineRows, windowRows] = await Promise.all([
      findDailyCandles(db, symbol, from, to),
      findSymbolTradeDates(db, symbol, { from, to }),
      board === 'ALL'
        ? sumBrokersByDay(db, symbol, codes, from, to)
        : sumBrokersByDayOnBoard(db, symbol, codes, from, to, board),
      board === 'ALL'
        ? sumTickerByBroker(db, symbol, from, to)
        : sumTickerByBrokerOnBoard(db, symbol, { from, to }, board),
    ]);
    const dates = datesNewestFirst.reverse();
    await requireTradeRecords(db, { symbol, from, to, field: 'from' }, dates);
    const lastClose = candles.at(-1)?.close ?? null;
    return {
      asOf,
      symbol,
      from,
      to,
      board,
      lastClose,
      candles,
      dates,
      brokers: withHoldings(inventoryLines(lineRows, brokers, dates), lineRows, lastClose),
      bigFive: bigFive(windowRows, [to]).map((row) => ({
        ...row,
        nbValText: formatBillions(row.nbVal),
        flow: classifyFlow(row.nbLot, row.grossLot),
      })),
    };
  });
}

/** `buildInventory` with each line labelled by its broker's name, category and colour group. */
export function inventoryLines(
  rows: Parameters<typeof buildInventory>[0],
  brokers: readonly BrokerInfo[],
  dates: readonly IsoDate[],
): TBrokerInventory[] {
  const lines = buildInventory(
    rows,
    brokers.map((broker) => broker.code),
    dates,
  );
  return lines.map((line, i) => {
    const broker = brokers[i] as BrokerInfo;
    return {
      broker: line.broker,
      name: broker.name,
      category: broker.category,
      colour: broker.colour,
      points: line.points,
    };
  });
}

function withHoldings(
  lines: TBrokerInventory[],
  rows: readonly BrokerDayRow[],
  lastClose: number | null,
): TInventoryLine[] {
  return lines.map((line) => ({
    ...line,
    holding: holdingAtClose(
      rows.filter((row) => row.broker === line.broker),
      lastClose,
    ),
  }));
}
