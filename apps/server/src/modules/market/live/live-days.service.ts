import type { IsoDate } from '@pantau/market';
import type { Database, Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/errors.ts';
import { hasTradeRecords } from '../export/trade-records.repo.ts';
import { loadInstrumentSymbols } from '../import/import.repo.ts';
import { isLiveDay, listLiveDays as readLiveDays, type LiveDayRow } from './live-days.repo.ts';
import type { LiveTrade } from './live-trade.ts';

/** Days being fed live, newest first, with the trade numbers no batch has brought yet. */
export function listLiveDays(db: Db): Promise<LiveDayRow[]> {
  return readLiveDays(db);
}

/** A live batch holds today's trades of listed stocks only; the first row that is not is refused, by number. */
export async function checkBatchTrades(db: Db, today: IsoDate, trades: readonly LiveTrade[]): Promise<void> {
  const symbols = await loadInstrumentSymbols(db);
  trades.forEach((trade, index) => {
    if (trade.date !== today) {
      throw badRequest(`row ${index + 1}: trxDate ${trade.date} is not today (${today} WIB)`);
    }
    if (!symbols.has(trade.symbol)) throw badRequest(`row ${index + 1}: unknown stock ${trade.symbol}`);
  });
}

/** Whether `date` is being fed live (its figures move until the end-of-day file replaces them). */
export function isLiveTradeDay(db: Db, date: IsoDate): Promise<boolean> {
  return isLiveDay(db, date);
}

/** Whether `date` already has its end-of-day trade records (it is not, or no longer, fed live). */
export async function isFinalTradeDay(database: Database, date: IsoDate): Promise<boolean> {
  return !(await isLiveDay(database.db, date)) && (await hasTradeRecords(database, date));
}
