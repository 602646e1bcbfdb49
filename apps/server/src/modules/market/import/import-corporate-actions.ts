import { ZCreateCorporateActionRequestSchema, type TCorporateActionType } from '@pantau/contracts';
import { parseCsvNumber } from '@pantau/market';
import type { Database } from '../../../db/client.ts';
import {
  actionKey,
  findStoredActions,
  upsertCorporateActions,
  type NewCorporateAction,
} from '../corporate-actions/corporate-actions.repo.ts';
import { cellAt, headerIndex, openCsvStream, requireColumns, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { loadInstrumentSymbols } from './import.repo.ts';
import { parseTradeDate } from './trade-record.ts';
import { loadSymbolRenames } from '../listings/symbol-changes.repo.ts';

/** Type names as announcements write them, squashed to letters. */
const TYPES: Record<string, TCorporateActionType> = {
  split: 'split',
  stocksplit: 'split',
  reversesplit: 'reverse-split',
  reversestocksplit: 'reverse-split',
  bonus: 'bonus',
  bonusshares: 'bonus',
  sahambonus: 'bonus',
  rights: 'rights',
  rightsissue: 'rights',
  hmetd: 'rights',
  dividend: 'dividend',
  cashdividend: 'dividend',
  dividen: 'dividend',
  dividentunai: 'dividend',
};

/** The request schema's fields as this file's columns, to name the column at fault. */
const COLUMN_OF: Record<string, string> = {
  symbol: 'symbol',
  type: 'type',
  ex_date: 'ex_date',
  ratio_from: 'ratio',
  ratio_to: 'ratio',
  price: 'price',
  amount: 'amount',
};

/**
 * Corporate actions from a CSV: symbol, type (split, reverse-split, bonus, rights, dividend),
 * ex_date, ratio ("1:5", or ratio_from and ratio_to columns), price (rights) and amount (dividend,
 * rupiah per share). The same checks as the admin form. The whole file commits in one transaction;
 * an action already recorded for the stock, type and ex-date takes the file's terms.
 */
export async function importCorporateActions(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const csv = await openCsvStream(file, options.onProgress);
  const find = headerIndex(csv.header);
  const columns = {
    symbol: find('symbol', 'code', 'ticker', 'kode', 'kodesaham', 'stockcode'),
    type: find('type', 'action', 'jenis'),
    exDate: find('ex_date', 'exdate', 'tanggalex'),
    ratio: find('ratio', 'rasio'),
    ratioFrom: find('ratio_from', 'old'),
    ratioTo: find('ratio_to', 'new'),
    price: find('price', 'exercise_price', 'harga'),
    amount: find('amount', 'dividend', 'per_share'),
  };
  await requireColumns(csv, 'corporate actions', {
    symbol: columns.symbol,
    type: columns.type,
    ex_date: columns.exDate,
  });
  const symbols = await loadInstrumentSymbols(database.db);
  const renames = await loadSymbolRenames(database.db);
  const recorder = new SummaryRecorder('corporate-actions', file);
  const actions = new Map<string, NewCorporateAction>();

  for await (const { row, cells } of csv.rows) {
    recorder.read();
    const cell = (index: number | undefined) => cellAt(cells, index);
    const number = (text: string) => (text === '' ? null : (parseCsvNumber(text) ?? Number.NaN));
    const typeText = cell(columns.type);
    const type = TYPES[typeText.toLowerCase().replace(/[^a-z]/g, '')];
    if (!type) {
      recorder.reject(
        row,
        'type',
        `unknown type '${typeText}' (split, reverse-split, bonus, rights, dividend)`,
      );
      continue;
    }
    const [from, to] = columns.ratio !== undefined ? cell(columns.ratio).split(/[:/]/) : [];
    const exDate = parseTradeDate(cell(columns.exDate));
    const parsed = ZCreateCorporateActionRequestSchema.safeParse({
      symbol: cell(columns.symbol),
      type,
      ex_date: exDate ?? cell(columns.exDate),
      ratio_from: number(from?.trim() ?? cell(columns.ratioFrom)),
      ratio_to: number(to?.trim() ?? cell(columns.ratioTo)),
      price: number(cell(columns.price)),
      amount: number(cell(columns.amount)),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      recorder.reject(row, COLUMN_OF[String(issue.path[0])] ?? 'row', issue.message);
      continue;
    }
    const action = { ...parsed.data, symbol: renames.at(parsed.data.symbol, parsed.data.ex_date) };
    if (!symbols.has(action.symbol)) {
      recorder.reject(row, 'symbol', `unknown stock '${action.symbol}'`);
      continue;
    }
    const entry: NewCorporateAction = {
      symbol: action.symbol,
      type: action.type,
      exDate: action.ex_date,
      ratioFrom: action.ratio_from ?? null,
      ratioTo: action.ratio_to ?? null,
      price: action.price ?? null,
      amount: action.amount ?? null,
      source: 'import',
    };
    actions.set(actionKey(entry), entry);
    recorder.imported();
  }

  const stored = await findStoredActions(database.db, [
    ...new Set([...actions.values()].map((a) => a.symbol)),
  ]);
  const outcomes = new Map<string, { added: number; changed: number; kept: number }>();
  for (const [key, action] of actions) {
    const outcome = outcomes.get(action.exDate) ?? { added: 0, changed: 0, kept: 0 };
    const before = stored.get(key);
    if (!before) outcome.added++;
    else if (sameTerms(before, action)) outcome.kept++;
    else outcome.changed++;
    outcomes.set(action.exDate, outcome);
  }
  await database.db.transaction((tx) => upsertCorporateActions(tx, [...actions.values()]));
  for (const date of [...outcomes.keys()].sort()) {
    const { added, changed, kept } = outcomes.get(date)!;
    recorder.day(date, changed + kept === 0 ? 'stored' : added + changed === 0 ? 'unchanged' : 'replaced');
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}

const sameTerms = (a: NewCorporateAction, b: NewCorporateAction) =>
  a.ratioFrom === b.ratioFrom && a.ratioTo === b.ratioTo && a.price === b.price && a.amount === b.amount;
