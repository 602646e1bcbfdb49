import { parseCsvNumber, type HolderCategory } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import { cellAt, headerIndex, openCsvStream, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import {
  findStoredOwnership,
  loadInstrumentSymbols,
  upsertOwnership,
  type OwnershipRow,
} from './import.repo.ts';
import { parseTradeDate } from './trade-record.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';

const CATEGORIES = new Set<HolderCategory>(['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT']);
const SIDES: Record<string, OwnershipRow['side']> = {
  LOCAL: 'local',
  LOKAL: 'local',
  L: 'local',
  D: 'local',
  FOREIGN: 'foreign',
  ASING: 'foreign',
  F: 'foreign',
  A: 'foreign',
};
const ROWS_PER_BATCH = 1_000;

/**
 * KSEI monthly composition: one row per stock, month-end date, side and category
 * (symbol, as_of, side local|foreign, category IS/CP/PF/IB/ID/MF/SC/FD/OT, shares). Rows replace
 * the stored value of the same key.
 */
export async function importOwnership(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const csv = await openCsvStream(file, options.onProgress);
  const find = headerIndex(csv.header);
  const columns = {
    symbol: find('symbol', 'stkCode', 'ticker', 'code'),
    asOf: find('as_of', 'asOf', 'date'),
    side: find('side'),
    category: find('category'),
    shares: find('shares'),
  };
  const missing = Object.entries(columns)
    .filter(([, index]) => index === undefined)
    .map(([name]) => (name === 'asOf' ? 'as_of' : name));
  if (missing.length > 0) {
    await csv.rows.return(undefined);
    throw new ImportError(
      `The ownership header lacks ${missing.join(', ')} (found: ${csv.header.join(', ')})`,
    );
  }
  const symbols = await loadInstrumentSymbols(database.db);
  const renames = await loadSymbolRenames(database.db);
  const recorder = new SummaryRecorder('ownership', file);
  let batch = new Map<string, OwnershipRow>();
  // Per date: rows new, changed and already stored as given.
  const outcomes = new Map<string, { added: number; changed: number; kept: number }>();
  const flush = async () => {
    const rows = [...batch.values()];
    const stored = await findStoredOwnership(database.db, rows);
    for (const [key, row] of batch) {
      const outcome = outcomes.get(row.asOf) ?? { added: 0, changed: 0, kept: 0 };
      const shares = stored.get(key);
      if (shares === undefined) outcome.added++;
      else if (shares === row.shares) outcome.kept++;
      else outcome.changed++;
      outcomes.set(row.asOf, outcome);
    }
    await upsertOwnership(database.db, rows);
    batch = new Map();
  };

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const cell = (index: number | undefined) => cellAt(cells, index);
    const asOf = parseTradeDate(cell(columns.asOf));
    const symbol = renames.at(cell(columns.symbol).toUpperCase(), asOf ?? '');
    if (!symbols.has(symbol)) {
      recorder.skip(row, `unknown stock '${symbol}'`);
      continue;
    }
    if (!asOf) {
      recorder.skip(row, `invalid as_of '${cell(columns.asOf)}'`);
      continue;
    }
    const side = SIDES[cell(columns.side).toUpperCase()];
    if (!side) {
      recorder.skip(row, `invalid side '${cell(columns.side)}' (local or foreign)`);
      continue;
    }
    const category = cell(columns.category).toUpperCase() as HolderCategory;
    if (!CATEGORIES.has(category)) {
      recorder.skip(row, `invalid category '${cell(columns.category)}'`);
      continue;
    }
    const shares = parseCsvNumber(cell(columns.shares));
    if (shares === null || !Number.isInteger(shares) || shares < 0) {
      recorder.skip(row, `invalid shares '${cell(columns.shares)}'`);
      continue;
    }
    batch.set(`${symbol}|${asOf}|${side}|${category}`, { symbol, asOf, side, category, shares });
    recorder.imported();
    if (batch.size >= ROWS_PER_BATCH) await flush();
  }
  await flush();
  for (const date of [...outcomes.keys()].sort()) {
    const { added, changed, kept } = outcomes.get(date)!;
    recorder.day(date, changed + kept === 0 ? 'stored' : added + changed === 0 ? 'unchanged' : 'replaced');
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}
