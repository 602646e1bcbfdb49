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
  adjustBars,
  adjustBrokerLots,
  holdingAtClose,
  type Adjustment,
  type BrokerDayRow,
  type IsoDate,
} from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { shiftDate } from '../technical-analysis/chart-time.ts';
import { loadAdjustments } from '../corporate-actions/adjusted-prices.ts';
import { checkDateRange, shiftMonths } from '../flows/flow-dates.ts';
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import {
  requireAsOf,
  requireBrokers,
  requireSymbol,
  type BrokerInfo,
} from '../flows/flow-lookups.service.ts';
import {
  sumBrokersByDay,
  sumBrokersByDayOnBoard,
  sumTickerByBroker,
  sumTickerByBrokerOnBoard,
} from '../flows/broker-days.repo.ts';
import { requireTradeRecords } from '../coverage/trade-records-check.ts';
import { totalAdjusted } from '../flows/window-adjustment.ts';
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
    const adjustments = (await loadAdjustments(db, asOf)).get(symbol) ?? [];
    const [rawCandles, datesNewestFirst, rawLineRows, windowRows] = await Promise.all([
      findDailyCandles(db, symbol, from, to),
      findSymbolTradeDates(db, symbol, { from, to }),
      board === 'ALL'
        ? sumBrokersByDay(db, symbol, codes, from, to)
        : sumBrokersByDayOnBoard(db, symbol, codes, from, to, board),
      sumWindowAdjusted(adjustments, from, to, (window) =>
        board === 'ALL'
          ? sumTickerByBroker(db, symbol, window.from, window.to)
          : sumTickerByBrokerOnBoard(db, symbol, window, board),
      ),
    ]);
    const candles = adjustBars(rawCandles, adjustments);
    const lineRows = adjustBrokerLots(rawLineRows, adjustments);
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

/**
 * Each broker's totals over the window in today's shares: summed per stretch between ex-dates
 * (one query each; usually the whole window is one stretch), each stretch's lots adjusted, then
 * added up by broker.
 */
async function sumWindowAdjusted(
  adjustments: readonly Adjustment[],
  from: IsoDate,
  to: IsoDate,
  sum: (window: { from: IsoDate; to: IsoDate }) => Promise<BrokerDayRow[]>,
): Promise<BrokerDayRow[]> {
  const cuts = adjustments.map((adjustment) => adjustment.exDate).filter((date) => date > from && date <= to);
  if (cuts.length === 0) return adjustBrokerLots(await sum({ from, to }), adjustments);
  const starts = [from, ...cuts];
  const stretches = await Promise.all(
    starts.map((start, i) =>
      sum({ from: start, to: i + 1 < starts.length ? dayBefore(starts[i + 1]!) : to }),
    ),
  );
  // Rows of a window carry its end date; the stretch's start is what its factor depends on.
  const rows = stretches.flatMap((list, i) => list.map((row) => ({ ...row, date: starts[i]! })));
  return totalAdjusted(
    rows,
    () => adjustments,
    (row) => row.broker,
    to,
  );
}

const dayBefore = (date: IsoDate) => shiftDate(date, { days: -1 });

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
