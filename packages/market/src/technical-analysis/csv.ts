import type { Candle } from './candles.ts';
import { JAKARTA_OFFSET_SECONDS } from '../jakarta-time.ts';

export type CsvDelimiter = ',' | ';' | '\t';

export type ChartCsvResult = {
  candles: Candle[];
  skipped: { count: number; examples: { row: number; reason: string }[] };
  detectedDelimiter: CsvDelimiter;
};

/** Thrown when a chart CSV has no usable time/close data; the message is the one the UI shows. */
export class ChartCsvError extends Error {
  constructor(readonly symbol: string) {
    super(invalidChartCsvMessage(symbol));
    this.name = 'ChartCsvError';
  }
}

export function invalidChartCsvMessage(symbol: string): string {
  return `CSV ${symbol} tidak berisi data OHLC valid`;
}

const MAX_EXAMPLES = 5;

/** Header aliases after lower-casing and dropping everything but letters and digits; first wins. */
const COLUMN_ALIASES = {
  time: ['time', 'date', 'timestamp', 'datetime', 'tanggal', 'waktu', 'unixtime', 'epoch', 't'],
  open: ['open', 'o', 'openprice', 'pembukaan', 'buka'],
  high: ['high', 'h', 'highprice', 'tertinggi'],
  low: ['low', 'l', 'lowprice', 'terendah'],
  close: ['close', 'c', 'closeprice', 'last', 'price', 'penutupan', 'adjclose'],
  volume: ['volume', 'vol', 'v', 'volumeshares', 'qty', 'quantity'],
} as const;

type Column = keyof typeof COLUMN_ALIASES;

/**
 * Parses a chart CSV (spec §5).
 * - Delimiter: whichever of tab, semicolon, comma occurs most in the header line (outside quotes).
 * - Headers: case-insensitive aliases (COLUMN_ALIASES); time and close are required, otherwise
 *   ChartCsvError. Double-quoted fields with "" escapes are understood.
 * - Rows (numbered as file lines, header = line 1) without a valid time or close are skipped and
 *   counted, with the first five as examples; blank lines are ignored silently.
 * - Numbers: see parseCsvNumber. 'na', 'n/a', 'nan', 'null', '-' and '' are missing; a missing open
 *   becomes the close, a missing high/low the larger/smaller of open and close, a missing volume 0.
 * - Times: see parseCsvTime. Candles come out sorted by time; for duplicate times the last row wins.
 * - No valid row at all is also a ChartCsvError.
 */
export function parseChartCsv(text: string, symbol: string): ChartCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) throw new ChartCsvError(symbol);
  const headerLine = lines[headerIndex] as string;
  const delimiter = detectDelimiter(headerLine);
  const columns = chartCsvColumns(splitCsvLine(headerLine, delimiter));
  if (columns === null) throw new ChartCsvError(symbol);

  const byTime = new Map<number, Candle>();
  const skipped: ChartCsvResult['skipped'] = { count: 0, examples: [] };
  const skip = (row: number, reason: string) => {
    skipped.count++;
    if (skipped.examples.length < MAX_EXAMPLES) skipped.examples.push({ row, reason });
  };

  for (let i = headerIndex + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const parsed = parseChartCsvRow(splitCsvLine(line, delimiter), columns, delimiter);
    if ('reason' in parsed) skip(i + 1, parsed.reason);
    else byTime.set(parsed.time, parsed);
  }
  if (byTime.size === 0) throw new ChartCsvError(symbol);
  const candles = [...byTime.values()].sort((a, b) => a.time - b.time);
  return { candles, skipped, detectedDelimiter: delimiter };
}

export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { '\t': 0, ';': 0, ',': 0 };
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\t' || char === ';' || char === ',')) counts[char]++;
  }
  // Ties prefer tab, then semicolon: a comma is the likeliest to sit inside a value.
  let best: CsvDelimiter = '\t';
  for (const candidate of [';', ','] as const) if (counts[candidate] > counts[best]) best = candidate;
  if (counts[best] === 0) best = ',';
  return best;
}

export function splitCsvLine(line: string, delimiter: CsvDelimiter): string[] {
  // Most lines quote nothing; the native split is several times faster than the loop below.
  if (!line.includes('"')) {
    const cells = line.split(delimiter);
    for (let index = 0; index < cells.length; index++) cells[index] = (cells[index] as string).trim();
    return cells;
  }
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

export type ChartCsvColumns = Partial<Record<Column, number>> & { time: number; close: number };

/** Column positions from a chart CSV header (COLUMN_ALIASES); null without a time or close column. */
export function chartCsvColumns(headers: readonly string[]): ChartCsvColumns | null {
  const normalized = headers.map((header) => header.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const columns: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(COLUMN_ALIASES) as Column[]) {
    for (const alias of COLUMN_ALIASES[column]) {
      const index = normalized.indexOf(alias);
      if (index >= 0) {
        columns[column] = index;
        break;
      }
    }
  }
  if (columns.time === undefined || columns.close === undefined) return null;
  return columns as ChartCsvColumns;
}

/**
 * One data row of a chart CSV, by parseChartCsv's rules: a candle, or why the row is skipped.
 * Exported so a streaming importer applies exactly the same rules line by line.
 */
export function parseChartCsvRow(
  cells: readonly string[],
  columns: ChartCsvColumns,
  delimiter: CsvDelimiter,
): Candle | { reason: string } {
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const time = parseCsvTime(cell('time'));
  if (time === null) return { reason: `invalid time '${cell('time')}'` };
  const close = parseCsvNumber(cell('close'), delimiter);
  if (close === null) return { reason: `invalid close '${cell('close')}'` };
  const open = parseCsvNumber(cell('open'), delimiter) ?? close;
  return {
    time,
    open,
    high: parseCsvNumber(cell('high'), delimiter) ?? Math.max(open, close),
    low: parseCsvNumber(cell('low'), delimiter) ?? Math.min(open, close),
    close,
    volume: parseCsvNumber(cell('volume'), delimiter) ?? 0,
  };
}

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', '-']);

/**
 * A number from a CSV cell, or null when missing or unreadable. Thousands separators:
 * - both ',' and '.' present: the one that comes last is the decimal mark ('1.234,5' and
 *   '1,234.5' are both 1234.5);
 * - only commas: removed as thousands separators ('1,234,500' = 1234500), except that in a
 *   semicolon- or tab-separated file a single comma not followed by exactly three digits is a
 *   decimal comma ('1234,5' = 1234.5, while '1,234' stays 1234);
 * - only dots: a decimal point, unless there are two or more ('1.234.500' = 1234500).
 * Spaces and underscores inside the number are ignored.
 */
export function parseCsvNumber(raw: string, delimiter: CsvDelimiter = ','): number | null {
  let text = raw.trim().replace(/^"|"$/g, '');
  if (MISSING.has(text.toLowerCase())) return null;
  text = text.replace(/[\s_]/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    text = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (lastComma >= 0) {
    const decimalComma = delimiter !== ',' && /^-?\d+,\d+$/.test(text) && !/^-?\d{1,3},\d{3}$/.test(text);
    text = decimalComma ? text.replace(',', '.') : text.replace(/,/g, '');
  } else if (text.indexOf('.') !== lastDot) {
    text = text.replace(/\./g, '');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * Epoch seconds from a CSV time cell, or null. Accepted, in this order:
 * - 10 digits: epoch seconds; 13 digits: epoch milliseconds;
 * - yyyy-mm-dd or yyyy.mm.dd (or yyyy/mm/dd), optionally with ' HH:MM[:SS]' or 'THH:MM[:SS]';
 * - d/m/yy or d/m/yyyy (also with '-' or '.'), optionally with a time; yy < 70 is 20yy, else 19yy;
 * Calendar forms without a zone are Jakarta time (UTC+7). Anything else goes to Date.parse (which
 * reads its own zone rules). Impossible dates such as 31/02/2024 are rejected.
 */
export function parseCsvTime(raw: string): number | null {
  const text = raw.trim().replace(/^"|"$/g, '');
  if (text === '') return null;
  if (/^\d{10}$/.test(text)) return Number(text);
  if (/^\d{13}$/.test(text)) return Math.floor(Number(text) / 1000);
  const time = '(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?';
  const ymd = new RegExp(`^(\\d{4})[-./](\\d{1,2})[-./](\\d{1,2})${time}$`).exec(text);
  if (ymd) return jakartaCalendarTime(ymd[1], ymd[2], ymd[3], ymd[4], ymd[5], ymd[6]);
  const dmy = new RegExp(`^(\\d{1,2})[-./](\\d{1,2})[-./](\\d{2}|\\d{4})${time}$`).exec(text);
  if (dmy) {
    const yearText = dmy[3] as string;
    const year =
      yearText.length === 2 ? (Number(yearText) < 70 ? 2000 : 1900) + Number(yearText) : Number(yearText);
    return jakartaCalendarTime(String(year), dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]);
  }
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? Math.floor(parsed / 1000) : null;
}

function jakartaCalendarTime(
  yearText: string | undefined,
  monthText: string | undefined,
  dayText: string | undefined,
  hourText: string | undefined,
  minuteText: string | undefined,
  secondText: string | undefined,
): number | null {
  const [year, month, day] = [Number(yearText), Number(monthText), Number(dayText)];
  const [hour, minute, second] = [Number(hourText ?? 0), Number(minuteText ?? 0), Number(secondText ?? 0)];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(ms).getUTCDate() !== day) return null;
  return ms / 1000 - JAKARTA_OFFSET_SECONDS;
}
