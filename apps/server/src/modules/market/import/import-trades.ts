import type { IsoDate, Trade } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { analyzeMarketTables, replaceTradeDay } from '../market-ingest.service.ts';
import { openCsvStream, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { loadBrokerCodes, loadInstrumentSymbols } from './import.repo.ts';
import { parseTradeRecord, tradeRecordColumns } from './trade-record.ts';

export type TradesImportOptions = {
  onProgress?: ImportProgress;
  /** Called after each stored day. */
  onDay?: (result: { date: IsoDate; trades: number; symbols: number }) => void;
};

/**
 * IDX trade records (format in trade-record.ts) grouped per trade date: each date goes through
 * replaceTradeDay, so the stocks in the file have that day replaced atomically with every rollup,
 * their daily bars and the index levels; a crash leaves earlier days stored and the current day as
 * it was.
 *
 * Memory: the file streams, but one day's trades are held in memory to be replaced as a unit
 * (a full IDX day, ~1.5 M trades, takes well under 1 GB). Days must come in runs: a date
 * reappearing after another date would replace its first part, so those rows are skipped and
 * counted instead (sort the file by trxDate).
 */
export async function importTrades(
  database: Database,
  file: string,
  options: TradesImportOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const db = database.db;
  const csv = await openCsvStream(file, options.onProgress);
  const columns = tradeRecordColumns(csv.header);
  const symbols = await loadInstrumentSymbols(db);
  const brokers = await loadBrokerCodes(db);
  const unknownBrokers = new Set<string>();
  const recorder = new SummaryRecorder('trades', file);
  const storedDays: IsoDate[] = [];
  // Typed by assertion: storeDay reads it from a closure, which narrowing cannot see.
  let day = null as { date: IsoDate; trades: Trade[] } | null;

  const storeDay = async () => {
    if (!day || day.trades.length === 0) return;
    const result = await replaceTradeDay(database, day.date, day.trades);
    storedDays.push(day.date);
    recorder.imported(day.trades.length);
    options.onDay?.(result);
  };

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const trade = parseTradeRecord(cells, columns);
    if ('reason' in trade) {
      recorder.skip(row, trade.reason);
      continue;
    }
    if (!symbols.has(trade.symbol)) {
      recorder.skip(row, `unknown stock ${trade.symbol}`);
      continue;
    }
    if (day?.date !== trade.date) {
      if (storedDays.includes(trade.date)) {
        recorder.skip(row, `trxDate ${trade.date} appears again after other dates; sort the file by trxDate`);
        continue;
      }
      await storeDay();
      day = { date: trade.date, trades: [] };
    }
    for (const code of [trade.buyerBroker, trade.sellerBroker])
      if (!brokers.has(code)) unknownBrokers.add(code);
    day.trades.push(trade);
  }
  await storeDay();

  recorder.note(`${storedDays.length} trade day(s) replaced: ${storedDays.join(', ') || 'none'}`);
  if (unknownBrokers.size > 0) {
    recorder.note(
      `broker codes not in the brokers table (stored as given): ${[...unknownBrokers].sort().join(', ')}`,
    );
  }
  if (storedDays.length > 0) {
    await analyzeMarketTables(database);
    recorder.note('index and sector levels rebuilt with each day');
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}
