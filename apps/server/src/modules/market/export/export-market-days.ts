import { join } from 'node:path';
import type { IsoDate } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { compactDate, type ExportedFile } from './export-files.ts';
import {
  findBrokerDayTotals,
  findDailyBars,
  findIndexDays,
  findOwnershipMonth,
  findStockDays,
  findStoredDayRange,
  findStoredDays,
} from './export.repo.ts';
import { toBalanceposRecords, toIndexSummaryRecords, toStockSummaryRecords } from './export-records.ts';
import { hasTradeRecords, readTradeRecords } from './trade-records.repo.ts';
import { balanceposFileName, writeBalanceposZip } from './write-balancepos.ts';
import { writeBrokerSummaryJson, writeBrokerSummaryXlsx } from './write-broker-summary.ts';
import { writeDailyBarsCsv } from './write-daily-bars.ts';
import { writeIndexSummaryJson, writeIndexSummaryXlsx } from './write-index-summary.ts';
import { writeStockSummaryJson, writeStockSummaryXlsx } from './write-stock-summary.ts';
import { writeTradeRecords } from './write-trade-records.ts';

/** A request the stored market cannot answer (no such day, nothing stored). */
export class ExportError extends Error {
  override name = 'ExportError';
}

export type ExportOptions = {
  /** The (last) day to export; by default the last stored trading day. */
  date?: IsoDate;
  /** How many stored trading days up to that day; 1 by default. */
  days?: number;
  /** Called after each file is written. */
  onFile?: (file: ExportedFile) => void;
};

export type ExportResult = { days: IsoDate[]; files: ExportedFile[]; notes: string[] };

/**
 * Writes the stored market's days as the files IDX and KSEI publish, one folder per kind:
 * trades/<yyyymmdd>.csv.gz, stock-summary/<yyyymmdd>.json|.xlsx, index-summary/…, broker-summary/…,
 * ksei/BalanceposEfek<yyyymmdd>.zip (the month end at or before each day), bars/<yyyymmdd>.csv.
 * Formats: docs in each writer and shared data-sources.md. A day without trade records gets no
 * trades or broker summary file (the broker totals come from the trades), and says so in `notes`.
 */
export async function exportMarketDays(
  database: Database,
  dir: string,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const days = await chooseDays(database, options);
  const files: ExportedFile[] = [];
  const notes: string[] = [];
  const wrote = (path: string, rows: number) => {
    const file = { path, rows };
    files.push(file);
    options.onFile?.(file);
  };
  const months = new Set<IsoDate>();

  for (const date of days) {
    const name = compactDate(date);
    if (await hasTradeRecords(database, date)) {
      const path = join(dir, 'trades', `${name}.csv.gz`);
      wrote(path, await readTradeRecords(database, date, (trades) => writeTradeRecords(path, trades)));
      const brokers = await findBrokerDayTotals(database, date);
      const records = brokers.map((broker) => ({ date, ...broker }));
      await writeBrokerSummaryJson(join(dir, 'broker-summary', `${name}.json`), records);
      wrote(join(dir, 'broker-summary', `${name}.json`), records.length);
      await writeBrokerSummaryXlsx(join(dir, 'broker-summary', `${name}.xlsx`), records);
      wrote(join(dir, 'broker-summary', `${name}.xlsx`), records.length);
    } else {
      notes.push(`${date} has no trade records: no trades or broker summary file for it`);
    }

    const stocks = toStockSummaryRecords(date, await findStockDays(database, date));
    await writeStockSummaryJson(join(dir, 'stock-summary', `${name}.json`), stocks);
    wrote(join(dir, 'stock-summary', `${name}.json`), stocks.length);
    await writeStockSummaryXlsx(join(dir, 'stock-summary', `${name}.xlsx`), date, stocks);
    wrote(join(dir, 'stock-summary', `${name}.xlsx`), stocks.length);

    const indices = toIndexSummaryRecords(date, await findIndexDays(database, date));
    if (indices.length > 0) {
      await writeIndexSummaryJson(join(dir, 'index-summary', `${name}.json`), indices);
      wrote(join(dir, 'index-summary', `${name}.json`), indices.length);
      await writeIndexSummaryXlsx(join(dir, 'index-summary', `${name}.xlsx`), indices);
      wrote(join(dir, 'index-summary', `${name}.xlsx`), indices.length);
    } else {
      notes.push(`${date} has no index levels: no index summary file for it`);
    }

    const bars = await findDailyBars(database, date);
    await writeDailyBarsCsv(join(dir, 'bars', `${name}.csv`), bars);
    wrote(join(dir, 'bars', `${name}.csv`), bars.length);

    const month = await findOwnershipMonth(database, date);
    if (!month) notes.push(`no ownership composition is stored for a month end on or before ${date}`);
    else if (!months.has(month.asOf)) {
      months.add(month.asOf);
      const records = toBalanceposRecords(month.asOf, month.stocks);
      const path = join(dir, 'ksei', `${balanceposFileName(month.asOf)}.zip`);
      await writeBalanceposZip(path, month.asOf, records);
      wrote(path, records.length);
    }
  }
  return { days, files, notes };
}

async function chooseDays(database: Database, options: ExportOptions): Promise<IsoDate[]> {
  const range = await findStoredDayRange(database);
  if (!range) throw new ExportError('No market is stored yet: run `npm run seed` first.');
  const count = options.days ?? 1;
  if (!Number.isInteger(count) || count < 1) throw new ExportError(`--days must be a positive whole number`);
  if (options.date === undefined) return findStoredDays(database, null, count);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date)) {
    throw new ExportError(`--date must be a date like 2026-06-12, not '${options.date}'`);
  }
  const days = await findStoredDays(database, options.date, count);
  if (days.at(-1) !== options.date) {
    throw new ExportError(
      `${options.date} is not a stored trading day (the market holds ${range.first} to ${range.last}; ` +
        'weekends and exchange holidays have no data).',
    );
  }
  return days;
}
