import type { Database } from '../../../db/client.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { readSummaryDays, replaceSummaryDay, storeSummaryDays, type DayColumn } from './summary-day.ts';
import { parseSummaryNumber, type TableSpec } from './summary-table.ts';

export type BrokerSummaryOptions = {
  /** The trading day of a file without a Date column (YYYY-MM-DD). */
  date?: string;
};

/** Each field with its JSON name first, then the XLSX headers it appears under (English, Indonesian). */
const FIELDS = {
  date: ['Date', 'Tanggal'],
  code: ['IDFirm', 'Firm Code', 'Kode Broker', 'Kode Perusahaan', 'Broker Code', 'Kode'],
  name: ['FirmName', 'Firm Name', 'Nama Broker', 'Nama Perusahaan', 'Broker Name', 'Nama'],
  volume: ['Volume'],
  value: ['Value', 'Nilai'],
  frequency: ['Frequency', 'Frekuensi'],
} as const satisfies TableSpec<string>;
type Field = keyof typeof FIELDS;
const NUMBER_FIELDS = ['volume', 'value', 'frequency'] as const satisfies readonly Field[];

const COLUMNS: readonly DayColumn[] = [
  { name: 'broker', type: 'text' },
  { name: 'volume', type: 'bigint' },
  { name: 'value', type: 'bigint' },
  { name: 'frequency', type: 'int' },
];
type BrokerRow = { code: string; name: string; volume: number; value: number; frequency: number };

// The file says nothing of a broker's group: a new code is counted local, with the neutral colour,
// until an operator classifies it.
const NEW_BROKER = { category: 'Lokal', colour: 'Grey' } as const;

/**
 * The IDX market-wide Broker Summary (JSON or XLSX): each broker's volume, value and frequency over
 * all stocks for a day, stored in broker_market_days, and the broker list's names. A known code's
 * name follows the file, its category and colour are kept; an unknown code is added as
 * Lokal/Grey (said in the notes). Each day commits whole in its own transaction, names with it; a
 * day with a rejected row is not stored; identical days are left unchanged; a different file for a
 * day replaces all of that day's totals.
 */
export async function importBrokerSummary(
  database: Database,
  file: string,
  options: BrokerSummaryOptions = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const recorder = new SummaryRecorder('broker-summary', file);
  const days = await readSummaryDays(
    file,
    {
      what: 'Broker Summary',
      fields: FIELDS,
      required: NUMBER_FIELDS,
      date: options.date,
      parse: parseBrokerRow,
      keyOf: (row) => row.code,
    },
    recorder,
  );

  const created = new Set<string>();
  await storeSummaryDays(
    days,
    recorder,
    ({ date, rows }) =>
      replaceSummaryDay(database, {
        table: 'broker_market_days',
        date,
        columns: COLUMNS,
        rows: rows.map((row) => [row.code, row.volume, row.value, row.frequency]),
        alongside: async (writer) => {
          const added = await writer.query<{ code: string }>(
            `INSERT INTO brokers (code, name, category, colour)
             SELECT code, name, $3, $4 FROM unnest($1::text[], $2::text[]) AS t(code, name)
             ON CONFLICT (code) DO NOTHING RETURNING code`,
            [
              rows.map((row) => row.code),
              rows.map((row) => row.name || row.code),
              NEW_BROKER.category,
              NEW_BROKER.colour,
            ],
          );
          for (const row of added) created.add(row.code);
          const named = rows.filter((row) => row.name !== '');
          await writer.execute(
            `UPDATE brokers SET name = t.name FROM unnest($1::text[], $2::text[]) AS t(code, name)
             WHERE brokers.code = t.code AND brokers.name <> t.name`,
            [named.map((row) => row.code), named.map((row) => row.name)],
          );
        },
      }),
    ({ rows }, outcome) => `market-wide totals of ${rows.length} brokers ${outcome}`,
  );
  if (created.size > 0) {
    recorder.note(
      `${created.size} new broker codes added as ${NEW_BROKER.category} (colour ${NEW_BROKER.colour}) until classified: ${[...created].sort().join(', ')}`,
    );
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

function parseBrokerRow(cells: Map<Field, unknown>): BrokerRow | { field: Field; reason: string } {
  const code = String(cells.get('code') ?? '')
    .trim()
    .toUpperCase();
  if (!/^[A-Z0-9]{2,4}$/.test(code)) return { field: 'code', reason: `invalid broker code '${code}'` };
  const numbers = {} as Record<(typeof NUMBER_FIELDS)[number], number>;
  for (const field of NUMBER_FIELDS) {
    const raw = cells.get(field);
    const value = parseSummaryNumber(raw);
    if (value === null) return { field, reason: `not a number '${String(raw ?? '')}'` };
    if (value < 0) return { field, reason: `negative value ${value}` };
    // Frequency is an integer column, the others bigint read back as JS numbers.
    if (value > (field === 'frequency' ? 2_147_483_647 : Number.MAX_SAFE_INTEGER)) {
      return { field, reason: `${value} is out of range` };
    }
    numbers[field] = Math.round(value);
  }
  return { code, name: String(cells.get('name') ?? '').trim(), ...numbers };
}
