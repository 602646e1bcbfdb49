import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { jakartaDateOf, type DailyBar } from '@pantau/market';
import type { TImportDayOutcome } from '@pantau/contracts';
import type { Database } from '../../../db/client.ts';
import { inBulkTransaction, type BulkWriter } from '../../../db/bulk.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { analyzeMarketTables } from '../market-ingest.service.ts';
import { finishImport } from './import-finish.ts';
import {
  dateInFileName,
  parseSummaryDate,
  parseSummaryNumber,
  readSummaryTable,
  type TableSpec,
} from './summary-table.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { barFingerprint, upsertDailyBars } from './import.repo.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';

export type StockSummaryOptions = {
  /** The trading day of an XLSX that does not state it (YYYY-MM-DD); JSON rows carry their own. */
  date?: string;
};

/** Each field with its JSON name, then its header in the Indonesian XLSX download. */
const FIELDS = {
  date: ['Date'],
  code: ['StockCode', 'Kode Saham'],
  name: ['StockName', 'Nama Perusahaan'],
  previous: ['Previous', 'Sebelumnya'],
  openPrice: ['OpenPrice', 'Open Price'],
  firstTrade: ['FirstTrade', 'First Trade'],
  high: ['High', 'Tertinggi'],
  low: ['Low', 'Terendah'],
  close: ['Close', 'Penutupan'],
  volume: ['Volume'],
  value: ['Value', 'Nilai'],
  frequency: ['Frequency', 'Frekuensi'],
  foreignBuy: ['ForeignBuy', 'Foreign Buy'],
  foreignSell: ['ForeignSell', 'Foreign Sell'],
  listedShares: ['ListedShares', 'Listed Shares'],
  remarks: ['Remarks'],
  bid: ['Bid'],
  bidVolume: ['BidVolume', 'Bid Volume'],
  offer: ['Offer'],
  offerVolume: ['OfferVolume', 'Offer Volume'],
  tradeableShares: ['TradebleShares', 'Tradeble Shares'],
  nonRegularVolume: ['NonRegularVolume', 'Non Regular Volume'],
  nonRegularValue: ['NonRegularValue', 'Non Regular Value'],
  nonRegularFrequency: ['NonRegularFrequency', 'Non Regular Frequency'],
} as const satisfies TableSpec<string>;
type Field = keyof typeof FIELDS;
/** Kept when present (see stock_summary_details); a file without them is still read. */
const DETAIL_NUMBER_FIELDS = [
  'bid',
  'bidVolume',
  'offer',
  'offerVolume',
  'tradeableShares',
  'nonRegularVolume',
  'nonRegularValue',
  'nonRegularFrequency',
] as const satisfies readonly Field[];
const OPTIONAL_FIELDS = new Set<Field>(['remarks', ...DETAIL_NUMBER_FIELDS]);
const NUMBER_FIELDS = [
  'previous',
  'openPrice',
  'firstTrade',
  'high',
  'low',
  'close',
  'volume',
  'value',
  'frequency',
  'foreignBuy',
  'foreignSell',
  'listedShares',
] as const satisfies readonly Field[];

type Details = Record<(typeof DETAIL_NUMBER_FIELDS)[number], number | null> & { remarks: string | null };

/** Why a row is rejected, the column at fault, and its day when the row states one. */
type RowProblem = { column: string; reason: string; date: string | null };

type StockDay = {
  bar: DailyBar;
  name: string;
  listedShares: number;
  details: Details;
};

/**
 * The IDX Stock Summary of one trading day (JSON or the XLSX download with Indonesian headers):
 * a daily bar, foreign buy/sell and listed shares per stock. Stocks not yet known are created with
 * the file's name and no sector. Where the stock has trade records for the day, its bar stays the
 * one rolled up from the trades (decision 017). The whole file commits in one transaction with the
 * index levels from its first day on; a later file for the same day replaces the day's Stock
 * Summary bars, so the same file twice changes nothing. A row that cannot be read (or a stock
 * given twice) is rejected with its line, column and reason, and its day is not stored at all.
 */
export async function importStockSummary(
  database: Database,
  file: string,
  options: StockSummaryOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  if (!(await stat(file).catch(() => null))) throw new ImportError(`Cannot read ${file}: no such file`);
  const flagDate = options.date === undefined ? null : checkedDate(options.date, '--date');
  const table = await readSummaryTable<Field>(file, FIELDS, { what: 'Stock Summary', keyField: 'code' });
  const kind = table.format;
  let fileDate: string | null = null;
  if (kind === 'xlsx') {
    fileDate = flagDate ?? table.titleDate ?? dateInFileName(file);
    if (fileDate === null) {
      throw new ImportError(
        `${basename(file)} does not state its trading day: add --date YYYY-MM-DD (or a date above the header)`,
      );
    }
  }
  // A column is named as the file names it, else as the file's format would.
  const column = (field: Field) => table.headers.get(field) ?? formatName(field, kind);
  const required = (Object.keys(FIELDS) as Field[]).filter(
    (field) => !OPTIONAL_FIELDS.has(field) && (field !== 'date' || kind === 'json'),
  );
  const missing = required.filter((field) => !table.headers.has(field));
  if (missing.length > 0) {
    throw new ImportError(
      `${basename(file)} is missing required columns: ${missing.map((field) => formatName(field, kind)).join(', ')}`,
    );
  }

  const recorder = new SummaryRecorder('stock-summary', file);
  recorder.summary.rowsRejected = 0;
  const today = jakartaDateOf(new Date());
  const days = new Map<string, Map<string, StockDay>>();
  const firstLine = new Map<string, number>();
  const rejectedOn = new Map<string, number>();
  const renames = await loadSymbolRenames(database.db);
  for (const { line, cells } of table.rows) {
    recorder.read();
    const parsed = parseRow(cells, { fileDate, today, column });
    if ('reason' in parsed) {
      recorder.reject(line, parsed.column, parsed.reason);
      if (parsed.date !== null) rejectedOn.set(parsed.date, (rejectedOn.get(parsed.date) ?? 0) + 1);
      continue;
    }
    parsed.bar.symbol = renames.at(parsed.bar.symbol, parsed.bar.date);
    const key = `${parsed.bar.date} ${parsed.bar.symbol}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      // Which of the two rows is right cannot be told, so neither is kept (the day is refused below).
      recorder.reject(
        line,
        column('code'),
        `${parsed.bar.symbol} repeats line ${earlier} for ${parsed.bar.date}`,
      );
      rejectedOn.set(parsed.bar.date, (rejectedOn.get(parsed.bar.date) ?? 0) + 1);
      continue;
    }
    firstLine.set(key, line);
    const day = days.get(parsed.bar.date) ?? new Map<string, StockDay>();
    days.set(parsed.bar.date, day);
    day.set(parsed.bar.symbol, parsed);
  }
  // A day is stored whole or not at all: a reader must never take a day missing some stocks for
  // the market's full day.
  for (const [date, count] of [...rejectedOn].sort(([a], [b]) => a.localeCompare(b))) {
    days.delete(date);
    recorder.note(`${date} not stored: ${count} of its rows rejected (a day is stored whole)`);
  }
  for (const day of days.values()) recorder.imported(day.size);
  if (days.size === 0) {
    await finishImport(database, recorder.summary, startedAt);
    return recorder.summary;
  }

  const dates = [...days.keys()].sort();
  const stocks = new Map<string, StockDay>();
  for (const date of dates) for (const [symbol, stock] of days.get(date)!) stocks.set(symbol, stock);
  let created = 0;
  let keptFromTrades = 0;
  const outcomes = new Map<string, TImportDayOutcome['outcome']>();
  await inBulkTransaction(database, async (writer) => {
    const known = new Set(
      (await writer.query<{ symbol: string }>('SELECT symbol FROM instruments')).map((row) => row.symbol),
    );
    const fresh = [...stocks.values()].filter((stock) => !known.has(stock.bar.symbol));
    created = fresh.length;
    // The file has no sector: a blank one keeps the stock out of every sector index until its
    // classification is loaded.
    await writer.execute(
      `INSERT INTO instruments (symbol, name, sector, sub_industry, listed_shares)
       SELECT symbol, name, ' ', '', shares FROM unnest($1::text[], $2::text[], $3::bigint[]) AS t(symbol, name, shares)
       ON CONFLICT (symbol) DO NOTHING`,
      [
        fresh.map((s) => s.bar.symbol),
        fresh.map((s) => s.name || s.bar.symbol),
        fresh.map((s) => s.listedShares),
      ],
    );
    // The latest day of the file holds the current share count.
    const counted = [...stocks.values()].filter((stock) => stock.listedShares > 0);
    await writer.execute(
      `UPDATE instruments SET listed_shares = t.shares, updated_at = now()
       FROM unnest($1::text[], $2::bigint[]) AS t(symbol, shares)
       WHERE instruments.symbol = t.symbol AND instruments.listed_shares <> t.shares`,
      [counted.map((s) => s.bar.symbol), counted.map((s) => s.listedShares)],
    );
    const traded = new Set(
      (
        await writer.query<{ key: string }>(
          `SELECT date::text || ' ' || symbol AS key FROM stock_trade_days WHERE date = ANY($1::date[])`,
          [dates],
        )
      ).map((row) => row.key),
    );
    const bars: DailyBar[] = [];
    for (const date of dates) {
      for (const stock of days.get(date)!.values()) {
        if (traded.has(`${date} ${stock.bar.symbol}`)) keptFromTrades++;
        else bars.push(stock.bar);
      }
    }
    const storedDays = await fingerprintStoredDays(writer, dates);
    const fileDays = fingerprintDays(
      bars,
      dates.flatMap((date) => [...days.get(date)!.values()]),
    );
    for (const date of dates) {
      const stored = storedDays.get(date);
      outcomes.set(
        date,
        stored === undefined ? 'stored' : stored === fileDays.get(date) ? 'unchanged' : 'replaced',
      );
    }
    await writer.execute(`DELETE FROM daily_bars WHERE source = 'stock-summary' AND date = ANY($1::date[])`, [
      dates,
    ]);
    await upsertDailyBars(writer, bars, 'stock-summary');
    await writer.execute(`DELETE FROM stock_summary_details WHERE date = ANY($1::date[])`, [dates]);
    const all = dates.flatMap((date) => [...days.get(date)!.values()]);
    const detail = <K extends keyof Details>(key: K) => all.map((stock) => stock.details[key]);
    await writer.execute(
      `INSERT INTO stock_summary_details (symbol, date, remarks, bid, bid_volume, offer, offer_volume,
         tradeable_shares, non_regular_volume, non_regular_value, non_regular_frequency)
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::int[], $5::bigint[], $6::int[], $7::bigint[],
         $8::bigint[], $9::bigint[], $10::bigint[], $11::int[])`,
      [
        all.map((stock) => stock.bar.symbol),
        all.map((stock) => stock.bar.date),
        detail('remarks'),
        detail('bid'),
        detail('bidVolume'),
        detail('offer'),
        detail('offerVolume'),
        detail('tradeableShares'),
        detail('nonRegularVolume'),
        detail('nonRegularValue'),
        detail('nonRegularFrequency'),
      ],
    );
    // The exchange published the day, so it is a trading day even without trade records.
    await writer.execute('INSERT INTO trading_days (date) SELECT unnest($1::date[]) ON CONFLICT DO NOTHING', [
      dates,
    ]);
    await rebuildIndexBarsFrom(writer, dates[0]!);
  });

  for (const date of dates) recorder.day(date, outcomes.get(date)!);
  recorder.note(
    `${dates.join(', ')}: ${recorder.summary.rowsImported.toLocaleString('en-US')} stocks stored`,
  );
  if (created > 0) recorder.note(`${created} new stocks added without a sector`);
  if (keptFromTrades > 0) {
    recorder.note(`${keptFromTrades} stock-days keep their bars from trade records`);
  }
  await analyzeMarketTables(database, [
    'daily_bars',
    'stock_summary_details',
    'instruments',
    'index_bars',
    'trading_days',
  ]);
  recorder.note('index and sector levels rebuilt');
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

const DETAIL_NUMBERS = [
  'bid',
  'bid_volume',
  'offer',
  'offer_volume',
  'tradeable_shares',
  'non_regular_volume',
  'non_regular_value',
  'non_regular_frequency',
];

const detailFingerprint = (values: readonly unknown[]) =>
  values.map((value) => String(value ?? '')).join(' ');

/**
 * Per date, what the Stock Summary stored: its bars and its details, as one comparable text (the
 * dates it has nothing for are absent).
 */
async function fingerprintStoredDays(writer: BulkWriter, dates: string[]): Promise<Map<string, string>> {
  const bars = await writer.query<Record<string, unknown> & { symbol: string; date: string }>(
    `SELECT symbol, date::text AS date, open, high, low, close, volume::float8 AS volume, value::float8 AS value,
       frequency, foreign_buy::float8 AS "foreignBuy", foreign_sell::float8 AS "foreignSell"
     FROM daily_bars WHERE source = 'stock-summary' AND date = ANY($1::date[])`,
    [dates],
  );
  const details = await writer.query<Record<string, unknown> & { symbol: string; date: string }>(
    `SELECT symbol, date::text AS date, remarks, ${DETAIL_NUMBERS.map((column) => `${column}::float8 AS ${column}`).join(', ')}
     FROM stock_summary_details WHERE date = ANY($1::date[])`,
    [dates],
  );
  const lines = new Map<string, string[]>();
  const add = (date: string, line: string) => lines.set(date, [...(lines.get(date) ?? []), line]);
  for (const bar of bars) add(bar.date, `bar ${bar.symbol} ${barFingerprint(bar as unknown as DailyBar)}`);
  for (const row of details) {
    const numbers = DETAIL_NUMBERS.map((column) => (row[column] === null ? null : Number(row[column])));
    add(row.date, `detail ${row.symbol} ${detailFingerprint([row.remarks, ...numbers])}`);
  }
  return new Map([...lines].map(([date, list]) => [date, list.sort().join('\n')]));
}

/** The same text for the file's days: the bars it writes and the details of every stock. */
function fingerprintDays(bars: readonly DailyBar[], stocks: readonly StockDay[]): Map<string, string> {
  const lines = new Map<string, string[]>();
  const add = (date: string, line: string) => lines.set(date, [...(lines.get(date) ?? []), line]);
  for (const bar of bars) add(bar.date, `bar ${bar.symbol} ${barFingerprint(bar)}`);
  for (const stock of stocks) {
    const d = stock.details;
    add(
      stock.bar.date,
      `detail ${stock.bar.symbol} ${detailFingerprint([d.remarks, d.bid, d.bidVolume, d.offer, d.offerVolume, d.tradeableShares, d.nonRegularVolume, d.nonRegularValue, d.nonRegularFrequency])}`,
    );
  }
  return new Map([...lines].map(([date, list]) => [date, list.sort().join('\n')]));
}

function checkedDate(text: string, what: string): string {
  const date = parseSummaryDate(text);
  if (date === null) throw new ImportError(`${what} must be a date like 2026-06-12, not '${text}'`);
  return date;
}

// Prices and trade counts are integer columns, volumes and values bigint read as JS numbers: a
// figure beyond them would fail the whole day's transaction instead of its one row.
const INTEGER_FIELDS = new Set<Field>([
  'previous',
  'openPrice',
  'firstTrade',
  'high',
  'low',
  'close',
  'frequency',
  'bid',
  'offer',
  'nonRegularFrequency',
]);
const limitOf = (field: Field) => (INTEGER_FIELDS.has(field) ? 2_147_483_647 : Number.MAX_SAFE_INTEGER);

function parseRow(
  cells: Map<Field, unknown>,
  { fileDate, today, column }: { fileDate: string | null; today: string; column: (field: Field) => string },
): StockDay | RowProblem {
  let date = fileDate;
  const problem = (field: Field, reason: string): RowProblem => ({ column: column(field), reason, date });
  const code = String(cells.get('code') ?? '')
    .trim()
    .toUpperCase();
  if (date === null) {
    date = parseSummaryDate(cells.get('date'));
    if (date === null) return problem('date', `invalid date '${String(cells.get('date'))}'`);
  }
  if (!/^[A-Z0-9-]{1,12}$/.test(code)) return problem('code', `invalid stock code '${code}'`);
  if (date > today) return problem('date', `${date} is in the future`);
  const numbers = {} as Record<(typeof NUMBER_FIELDS)[number], number>;
  for (const field of NUMBER_FIELDS) {
    const value = parseSummaryNumber(cells.get(field));
    if (value === null) return problem(field, `not a number '${String(cells.get(field) ?? '')}'`);
    if (value < 0) return problem(field, `negative value ${value}`);
    if (value > limitOf(field)) return problem(field, `${value} is out of range`);
    numbers[field] = Math.round(value);
  }
  const details = { remarks: null } as Details;
  const remarks = cells.get('remarks');
  // Kept as given: the notation's dashes and letters are positional.
  if (typeof remarks === 'string' && remarks !== '') details.remarks = remarks;
  for (const field of DETAIL_NUMBER_FIELDS) {
    const raw = cells.get(field);
    if (raw === undefined || raw === null || raw === '') {
      details[field] = null;
      continue;
    }
    const value = parseSummaryNumber(raw);
    if (value === null) return problem(field, `not a number '${String(raw)}'`);
    if (value < 0) return problem(field, `negative value ${value}`);
    if (value > limitOf(field)) return problem(field, `${value} is out of range`);
    details[field] = Math.round(value);
  }
  const { previous, openPrice, firstTrade, volume } = numbers;
  const close = numbers.close > 0 ? numbers.close : previous;
  if (close <= 0) return problem('close', 'no closing or previous price');
  let open = close;
  let high = close;
  let low = close;
  // A stock without trades has zero high and low: a flat bar at the close.
  if (volume > 0) {
    if (numbers.high <= 0 || numbers.low <= 0 || numbers.low > numbers.high) {
      return {
        column: `${column('high')}/${column('low')}`,
        reason: `${numbers.high}/${numbers.low} is not a price range`,
        date,
      };
    }
    // OpenPrice is 0 without an opening-auction trade; the day then opens at its first trade.
    open = openPrice > 0 ? openPrice : firstTrade > 0 ? firstTrade : previous > 0 ? previous : close;
    high = Math.max(numbers.high, open, close);
    low = Math.min(numbers.low, open, close);
  }
  return {
    name: String(cells.get('name') ?? '').trim(),
    listedShares: numbers.listedShares,
    details,
    bar: {
      symbol: code,
      date,
      open,
      high,
      low,
      close,
      volume,
      value: numbers.value,
      frequency: numbers.frequency,
      foreignBuy: numbers.foreignBuy,
      foreignSell: numbers.foreignSell,
    },
  };
}

/** A field's name in a format: the XLSX header where the download has its own, else the JSON key. */
function formatName(field: Field, kind: 'json' | 'xlsx'): string {
  const names: readonly string[] = FIELDS[field];
  return (kind === 'xlsx' ? names[1] : undefined) ?? (names[0] as string);
}
