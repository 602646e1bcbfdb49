import { basename } from 'node:path';
import { jakartaDateOf } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { replaceSummaryDay, type DayColumn } from './summary-day.ts';
import {
  dateInFileName,
  parseSummaryDate,
  parseSummaryNumber,
  readSummaryTable,
  type TableSpec,
} from './summary-table.ts';

export type IndexSummaryOptions = {
  /** The trading day of a file without a Date column (YYYY-MM-DD). */
  date?: string;
};

/** Each field with its JSON name first, then the XLSX headers it appears under (English, Indonesian). */
const FIELDS = {
  date: ['Date', 'Tanggal'],
  code: ['IndexCode', 'Index Code', 'Kode Indeks', 'Kode'],
  previous: ['Previous', 'Sebelumnya'],
  open: ['Open', 'OpenPrice', 'Pembukaan'],
  high: ['High', 'Highest', 'Tertinggi'],
  low: ['Low', 'Lowest', 'Terendah'],
  close: ['Close', 'Closing', 'Penutupan'],
  volume: ['Volume'],
  value: ['Value', 'Nilai'],
  frequency: ['Frequency', 'Frekuensi'],
  marketCap: ['MarketCapital', 'Market Capital', 'Market Capitalization', 'Kapitalisasi Pasar'],
} as const satisfies TableSpec<string>;
type Field = keyof typeof FIELDS;

const LEVEL_FIELDS = ['previous', 'open', 'high', 'low'] as const satisfies readonly Field[];
const TOTAL_FIELDS = ['volume', 'value', 'frequency', 'marketCap'] as const satisfies readonly Field[];

/** Stored columns in the order of `IndexDay` rows; `code` first, as the day's key. */
const COLUMNS: readonly DayColumn[] = [
  { name: 'code', type: 'text' },
  { name: 'previous', type: 'float8' },
  { name: 'open', type: 'float8' },
  { name: 'high', type: 'float8' },
  { name: 'low', type: 'float8' },
  { name: 'close', type: 'float8' },
  { name: 'volume', type: 'bigint' },
  { name: 'value', type: 'bigint' },
  { name: 'frequency', type: 'int' },
  { name: 'market_cap', type: 'bigint' },
];
type IndexRow = [string, ...(number | null)[]];

// Frequency is an integer column, the totals bigint: a figure beyond them would fail the whole day's
// transaction instead of being reported on its row. The composite's market capitalisation (~1.2e16
// rupiah) exceeds 2^53, so it is kept to double precision, a few rupiah either way.
const limitOf = (field: Field) => (field === 'frequency' ? 2_147_483_647 : 9e18);

/**
 * The IDX Index Summary (JSON or XLSX, English or Indonesian headers): the exchange's own daily
 * level of every index (COMPOSITE, LQ45, IDXFINANCE …), stored in official_index_bars under the
 * exchange's codes. Screens read these instead of the levels computed from member bars where a day
 * has them (decision 019). Each day of the file commits in its own transaction and only whole: a
 * day with a rejected row is not stored at all. A day whose rows equal the stored ones is left as
 * it is; a different file for the day replaces all of that day's official levels.
 */
export async function importIndexSummary(
  database: Database,
  file: string,
  options: IndexSummaryOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const optionDate = options.date === undefined ? null : parseSummaryDate(options.date);
  if (options.date !== undefined && optionDate === null) {
    throw new ImportError(`--date must be a date like 2026-06-12, not '${options.date}'`);
  }
  const table = await readSummaryTable<Field>(file, FIELDS, { what: 'Index Summary', keyField: 'code' });
  const fileDate = table.headers.has('date') ? null : (optionDate ?? table.titleDate ?? dateInFileName(file));
  const label = (field: Field) => table.headers.get(field) ?? FIELDS[field][0];
  const dateless = fileDate === null && !table.headers.has('date');
  const missing: Field[] = (['code', 'close'] as const).filter((field) => !table.headers.has(field));
  if (dateless) missing.push('date');
  if (missing.length > 0) {
    throw new ImportError(
      `${basename(file)} is missing required columns: ${missing.map((field) => FIELDS[field][0]).join(', ')}` +
        (dateless ? ' (a file without a Date column needs --date YYYY-MM-DD)' : ''),
    );
  }

  const recorder = new SummaryRecorder('index-summary', file);
  const today = jakartaDateOf(new Date());
  const days = new Map<string, { rows: IndexRow[]; lineOf: Map<string, number>; rejected: number }>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { rows: [], lineOf: new Map(), rejected: 0 };
      days.set(date, day);
    }
    return day;
  };
  for (const { line, cells } of table.rows) {
    recorder.read();
    const date = fileDate ?? parseSummaryDate(cells.get('date'));
    if (date === null) {
      recorder.reject(line, label('date'), `invalid date '${String(cells.get('date') ?? '')}'`);
      continue;
    }
    if (date > today) {
      recorder.reject(line, label('date'), `${date} is in the future`);
      continue;
    }
    const day = dayOf(date);
    const parsed = parseIndexRow(cells);
    if ('reason' in parsed) {
      recorder.reject(line, label(parsed.field), parsed.reason);
      day.rejected++;
      continue;
    }
    const earlier = day.lineOf.get(parsed[0]);
    if (earlier !== undefined) {
      recorder.reject(line, label('code'), `${parsed[0]} repeats line ${earlier} for ${date}`);
      day.rejected++;
      continue;
    }
    day.lineOf.set(parsed[0], line);
    day.rows.push(parsed);
  }

  for (const date of [...days.keys()].sort()) {
    const day = days.get(date)!;
    if (day.rejected > 0) {
      recorder.note(`${date} not stored: ${day.rejected} of its rows rejected (a day is stored whole)`);
      continue;
    }
    if (day.rows.length === 0) continue;
    const outcome = await replaceSummaryDay(database, {
      table: 'official_index_bars',
      date,
      columns: COLUMNS,
      rows: day.rows,
    });
    recorder.day(date, outcome);
    recorder.imported(day.rows.length);
    recorder.note(`${date}: ${day.rows.length} index levels ${outcome}`);
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

function parseIndexRow(cells: Map<Field, unknown>): IndexRow | { field: Field; reason: string } {
  const code = String(cells.get('code') ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9_-]{0,29}$/.test(code))
    return { field: 'code', reason: `invalid index code '${code}'` };
  const number = (field: Field, required: boolean): number | null | { field: Field; reason: string } => {
    const raw = cells.get(field);
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      return required ? { field, reason: 'no value' } : null;
    }
    const value = parseSummaryNumber(raw);
    if (value === null) return { field, reason: `not a number '${String(raw)}'` };
    if (value < 0) return { field, reason: `negative value ${value}` };
    if (value > limitOf(field)) return { field, reason: `${value} is out of range` };
    return value;
  };
  const close = number('close', true);
  if (close !== null && typeof close === 'object') return close;
  if (close === null || close <= 0)
    return { field: 'close', reason: `no closing level '${String(cells.get('close'))}'` };
  const levels: Array<number | null> = [];
  for (const field of LEVEL_FIELDS) {
    const value = number(field, false);
    if (value !== null && typeof value === 'object') return value;
    // A level of 0 is how the file says "no figure" (an index not computed that day).
    levels.push(value === 0 ? null : value);
  }
  const [previous, open, high, low] = levels;
  if (high != null && low != null && low > high) {
    return { field: 'low', reason: `low ${low} above high ${high}` };
  }
  const totals: Array<number | null> = [];
  for (const field of TOTAL_FIELDS) {
    const value = number(field, false);
    if (value !== null && typeof value === 'object') return value;
    totals.push(value === null ? null : Math.round(value));
  }
  return [code, previous ?? null, open ?? null, high ?? null, low ?? null, close, ...totals];
}
