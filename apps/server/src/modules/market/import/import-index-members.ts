import { ZIsoDateSchema } from '@pantau/contracts';
import type { IsoDate } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { inBulkTransaction } from '../../../db/bulk.ts';
import { shiftDate } from '../technical-analysis/chart-time.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import { analyzeMarketTables } from '../market-ingest.service.ts';
import { cellAt, headerIndex, openCsvStream, requireColumns, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { loadInstrumentSymbols } from './import.repo.ts';
import { parseTradeDate } from './trade-record.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';

/** The indices whose constituents the exchange reviews; COMPOSITE holds every listed stock. */
export const MEMBERSHIP_INDICES = ['LQ45', 'IDX30', 'IDX80', 'IDXQ30'] as const;

type Membership = { index: string; symbol: string; from: IsoDate; to: IsoDate | null };

/**
 * Index constituents over time: one row per stock and period, `index`, `symbol`, `from` (the first
 * day it counts) and `to` (the last day it counts; empty while it still does). A period already
 * stored for the index, stock and start takes the file's end. The whole file commits at once with
 * the index levels rebuilt from the earliest date it changed, so RRG, index members, trend and the
 * computed LQ45/IDX30/IDX80/IDXQ30 series follow the membership valid on each date.
 */
export async function importIndexMembers(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const csv = await openCsvStream(file, options.onProgress);
  const find = headerIndex(csv.header);
  const columns = {
    index: find('index', 'index_code', 'indeks', 'kodeindeks'),
    symbol: find('symbol', 'code', 'ticker', 'kode', 'kodesaham', 'stockcode'),
    from: find('from', 'from_date', 'start', 'effective', 'mulai'),
    to: find('to', 'to_date', 'end', 'until', 'sampai'),
  };
  await requireColumns(csv, 'index members', {
    index: columns.index,
    symbol: columns.symbol,
    from: columns.from,
  });
  const symbols = await loadInstrumentSymbols(database.db);
  const renames = await loadSymbolRenames(database.db);
  const recorder = new SummaryRecorder('index-members', file);
  const periods = new Map<string, Membership>();

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const cell = (index: number | undefined) => cellAt(cells, index);
    const index = cell(columns.index).toUpperCase();
    if (!(MEMBERSHIP_INDICES as readonly string[]).includes(index)) {
      recorder.reject(
        row,
        'index',
        `unknown index '${cell(columns.index)}' (${MEMBERSHIP_INDICES.join(', ')})`,
      );
      continue;
    }
    const from = readDate(cell(columns.from));
    const symbol = renames.at(cell(columns.symbol).toUpperCase(), from ?? '');
    if (!symbols.has(symbol)) {
      recorder.reject(row, 'symbol', `unknown stock '${cell(columns.symbol)}'`);
      continue;
    }
    if (!from) {
      recorder.reject(row, 'from', `invalid date '${cell(columns.from)}'`);
      continue;
    }
    const toText = cell(columns.to);
    const to = toText === '' ? null : readDate(toText);
    if (to === undefined || (to !== null && to < from)) {
      recorder.reject(
        row,
        'to',
        to === undefined ? `invalid date '${toText}'` : `'${toText}' is before from`,
      );
      continue;
    }
    periods.set(`${index}|${symbol}|${from}`, { index, symbol, from, to });
    recorder.imported();
  }
  if (periods.size === 0) {
    await finishImport(database, recorder.summary, startedAt);
    return recorder.summary;
  }

  const rows = [...periods.values()];
  const outcomes = new Map<IsoDate, { added: number; changed: number; kept: number }>();
  let earliest: IsoDate | null = null;
  await inBulkTransaction(database, async (writer) => {
    const stored = await writer.query<{ key: string; to: string | null }>(
      `SELECT index_code || '|' || symbol || '|' || from_date::text AS key, to_date::text AS "to"
       FROM index_memberships WHERE index_code = ANY($1)`,
      [[...new Set(rows.map((period) => period.index))]],
    );
    const before = new Map(stored.map((period) => [period.key, period.to]));
    for (const period of rows) {
      // Stored as the first day it no longer counts, as every reader compares.
      const end = period.to === null ? null : shiftDate(period.to, { days: 1 });
      const key = `${period.index}|${period.symbol}|${period.from}`;
      const outcome = outcomes.get(period.from) ?? { added: 0, changed: 0, kept: 0 };
      outcomes.set(period.from, outcome);
      if (!before.has(key)) outcome.added++;
      else if (before.get(key) === end) {
        outcome.kept++;
        continue;
      } else outcome.changed++;
      // A new period counts from its start; a changed end moves membership from the nearer end.
      const changedFrom = before.has(key) ? minDate(before.get(key) ?? null, end) : period.from;
      if (changedFrom && (!earliest || changedFrom < earliest)) earliest = changedFrom;
      await writer.execute(
        `INSERT INTO index_memberships (index_code, symbol, from_date, to_date) VALUES ($1, $2, $3, $4)
         ON CONFLICT (index_code, symbol, from_date) DO UPDATE SET to_date = excluded.to_date`,
        [period.index, period.symbol, period.from, end],
      );
    }
    if (earliest) await rebuildIndexBarsFrom(writer, earliest);
  });
  for (const date of [...outcomes.keys()].sort()) {
    const { added, changed, kept } = outcomes.get(date)!;
    recorder.day(date, changed + kept === 0 ? 'stored' : added + changed === 0 ? 'unchanged' : 'replaced');
  }
  if (earliest) {
    await analyzeMarketTables(database, ['index_memberships', 'index_bars']);
    recorder.note(`index levels rebuilt from ${earliest}`);
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

const readDate = (text: string): IsoDate | undefined => {
  const date = parseTradeDate(text);
  return date && ZIsoDateSchema.safeParse(date).success ? date : undefined;
};

/** The earlier of two period ends, where null (no end) is the latest of all. */
const minDate = (a: IsoDate | null, b: IsoDate | null): IsoDate | null =>
  a === null ? b : b === null ? a : a < b ? a : b;
