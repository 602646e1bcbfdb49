import {
  SNAPSHOT_INVENTORY_DAYS,
  SNAPSHOT_NET_BROKERS,
  SNAPSHOT_PRICE_LEVELS,
  type TGetBrokerActivitySnapshotData,
  type TGetBrokerActivitySnapshotQuery,
} from '@pantau/contracts';
import { BIG_FIVE_BROKERS, buildDoneSummary, emptyDoneCell, summarizeBrokers } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { rememberAnswer } from '../answer-cache.ts';
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { requireAsOf, requireBrokers, requireSymbol } from '../flows/flow-lookups.service.ts';
import { sumBrokersByDay, sumTickerByBroker } from '../flows/broker-days.repo.ts';
import { findPriceLevels } from '../stock-transaction/done-summary.repo.ts';
import { inventoryLines } from '../broker-activity/inventory.service.ts';

/**
 * The dashboard's Bandarmology sections in one answer: the latest day's busiest price levels and
 * top net buyers/sellers, and the Big 5 brokers' inventory lines over the last 20 trade dates.
 */
export async function getBrokerActivitySnapshot(
  db: Db,
  query: TGetBrokerActivitySnapshotQuery,
): Promise<TGetBrokerActivitySnapshotData> {
  const asOf = await requireAsOf(db);
  const { symbol } = query;
  return rememberAnswer(db, 'broker-snapshot', `${asOf}|${symbol}`, async () => {
    await requireSymbol(db, symbol);
    const recent = await findSymbolTradeDates(db, symbol, { to: asOf, limit: SNAPSHOT_INVENTORY_DAYS });
    const date = recent[0] ?? null;
    const dates = recent.reverse();
    const brokers = await requireBrokers(db, BIG_FIVE_BROKERS);
    if (date === null) {
      return {
        asOf,
        symbol,
        date,
        doneSummary: { rows: [], total: emptyDoneCell() },
        netBuyers: [],
        netSellers: [],
        inventory: { dates, brokers: inventoryLines([], brokers, dates) },
      };
    }
    const [levels, dayRows, lineRows] = await Promise.all([
      findPriceLevels(db, symbol, [date], 'ALL'),
      sumTickerByBroker(db, symbol, date, date),
      sumBrokersByDay(db, symbol, BIG_FIVE_BROKERS, dates[0] as string, date),
    ]);
    const summary = buildDoneSummary(levels, [date]);
    const busiest = summary.rows
      .map((row) => ({ price: row.price, cell: row.cells[0] ?? emptyDoneCell() }))
      .sort((a, b) => b.cell.tLot - a.cell.tLot || b.price - a.price)
      .slice(0, SNAPSHOT_PRICE_LEVELS)
      .sort((a, b) => b.price - a.price);
    const { netBuyers, netSellers } = summarizeBrokers(dayRows, { symbol });
    return {
      asOf,
      symbol,
      date,
      doneSummary: { rows: busiest, total: summary.total[0] ?? emptyDoneCell() },
      netBuyers: netBuyers.slice(0, SNAPSHOT_NET_BROKERS),
      netSellers: netSellers.slice(0, SNAPSHOT_NET_BROKERS),
      inventory: { dates, brokers: inventoryLines(lineRows, brokers, dates) },
    };
  });
}
