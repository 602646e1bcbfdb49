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
import { findSymbolTradeDates } from '../flows/flow-lookups.repo.ts';
import { headerIndex, openCsvStream, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import {
  barFingerprint,
  findStoredBars,
  insertInstrument,
  loadInstrumentSymbols,
  upsertDailyBars,
} from './import.repo.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';

export type BarsImportOptions = {
  /** The stock of a single-stock chart CSV; a file with a symbol column names its own. */
  symbol?: string;
  /** Adds unknown symbols to the instruments (under this sector) instead of refusing them. */
  create?: { sector: SectorCode; name?: string };
  onProgress?: ImportProgress;
};

const BARS_PER_BATCH = 1_000;
/** Header names of the column that says which stock a row belongs to, in a multi-stock file. */
const SYMBOL_COLUMNS = ['symbol', 'kode', 'kodesaham', 'ticker', 'stockcode', 'code'];

const createHint = `add it with --create --sector <${SECTORS.map((s) => s.code).join('|')}>`;

/**
 * Daily bars from a chart CSV: one stock (`symbol` option), or many when the header has a symbol
 * column (Symbol, Kode, Ticker, StockCode). Rows follow parseChartCsv's rules (delimiter
 * auto-detect, time and close required, 10/13-digit epochs and the listed date formats, unreadable
 * rows skipped and counted). Each row goes to its Jakarta date; consecutive rows of one stock and
 * date (an intraday file) are merged into one bar (first open, highest high, lowest low, last
 * close, summed volume; a repeated time keeps its last row). Prices are rounded to whole rupiah, a
 * missing volume is 0 and the value is estimated as volume × close; frequency and foreign flow are
 * unknown (0). Existing bars of the same dates are replaced, except on days with trade records,
 * whose bars come from the trades. Unknown stocks are refused (the whole file for a single-stock
 * file, their rows in a multi-stock one) unless `create` is given.
 */
export async function importBars(
  database: Database,
  file: string,
  options: BarsImportOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const db = database.db;
  const known = await loadInstrumentSymbols(db);
  const renames = await loadSymbolRenames(db);
  const csv = await openCsvStream(file, options.onProgress);
  const symbolColumn = headerIndex(csv.header)(...SYMBOL_COLUMNS);
  const fixedSymbol = symbolColumn === undefined ? options.symbol?.trim().toUpperCase() : undefined;
  if (symbolColumn === undefined && !fixedSymbol) {
    await csv.rows.return(undefined);
    throw new ImportError(
      'This chart CSV has no symbol column (Symbol, Kode, Ticker or StockCode): give its stock with --symbol',
    );
  }
  const columns = chartCsvColumns(csv.header);
  if (columns === null) {
    await csv.rows.return(undefined);
    throw new ImportError(
      `${invalidChartCsvMessage(fixedSymbol ?? 'file')}: the header needs a time and a close column`,
    );
  }
  if (fixedSymbol && !known.has(fixedSymbol) && !renames.isFormer(fixedSymbol)) {
    if (!options.create) {
      await csv.rows.return(undefined);
      throw new ImportError(
        `Unknown stock ${fixedSymbol}. Check the code, or ${createHint} [--name "Company name"].`,
      );
    }
    await insertInstrument(db, {
      symbol: fixedSymbol,
      name: options.create.name ?? fixedSymbol,
      sector: options.create.sector,
    });
    known.add(fixedSymbol);
  }

  const recorder = new SummaryRecorder('bars', file);
  const tradeRecordDates = new Map<string, Set<string>>();
  const created = new Set<string>();
  const refused = new Set<string>();
  let batch = new Map<string, DailyBar>();
  const written = new Map<string, Set<string>>();
  // Per date: whether any of its bars is new, and whether any stored one changes.
  const outcomes = new Map<string, { added: number; changed: number; kept: number }>();
  // Each stock's current date and its rows (an intraday file has several per date).
  const pending = new Map<string, { date: string; rows: Map<number, Candle> }>();

  const flushBatch = async () => {
    const bars = [...batch.values()];
    if (bars.length === 0) return;
    const earliest = bars.map((bar) => bar.date).sort()[0] as string;
    // Each batch commits with its trading days and the index levels from its first date on.
    await inBulkTransaction(database, async (writer) => {
      const before = await findStoredBars(writer, bars, 'chart');
      for (const bar of bars) {
        const outcome = outcomes.get(bar.date) ?? { added: 0, changed: 0, kept: 0 };
        const stored = before.get(`${bar.symbol} ${bar.date}`);
        if (stored === undefined) outcome.added++;
        else if (stored === barFingerprint(bar)) outcome.kept++;
        else outcome.changed++;
        outcomes.set(bar.date, outcome);
      }
      await upsertDailyBars(writer, bars, 'chart');
      await rebuildIndexBarsFrom(writer, earliest);
    });
    for (const bar of bars) {
      const dates = written.get(bar.symbol) ?? new Set<string>();
      dates.add(bar.date);
      written.set(bar.symbol, dates);
    }
    batch = new Map();
  };
  const closePending = async (symbol: string) => {
    const open = pending.get(symbol);
    if (!open) return;
    const [merged] = aggregateDailyBars(
      [...open.rows.values()]
        .sort((a, b) => a.time - b.time)
        .map((candle) => toDailyBar(symbol, open.date, candle)),
      '1D',
    );
    if (merged) batch.set(`${symbol} ${open.date}`, toDailyBar(symbol, open.date, merged));
    pending.delete(symbol);
    if (batch.size >= BARS_PER_BATCH) await flushBatch();
  };

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const code = fixedSymbol ?? (cells[symbolColumn!] ?? '').trim().toUpperCase();
    if (!/^[A-Z0-9-]{1,12}$/.test(code)) {
      recorder.skip(row, `invalid symbol '${code}'`);
      continue;
    }
    // A former code's rows dated before its change belong to the new code.
    const early = renames.isFormer(code) ? parseChartCsvRow(cells, columns, csv.delimiter) : null;
    const symbol = early && !('reason' in early) ? renames.at(code, jakartaDateOf(early.time)) : code;
    if (!known.has(symbol)) {
      if (!options.create) {
        refused.add(symbol);
        recorder.skip(row, `unknown stock ${symbol} (${createHint})`);
        continue;
      }
      await insertInstrument(db, { symbol, name: symbol, sector: options.create.sector });
      known.add(symbol);
      created.add(symbol);
    }
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
    let traded = tradeRecordDates.get(symbol);
    if (!traded) {
      traded = new Set(await findSymbolTradeDates(db, symbol));
      tradeRecordDates.set(symbol, traded);
    }
    if (traded.has(date)) {
      recorder.skip(row, `${date} has trade records: its bar comes from the trades`);
      continue;
    }
    if (pending.get(symbol)?.date !== date) {
      await closePending(symbol);
      pending.set(symbol, { date, rows: new Map() });
    }
    pending.get(symbol)!.rows.set(parsed.time, parsed);
    recorder.imported();
  }
  for (const symbol of [...pending.keys()]) await closePending(symbol);
  await flushBatch();

  for (const date of [...outcomes.keys()].sort()) {
    const { added, changed, kept } = outcomes.get(date)!;
    recorder.day(date, changed + kept === 0 ? 'stored' : added + changed === 0 ? 'unchanged' : 'replaced');
  }
  const barCount = [...written.values()].reduce((sum, dates) => sum + dates.size, 0);
  recorder.note(
    written.size === 1 && fixedSymbol
      ? `${barCount.toLocaleString('en-US')} daily bars of ${fixedSymbol} written`
      : `${barCount.toLocaleString('en-US')} daily bars of ${written.size} stocks written`,
  );
  if (created.size > 0) {
    recorder.note(
      `${created.size} stocks added under sector ${options.create!.sector}: ${[...created].sort().join(', ')}`,
    );
  }
  if (refused.size > 0) {
    recorder.note(`rows of unknown stocks refused: ${[...refused].sort().join(', ')}`);
  }
  if (barCount > 0) {
    await analyzeMarketTables(database, ['daily_bars', 'instruments', 'index_bars', 'trading_days']);
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
