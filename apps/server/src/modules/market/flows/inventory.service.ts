import {
  DEFAULT_INVENTORY_BROKERS,
  MAX_INVENTORY_BROKERS,
  MAX_INVENTORY_RANGE_DAYS,
  type TBrokerInventory,
  type TGetInventoryData,
  type TGetInventoryQuery,
} from '@pantau/contracts';
import { bigFive, buildInventory, formatBillions, type IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import type { FlowsCache } from './flows-cache.ts';
import { checkDateRange, shiftMonths } from './flow-dates.ts';
import { findSymbolTradeDates } from './flow-lookups.repo.ts';
import { requireAsOf, requireBrokers, requireSymbol, type BrokerInfo } from './flow-lookups.service.ts';
import { sumBrokersByDay, sumTickerByBroker } from './broker-days.repo.ts';
import { findDailyCandles } from './inventory.repo.ts';

export const INVENTORY_MESSAGES = {
  tooManyBrokers: `Maksimal ${MAX_INVENTORY_BROKERS} broker yang bisa dipilih`,
  rangeTooLong: 'Maksimal rentang tanggal adalah 1 tahun',
} as const;

/**
 * Broker Inventory of one stock: candles, one cumulative net-lot line per chosen broker (from 0 at
 * the window start) and the Big 5 gross & net table. Window: one month back to asOf by default,
 * at most one year; up to 10 brokers (LG, MG, BR by default).
 */
export async function getInventory(
  db: Db,
  cache: FlowsCache,
  query: TGetInventoryQuery,
): Promise<TGetInventoryData> {
  const codes = query.brokers?.length ? query.brokers : [...DEFAULT_INVENTORY_BROKERS];
  if (codes.length > MAX_INVENTORY_BROKERS) {
    throw new AppError(400, 'TOO_MANY_BROKERS', INVENTORY_MESSAGES.tooManyBrokers, 'brokers');
  }
  const asOf = await requireAsOf(db);
  const to = query.to ?? (query.from && query.from > asOf ? query.from : asOf);
  const from = query.from ?? shiftMonths(to, -1);
  checkDateRange(from, to, MAX_INVENTORY_RANGE_DAYS, INVENTORY_MESSAGES.rangeTooLong);
  return cache.remember(`inventory|${asOf}|${query.symbol}|${codes.join(',')}|${from}|${to}`, async () => {
    const [brokers] = await Promise.all([
      requireBrokers(db, codes, 'brokers'),
      requireSymbol(db, query.symbol),
    ]);
    const symbol = query.symbol;
    const [candles, datesNewestFirst, lineRows, windowRows] = await Promise.all([
      findDailyCandles(db, symbol, from, to),
      findSymbolTradeDates(db, symbol, { from, to }),
      sumBrokersByDay(db, symbol, codes, from, to),
      sumTickerByBroker(db, symbol, from, to),
    ]);
    const dates = datesNewestFirst.reverse();
    return {
      asOf,
      symbol,
      from,
      to,
      candles,
      dates,
      brokers: inventoryLines(lineRows, brokers, dates),
      bigFive: bigFive(windowRows, [to]).map((row) => ({ ...row, nbValText: formatBillions(row.nbVal) })),
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
