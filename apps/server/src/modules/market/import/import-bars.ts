import {
  SECTORS,
  aggregateDailyBars,
  chartCsvColumns,
  dateFromDayNumber,
  invalidChartCsvMessage,
  JAKARTA_OFFSET_SECONDS,
  parseChartCsvRow,
  type Candle,
  type DailyBar,
  type SectorCode,
} from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { inBulkTransaction } from '../../../db/bulk.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { analyzeMarketTables } from '../market-ingest.service.ts';
import { openCsvStream, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import {
  findTradeRecordDates,
  insertInstrument,
  loadInstrumentSymbols,
  upsertDailyBars,
} from './import.repo.ts';

export type BarsImportOptions = {
  symbol: string;
  /** Adds an unknown symbol to the instruments instead of refusing. */
  create?: { sector: SectorCode; name?: string };
  onProgress?: ImportProgress;
};

const BARS_PER_BATCH = 1_000;

/**
 * Daily bars of one stock from a chart CSV, by parseChartCsv's rules (delimiter auto-detect, time
 * and close required, 10/13-digit epochs and the listed date formats, unreadable rows skipped and
 * counted). Each row goes to its Jakarta date; consecutive rows of one date (an intraday file) are
 * merged into one bar (first open, highest high, lowest low, last close, summed volume; a repeated
 * time keeps its last row). Prices are rounded to whole rupiah, a missing volume is 0 and the value
 * is estimated as volume × close; frequency and foreign flow are unknown (0). Existing bars of the
 * same dates are replaced, except on days with trade records, whose bars come from the trades.
 */
export async function importBars(
  database: Database,
  file: string,
  options: BarsImportOptions,
): Promise<ImportSummary> {
  const startedAt = new Date();
  const symbol = options.symbol.trim().toUpperCase();
  const db = database.db;
  if (!(await loadInstrumentSymbols(db)).has(symbol)) {
    if (!options.create) {
      throw new ImportError(
        `Unknown stock ${symbol}. Check the code, or add it with --create --sector <${SECTORS.map((s) => s.code).join('|')}> [--name "Company name"].`,
      );
    }
    await insertInstrument(db, {
      symbol,
      name: options.create.name ?? symbol,
      sector: options.create.sector,
    });
  }
  const tradeRecordDates = await findTradeRecordDates(db, symbol);
  const csv = await openCsvStream(file, options.onProgress);
  const columns = chartCsvColumns(csv.header);
  if (columns === null) {
    await csv.rows.return(undefined);
    throw new ImportError(`${invalidChartCsvMessage(symbol)}: the header needs a time and a close column`);
  }

  const recorder = new SummaryRecorder('bars', file);
  let batch = new Map<string, DailyBar>();
  const dates = new Set<string>();
  // Typed by assertion: the closures below reassign it, which narrowing cannot see.
  let pending = null as { date: string; rows: Map<number, Candle> } | null;

  const flushBatch = async () => {
    const bars = [...batch.values()];
    if (bars.length === 0) return;
    const earliest = bars.map((bar) => bar.date).sort()[0] as string;
    // Each batch commits with its trading days and the index levels from its first date on.
    await inBulkTransaction(database, async (writer) => {
      await upsertDailyBars(writer, bars, 'chart');
      await rebuildIndexBarsFrom(writer, earliest);
    });
    for (const date of batch.keys()) dates.add(date);
    batch = new Map();
  };
  const closePending = async () => {
    if (!pending) return;
    const [merged] = aggregateDailyBars(
      [...pending.rows.values()]
        .sort((a, b) => a.time - b.time)
        .map((candle) => toDailyBar(symbol, pending!.date, candle)),
      '1D',
    );
    if (merged) batch.set(pending.date, toDailyBar(symbol, pending.date, merged));
    pending = null;
    if (batch.size >= BARS_PER_BATCH) await flushBatch();
  };

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const parsed = parseChartCsvRow(cells, columns, csv.delimiter);
    if ('reason' in parsed) {
      recorder.skip(row, parsed.reason);
      continue;
    }
    if (Math.round(Math.min(parsed.open, parsed.high, parsed.low, parsed.close)) < 1) {
      recorder.skip(row, 'prices must be at least 1 rupiah');
      continue;
    }
    if (parsed.volume < 0) {
      recorder.skip(row, `invalid volume '${parsed.volume}'`);
      continue;
    }
    const date = jakartaDateOf(parsed.time);
    if (tradeRecordDates.has(date)) {
      recorder.skip(row, `${date} has trade records: its bar comes from the trades`);
      continue;
    }
    if (pending?.date !== date) {
      await closePending();
      pending = { date, rows: new Map() };
    }
    pending.rows.set(parsed.time, parsed);
    recorder.imported();
  }
  await closePending();
  await flushBatch();

  recorder.note(`${dates.size.toLocaleString('en-US')} daily bars of ${symbol} written`);
  if (dates.size > 0) {
    await analyzeMarketTables(database);
    recorder.note('index and sector levels rebuilt');
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

function jakartaDateOf(epochSeconds: number): string {
  return dateFromDayNumber(Math.floor((epochSeconds + JAKARTA_OFFSET_SECONDS) / 86_400));
}

function toDailyBar(symbol: string, date: string, candle: Candle): DailyBar {
  const open = Math.round(candle.open);
  const close = Math.round(candle.close);
  const volume = Math.round(candle.volume);
  return {
    symbol,
    date,
    open,
    high: Math.max(Math.round(candle.high), open, close),
    low: Math.min(Math.round(candle.low), open, close),
    close,
    volume,
    value: volume * close,
    frequency: 0,
    foreignBuy: 0,
    foreignSell: 0,
  };
}
