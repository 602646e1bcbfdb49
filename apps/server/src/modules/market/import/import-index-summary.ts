import type { Database } from '../../../db/client.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { readSummaryDays, replaceSummaryDay, storeSummaryDays, type DayColumn } from './summary-day.ts';
import { parseSummaryNumber, type TableSpec } from './summary-table.ts';

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
  const recorder = new SummaryRecorder('index-summary', file);
  const days = await readSummaryDays(
    file,
    {
      what: 'Index Summary',
      fields: FIELDS,
      required: ['close'],
      date: options.date,
      parse: parseIndexRow,
      keyOf: (row) => row[0],
    },
    recorder,
  );
  await storeSummaryDays(
    days,
    recorder,
    ({ date, rows }) =>
      replaceSummaryDay(database, { table: 'official_index_bars', date, columns: COLUMNS, rows }),
    ({ rows }, outcome) => `${rows.length} index levels ${outcome}`,
  );
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
