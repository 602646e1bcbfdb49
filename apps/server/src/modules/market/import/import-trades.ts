import {
  TradeDayBuffer,
  detectDelimiter,
  splitCsvLine,
  type CsvDelimiter,
  type IsoDate,
  type Trade,
} from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { analyzeMarketTables, replaceTradeDay, tradeDayWrites } from '../market-ingest.service.ts';
import { dropExpiredTradeRecords } from '../month-partitions.ts';
import type { ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';
import { hasTradesOn, loadBrokerCodes, loadInstrumentSymbols } from './import.repo.ts';
import { openTextParts, readLine } from './text-parts.ts';
import { TradeRecordBytes, blankTrade } from './trade-record-bytes.ts';
import { parseTradeRecord, tradeRecordColumns, type TradeRecordColumns } from './trade-record.ts';

export type TradesImportOptions = {
  onProgress?: ImportProgress;
  /** Called after each stored day. */
  onDay?: (result: { date: IsoDate; trades: number; symbols: number }) => void;
  /** Afterwards, drop the months of trade records this many days before the newest (see dropExpiredTradeRecords). */
  retentionDays?: number;
};

const PROGRESS_EVERY_ROWS = 10_000;
const LINE_END = 0x0a;

/** A first line that names trade-record fields is a header; a later part may start with data. */
const looksLikeHeader = (line: string) => /stkcode/i.test(line.replace(/[^a-z]/gi, ''));

/**
 * IDX trade records (format in trade-record.ts) from one file or several read as one: plain CSV,
 * `.gz`, or a zip whose entries are parts, in the order given (one day split over several files,
 * each part with its header or continuing the previous part's). Rows are grouped per trade date and
 * each date goes through replaceTradeDay, so the stocks in the files have that day replaced
 * atomically with every rollup, their daily bars and the index levels; a day split over parts is
 * stored once all of it is read, and a crash or an unreadable part leaves it as it was.
 *
 * Memory: the files stream; one day is held to be replaced as a unit, in columns (TradeDayBuffer,
 * ~65 MB for a full IDX day of 1.5 M trades) rather than as trade objects. Days must come in runs: a date
 * reappearing after another date would replace its first part, so those rows are skipped and
 * counted instead (sort the files by trxDate).
 */
export async function importTrades(
  database: Database,
  files: readonly string[] | string,
  options: TradesImportOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const paths = typeof files === 'string' ? [files] : [...files];
  if (paths.length === 0) throw new ImportError('No trade-record file given');
  const db = database.db;
  const source = await openTextParts(paths);
  const symbols = await loadInstrumentSymbols(db);
  const renames = await loadSymbolRenames(db);
  const brokers = await loadBrokerCodes(db);
  const unknownBrokers = new Set<string>();
  const recorder = new SummaryRecorder('trades', paths.join(' + '));
  const storedDays: IsoDate[] = [];
  // Typed by assertion: storeDay reads it from a closure, which narrowing cannot see.
  let day = null as TradeDayBuffer | null;

  const storeDay = async () => {
    if (!day || day.size === 0) return;
    const stored = await hasTradesOn(db, day.date, [...day.symbols]);
    const result = await replaceTradeDay(database, day.date, day);
    storedDays.push(day.date);
    recorder.imported(day.size);
    recorder.day(day.date, stored ? 'replaced' : 'stored');
    options.onDay?.(result);
  };

  let format: { columns: TradeRecordColumns; delimiter: CsvDelimiter; bytes: TradeRecordBytes } | null = null;
  // Lines read from bytes fill this one object; push copies it into the day's columns.
  const fromBytes = blankTrade();
  let partCount = 0;
  for await (const part of source.parts()) {
    partCount++;
    // Several parts: a row's line is within its part, so the part is named with it.
    const where = (reason: string) =>
      paths.length > 1 || part.inArchive ? `${part.name}: ${reason}` : reason;
    let line = 0;
    let first = true;
    for await (const bytes of part.lines) {
      for (let start = 0; start < bytes.length;) {
        const found = bytes.indexOf(LINE_END, start);
        const end = found < 0 ? bytes.length : found;
        const at = start;
        start = end + 1;
        line++;
        let trade: Trade | { reason: string };
        if (!first && format?.bytes.read(bytes, at, end, fromBytes)) {
          trade = fromBytes;
        } else {
          const text = readLine(bytes, at, end, part.name, line);
          if (text.trim() === '') continue;
          if (first) {
            first = false;
            const header = text.replace(/^\uFEFF/, '');
            if (looksLikeHeader(header) || format === null) {
              const delimiter = detectDelimiter(header);
              const columns = tradeRecordColumns(splitCsvLine(header, delimiter));
              format = { delimiter, columns, bytes: new TradeRecordBytes(columns, delimiter) };
              continue;
            }
          }
          trade = parseTradeRecord(splitCsvLine(text, format!.delimiter), format!.columns);
        }
        recorder.read();
        if (options.onProgress && recorder.summary.rowsRead % PROGRESS_EVERY_ROWS === 0) {
          options.onProgress({
            bytesRead: source.bytesRead(),
            totalBytes: source.totalBytes,
            rows: recorder.summary.rowsRead,
          });
        }
        if ('reason' in trade) {
          recorder.skip(line, where(trade.reason));
          continue;
        }
        // A stock that changed code files its older records under the new one.
        if (renames.size > 0) trade.symbol = renames.at(trade.symbol, trade.date);
        if (!symbols.has(trade.symbol)) {
          recorder.skip(line, where(`unknown stock ${trade.symbol}`));
          continue;
        }
        if (day?.date !== trade.date) {
          if (storedDays.includes(trade.date)) {
            recorder.skip(
              line,
              where(`trxDate ${trade.date} appears again after other dates; sort the file by trxDate`),
            );
            continue;
          }
          await storeDay();
          day = new TradeDayBuffer(trade.date);
        }
        if (!brokers.has(trade.buyerBroker)) unknownBrokers.add(trade.buyerBroker);
        if (!brokers.has(trade.sellerBroker)) unknownBrokers.add(trade.sellerBroker);
        day.push(trade);
      }
    }
    if (format === null) throw new ImportError(`${part.name} is empty: a header line is needed`);
  }
  await storeDay();
  options.onProgress?.({
    bytesRead: source.totalBytes,
    totalBytes: source.totalBytes,
    rows: recorder.summary.rowsRead,
  });

  if (partCount > 1) recorder.note(`${partCount} parts read as one`);
  recorder.note(`${storedDays.length} trade day(s) replaced: ${storedDays.join(', ') || 'none'}`);
  if (unknownBrokers.size > 0) {
    recorder.note(
      `broker codes not in the brokers table (stored as given): ${[...unknownBrokers].sort().join(', ')}`,
    );
  }
  if (storedDays.length > 0) {
    await analyzeMarketTables(database, tradeDayWrites(storedDays));
    recorder.note('index and sector levels rebuilt with each day');
    if (options.retentionDays !== undefined) {
      await dropExpiredTradeRecords(database, options.retentionDays).then(
        (dropped) => {
          if (dropped.length > 0) {
            recorder.note(
              `trade records past ${options.retentionDays} days dropped: ${dropped.join(', ')} (rollups kept)`,
            );
          }
        },
        // The day is stored either way; the next import or start drops what this one could not.
        (error: unknown) => recorder.note(`old trade records not dropped yet: ${String(error)}`),
      );
    }
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}
