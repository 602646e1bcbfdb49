import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import ExcelJS from 'exceljs';
import { jakartaDateOf, type DailyBar } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { inBulkTransaction } from '../../../db/bulk.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { analyzeMarketTables } from '../market-ingest.service.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { upsertDailyBars } from './import.repo.ts';

export type StockSummaryOptions = {
  /** The trading day of an XLSX that does not state it (YYYY-MM-DD); JSON rows carry their own. */
  date?: string;
};

/** Each field with its JSON name and its header in the Indonesian XLSX download. */
const FIELDS = {
  date: { json: 'Date', xlsx: null },
  code: { json: 'StockCode', xlsx: 'Kode Saham' },
  name: { json: 'StockName', xlsx: 'Nama Perusahaan' },
  previous: { json: 'Previous', xlsx: 'Sebelumnya' },
  openPrice: { json: 'OpenPrice', xlsx: 'Open Price' },
  firstTrade: { json: 'FirstTrade', xlsx: 'First Trade' },
  high: { json: 'High', xlsx: 'Tertinggi' },
  low: { json: 'Low', xlsx: 'Terendah' },
  close: { json: 'Close', xlsx: 'Penutupan' },
  volume: { json: 'Volume', xlsx: 'Volume' },
  value: { json: 'Value', xlsx: 'Nilai' },
  frequency: { json: 'Frequency', xlsx: 'Frekuensi' },
  foreignBuy: { json: 'ForeignBuy', xlsx: 'Foreign Buy' },
  foreignSell: { json: 'ForeignSell', xlsx: 'Foreign Sell' },
  listedShares: { json: 'ListedShares', xlsx: 'Listed Shares' },
  remarks: { json: 'Remarks', xlsx: 'Remarks' },
  bid: { json: 'Bid', xlsx: 'Bid' },
  bidVolume: { json: 'BidVolume', xlsx: 'Bid Volume' },
  offer: { json: 'Offer', xlsx: 'Offer' },
  offerVolume: { json: 'OfferVolume', xlsx: 'Offer Volume' },
  tradeableShares: { json: 'TradebleShares', xlsx: 'Tradeble Shares' },
  nonRegularVolume: { json: 'NonRegularVolume', xlsx: 'Non Regular Volume' },
  nonRegularValue: { json: 'NonRegularValue', xlsx: 'Non Regular Value' },
  nonRegularFrequency: { json: 'NonRegularFrequency', xlsx: 'Non Regular Frequency' },
} as const;
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

/** Header names compare case-, space- and punctuation-insensitively. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

type SourceRow = { line: number; cells: Map<Field, unknown> };
type Source = { present: Set<Field>; rows: AsyncIterable<SourceRow> | Iterable<SourceRow> };

type Details = Record<(typeof DETAIL_NUMBER_FIELDS)[number], number | null> & { remarks: string | null };

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
 * Summary bars, so the same file twice changes nothing.
 */
export async function importStockSummary(
  database: Database,
  file: string,
  options: StockSummaryOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  if (!(await stat(file).catch(() => null))) throw new ImportError(`Cannot read ${file}: no such file`);
  const extension = extname(file).toLowerCase();
  const flagDate = options.date === undefined ? null : checkedDate(options.date, '--date');
  let source: Source;
  let fileDate: string | null = null;
  if (extension === '.json') source = await readJson(file);
  else if (extension === '.xlsx') {
    const workbook = await readXlsx(file);
    source = workbook;
    fileDate = flagDate ?? workbook.date ?? dateInFileName(file);
    if (fileDate === null) {
      throw new ImportError(
        `${basename(file)} does not state its trading day: add --date YYYY-MM-DD (or a date above the header)`,
      );
    }
  } else {
    throw new ImportError(`A Stock Summary is a .json or .xlsx file, not ${basename(file)}`);
  }
  const required = (Object.keys(FIELDS) as Field[]).filter(
    (field) => !OPTIONAL_FIELDS.has(field) && (field !== 'date' || extension === '.json'),
  );
  const missing = required.filter((field) => !source.present.has(field));
  if (missing.length > 0) {
    const names = missing.map((field) => (extension === '.json' ? FIELDS[field].json : FIELDS[field].xlsx));
    throw new ImportError(`${basename(file)} is missing required columns: ${names.join(', ')}`);
  }

  const recorder = new SummaryRecorder('stock-summary', file);
  const today = jakartaDateOf(new Date());
  const days = new Map<string, Map<string, StockDay>>();
  const firstLine = new Map<string, number>();
  for await (const { line, cells } of source.rows) {
    recorder.read();
    const parsed = parseRow(cells, { fileDate, today, kind: extension === '.json' ? 'json' : 'xlsx' });
    if ('reason' in parsed) {
      recorder.skip(line, parsed.reason);
      continue;
    }
    const key = `${parsed.bar.date} ${parsed.bar.symbol}`;
    const earlier = firstLine.get(key);
    if (earlier !== undefined) {
      const codeColumn = extension === '.json' ? FIELDS.code.json : FIELDS.code.xlsx;
      recorder.skip(line, `${codeColumn}: ${parsed.bar.symbol} repeats line ${earlier}`);
      continue;
    }
    firstLine.set(key, line);
    const day = days.get(parsed.bar.date) ?? new Map<string, StockDay>();
    days.set(parsed.bar.date, day);
    day.set(parsed.bar.symbol, parsed);
    recorder.imported();
  }
  if (days.size === 0) {
    await finishImport(database, recorder.summary, startedAt);
    return recorder.summary;
  }

  const dates = [...days.keys()].sort();
  const stocks = new Map<string, StockDay>();
  for (const date of dates) for (const [symbol, stock] of days.get(date)!) stocks.set(symbol, stock);
  let created = 0;
  let keptFromTrades = 0;
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
          `SELECT DISTINCT date::text || ' ' || symbol AS key FROM minute_bars WHERE date = ANY($1::date[])`,
          [dates],
        )
      ).map((row) => row.key),
    );
    await writer.execute(`DELETE FROM daily_bars WHERE source = 'stock-summary' AND date = ANY($1::date[])`, [
      dates,
    ]);
    const bars: DailyBar[] = [];
    for (const date of dates) {
      for (const stock of days.get(date)!.values()) {
        if (traded.has(`${date} ${stock.bar.symbol}`)) keptFromTrades++;
        else bars.push(stock.bar);
      }
    }
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
    await rebuildIndexBarsFrom(writer, dates[0]!);
  });

  recorder.note(
    `${dates.join(', ')}: ${recorder.summary.rowsImported.toLocaleString('en-US')} stocks stored`,
  );
  if (created > 0) recorder.note(`${created} new stocks added without a sector`);
  if (keptFromTrades > 0) {
    recorder.note(`${keptFromTrades} stock-days keep their bars from trade records`);
  }
  await analyzeMarketTables(database);
  recorder.note('index and sector levels rebuilt');
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

function checkedDate(text: string, what: string): string {
  const date = parseDate(text);
  if (date === null) throw new ImportError(`${what} must be a date like 2026-06-12, not '${text}'`);
  return date;
}

/** ISO dates (with or without a time) and the US-style `10/31/2023` of spreadsheet exports. */
function parseDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : us
      ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(date) ? date : null;
}

function dateInFileName(file: string): string | null {
  const digits = /(20\d{2})(\d{2})(\d{2})/.exec(basename(file));
  return digits ? parseDate(`${digits[1]}-${digits[2]}-${digits[3]}`) : null;
}

/** JSON floats (`6350.0`), thousands separators (`1,924,688,333`) and numeric cells alike. */
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

function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/[,\s]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function parseRow(
  cells: Map<Field, unknown>,
  { fileDate, today, kind }: { fileDate: string | null; today: string; kind: 'json' | 'xlsx' },
): StockDay | { reason: string } {
  const column = (field: Field) => FIELDS[field][kind] ?? FIELDS[field].json;
  const code = String(cells.get('code') ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z0-9-]{1,12}$/.test(code)) return { reason: `${column('code')}: invalid stock code '${code}'` };
  let date = fileDate;
  if (date === null) {
    date = parseDate(cells.get('date'));
    if (date === null) return { reason: `${column('date')}: invalid date '${String(cells.get('date'))}'` };
  }
  if (date > today) return { reason: `${column('date')}: ${date} is in the future` };
  const numbers = {} as Record<(typeof NUMBER_FIELDS)[number], number>;
  for (const field of NUMBER_FIELDS) {
    const value = parseNumber(cells.get(field));
    if (value === null)
      return { reason: `${column(field)}: not a number '${String(cells.get(field) ?? '')}'` };
    if (value < 0) return { reason: `${column(field)}: negative value ${value}` };
    if (value > limitOf(field)) return { reason: `${column(field)}: ${value} is out of range` };
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
    const value = parseNumber(raw);
    if (value === null) return { reason: `${column(field)}: not a number '${String(raw)}'` };
    if (value < 0) return { reason: `${column(field)}: negative value ${value}` };
    if (value > limitOf(field)) return { reason: `${column(field)}: ${value} is out of range` };
    details[field] = Math.round(value);
  }
  const { previous, openPrice, firstTrade, volume } = numbers;
  const close = numbers.close > 0 ? numbers.close : previous;
  if (close <= 0) return { reason: `${column('close')}: no closing or previous price` };
  let open = close;
  let high = close;
  let low = close;
  // A stock without trades has zero high and low: a flat bar at the close.
  if (volume > 0) {
    if (numbers.high <= 0 || numbers.low <= 0 || numbers.low > numbers.high) {
      return {
        reason: `${column('high')}/${column('low')}: ${numbers.high}/${numbers.low} is not a price range`,
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

function fieldsByHeader(kind: 'json' | 'xlsx'): Map<string, Field> {
  const byHeader = new Map<string, Field>();
  for (const [field, names] of Object.entries(FIELDS) as Array<[Field, (typeof FIELDS)[Field]]>) {
    const name = names[kind];
    if (name !== null) byHeader.set(normalise(name), field);
  }
  return byHeader;
}

/** The file is about 1 MB for the whole market, so it is parsed in one piece. */
async function readJson(file: string): Promise<Source> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ImportError(`${basename(file)} is not valid JSON: ${(error as Error).message}`);
  }
  const data = (document as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) {
    throw new ImportError(`${basename(file)} is not an IDX Stock Summary: it has no "data" list`);
  }
  const byHeader = fieldsByHeader('json');
  const present = new Set<Field>();
  const first: unknown = data[0];
  if (first && typeof first === 'object') {
    for (const key of Object.keys(first)) {
      const field = byHeader.get(normalise(key));
      if (field) present.add(field);
    }
  }
  // A record's line is its position in the data list, counting from 1.
  const rows = data.map((record: unknown, index) => {
    const cells = new Map<Field, unknown>();
    if (record && typeof record === 'object') {
      for (const [key, value] of Object.entries(record)) {
        const field = byHeader.get(normalise(key));
        if (field) cells.set(field, value);
      }
    }
    return { line: index + 1, cells };
  });
  return { present, rows };
}

function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('result' in value) return value.result;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  return null;
}

/**
 * Streams the first worksheet. Rows above the header may state the trading day (a date cell or a
 * date in the title text); the header is the first row naming the stock code column.
 */
async function readXlsx(file: string): Promise<Source & { date: string | null }> {
  const byHeader = fieldsByHeader('xlsx');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let date: string | null = null;
  let columns: Map<number, Field> | null = null;
  const rows: SourceRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).map(cellValue);
        if (columns === null) {
          const headers = new Map<number, Field>();
          values.forEach((value, index) => {
            const field = typeof value === 'string' ? byHeader.get(normalise(value)) : undefined;
            if (field) headers.set(index, field);
          });
          if ([...headers.values()].includes('code')) columns = headers;
          else date ??= [...values].map(dateInCell).find((found) => found !== null) ?? null;
          continue;
        }
        if (values.every((value) => value === null || value === undefined || value === '')) continue;
        const cells = new Map<Field, unknown>();
        for (const [index, field] of columns) cells.set(field, values[index] ?? null);
        rows.push({ line: row.number, cells });
      }
      break;
    }
  } catch (error) {
    throw new ImportError(`${basename(file)} is not a readable XLSX: ${(error as Error).message}`);
  }
  return { present: new Set(columns?.values() ?? []), rows, date };
}

function dateInCell(value: unknown): string | null {
  if (value instanceof Date) return parseDate(value);
  if (typeof value !== 'string') return null;
  const found = /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/.exec(value);
  return found ? parseDate(found[0]) : null;
}
