import { ERROR_CODES, formatMarketDate, formatMarketDateRange } from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  findMarketTradeRecordSpan,
  findSymbolTradeRecordSpan,
  findTradingDays,
  findTradingDaysAmong,
} from './coverage.repo.ts';
import { findTradeRecordsDropped } from '../month-partitions.ts';

/** What a trade-record screen asked for: one stock or (broker screens) the whole market. */
export type TradeRecordRequest = {
  symbol?: string;
  /** Picked dates, or every day from `from` to `to`. */
  dates?: readonly IsoDate[];
  from: IsoDate;
  to: IsoDate;
  /** The query field the message is about. */
  field: string;
};

/**
 * A trade-record screen (broker summary, inventory, transaction, done summary/detail, footprint)
 * whose dates are trading days without trade records answers NO_TRADE_RECORDS naming the dates that
 * have them, never zeros that look like a quiet day: with only a Stock Summary stored, the market had
 * the day but Pantau cannot see who traded. Dates outside the calendar (weekends, holidays) keep the
 * screen's usual empty answer. `withRecords` are the requested dates that have trade records.
 */
export async function requireTradeRecords(
  db: Db,
  request: TradeRecordRequest,
  withRecords: readonly IsoDate[],
): Promise<void> {
  if (withRecords.length > 0) return;
  const marketDays = request.dates
    ? await findTradingDaysAmong(db, request.dates)
    : await findTradingDays(db, request);
  if (marketDays.length === 0) return;
  const described = request.dates
    ? listDates(marketDays)
    : formatMarketDateRange(marketDays[0]!, marketDays.at(-1)!);
  throw await noTradeRecordsError(db, request.symbol, described, request.field);
}

/**
 * NO_TRADE_RECORDS for the dates described, e.g. 'No trade records for BBRI on 12 Jun 2026. Trade
 * records for BBRI are stored for 2 Jan 2026 – 11 Jun 2026.'
 */
export async function noTradeRecordsError(
  db: Db,
  symbol: string | undefined,
  dates: string,
  field: string,
): Promise<AppError> {
  const span = symbol ? await findSymbolTradeRecordSpan(db, symbol) : await findMarketTradeRecordSpan(db);
  const asked = symbol ? `for ${symbol} on ${dates}` : `for ${dates}`;
  const stored = span
    ? `Trade records${symbol ? ` for ${symbol}` : ''} are stored for ${formatMarketDateRange(span.first, span.last)}.`
    : `No trade records are stored${symbol ? ` for ${symbol}` : ''} yet.`;
  return new AppError(404, ERROR_CODES.noTradeRecords, `No trade records ${asked}. ${stored}`, field);
}

/**
 * Done Detail lists the trades themselves, which TRADE_RECORDS_RETENTION_DAYS drops after a while
 * while the rollups stay: a date before the kept span answers NO_TRADE_RECORDS saying so, and where
 * that day can still be seen, instead of the stored span alone.
 */
export async function requireKeptTradeRecords(
  db: Db,
  symbol: string,
  dates: readonly IsoDate[],
  field: string,
): Promise<void> {
  const dropped = await findTradeRecordsDropped(db);
  const gone = dropped ? dates.filter((date) => date < dropped.before) : [];
  if (!dropped || gone.length === 0) return;
  throw new AppError(
    404,
    ERROR_CODES.noTradeRecords,
    `Trade records before ${formatMarketDate(dropped.before)} are no longer kept (this server keeps ` +
      `${dropped.days} days of them), so ${symbol} on ${listDates(gone)} cannot be listed trade by trade. ` +
      `Done Summary, Broker Summary and Broker Inventory still cover ${gone.length === 1 ? 'that day' : 'those days'}.`,
    field,
  );
}

/** Picked dates one by one: '8 Jun 2026, 10 Jun 2026'. */
function listDates(dates: readonly IsoDate[]): string {
  return dates.map(formatMarketDate).join(', ');
}
