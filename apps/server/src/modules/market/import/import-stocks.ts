import { extname } from 'node:path';
import { LISTING_BOARDS } from '@pantau/contracts';
import { SECTORS, parseCsvNumber, type IsoDate, type SectorCode } from '@pantau/market';
import { inBulkTransaction } from '../../../db/bulk.ts';
import type { Database } from '../../../db/client.ts';
import { rebuildIndexBarsFrom } from '../index-levels.ts';
import {
  historyClash,
  insertSymbolChange,
  lockSymbolChanges,
  moveHistory,
  type SymbolChange,
} from '../listings/symbol-changes.repo.ts';
import { analyzeMarketTables } from '../market-ingest.service.ts';
import { cellAt, headerIndex, openCsvStream, type ImportProgress } from './csv-stream.ts';
import { finishImport } from './import-finish.ts';
import { ImportError, SummaryRecorder, type ImportSummary } from './import-summary.ts';
import { parseSummaryDate, readSummaryTable, type TableSpec } from './summary-table.ts';
import { parseTradeDate } from './trade-record.ts';

type Field =
  | 'code'
  | 'name'
  | 'listingDate'
  | 'shares'
  | 'board'
  | 'sector'
  | 'subIndustry'
  | 'delistingDate'
  | 'previousCode'
  | 'changedOn';

/** Each column with the names IDX's lists and our own template give it; the first names messages. */
const COLUMNS: TableSpec<Field> = {
  code: ['code', 'symbol', 'ticker', 'kode', 'kode saham', 'stock code'],
  name: ['name', 'nama', 'nama perusahaan', 'company name'],
  listingDate: ['listing_date', 'listed_on', 'tanggal pencatatan', 'listing date'],
  shares: ['listed_shares', 'shares', 'saham', 'jumlah saham', 'saham tercatat'],
  board: ['board', 'papan', 'papan pencatatan'],
  sector: ['sector', 'sektor'],
  subIndustry: ['sub_industry', 'subindustry', 'sub industri', 'subindustri'],
  delistingDate: ['delisting_date', 'delisted_on', 'tanggal delisting'],
  previousCode: ['previous_code', 'former_code', 'old_code', 'kode lama'],
  changedOn: ['changed_on', 'code_changed_on', 'tanggal perubahan kode'],
};

/** IDX-IC sectors by their English and Indonesian names, and letters as they are. */
const SECTOR_NAMES: Record<string, SectorCode> = {
  ...Object.fromEntries(
    SECTORS.flatMap((sector) => [
      [squash(sector.name), sector.code],
      [squash(sector.shortName), sector.code],
      [sector.code.toLowerCase(), sector.code],
    ]),
  ),
  energi: 'A',
  barangbaku: 'B',
  perindustrian: 'C',
  barangkonsumenprimer: 'D',
  barangkonsumennonprimer: 'E',
  kesehatan: 'F',
  keuangan: 'G',
  propertirealestat: 'H',
  teknologi: 'I',
  infrastruktur: 'J',
  transportasilogistik: 'K',
};

const BOARD_NAMES: Record<string, string> = {
  ...Object.fromEntries(LISTING_BOARDS.map((board) => [squash(board), board])),
  utama: 'Main',
  pengembangan: 'Development',
  akselerasi: 'Acceleration',
  ekonomibaru: 'New Economy',
  pemantauankhusus: 'Watchlist',
};

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

type Row = { line: number; cell: (field: Field) => unknown };

/** A CSV streams by line; an XLSX (or JSON) list of ~950 stocks is read whole. */
async function readRows(
  file: string,
  onProgress: ImportProgress | undefined,
): Promise<{ found: Set<Field>; rows: AsyncIterable<Row> | Row[] }> {
  const extension = extname(file).toLowerCase();
  if (extension === '.xlsx' || extension === '.json') {
    const table = await readSummaryTable<Field>(file, COLUMNS, { what: 'stock list', keyField: 'code' });
    return {
      found: new Set(table.headers.keys()),
      rows: table.rows.map((row) => ({
        line: row.line,
        cell: (field: Field) => row.cells.get(field) ?? null,
      })),
    };
  }
  const csv = await openCsvStream(file, onProgress);
  const find = headerIndex(csv.header);
  const at = new Map<Field, number>();
  for (const [field, names] of Object.entries(COLUMNS) as Array<[Field, readonly string[]]>) {
    const index = find(...names);
    if (index !== undefined) at.set(field, index);
  }
  async function* rows(): AsyncGenerator<Row> {
    for await (const { row, cells } of csv.rows) {
      yield { line: row, cell: (field: Field) => cellAt(cells, at.get(field)) };
    }
  }
  if (!at.has('code') || !at.has('name')) await csv.rows.return(undefined);
  return { found: new Set(at.keys()), rows: rows() };
}

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? (parseSummaryDate(value) ?? '')
      : String(value).trim();

const readDate = (value: unknown): IsoDate | null | undefined => {
  if (value instanceof Date) return parseSummaryDate(value) ?? undefined;
  const written = text(value);
  if (written === '') return null;
  return parseTradeDate(written) ?? parseSummaryDate(written) ?? undefined;
};

type StockRow = {
  symbol: string;
  name: string;
  sector: SectorCode | null;
  subIndustry: string | null;
  shares: number | null;
  board: string | null;
  listedOn: IsoDate | null;
  /** Undefined when the file has no delisting column, so a stored date stays. */
  delistedOn: IsoDate | null | undefined;
};

type StoredStock = {
  symbol: string;
  name: string;
  sector: string;
  sub_industry: string;
  shares: number;
  board: string;
  listed_on: string | null;
  delisted_on: string | null;
};

/**
 * The stock list (IDX's "Daftar Saham" or our CSV template): code, name, listing date, listed
 * shares, board, IDX-IC sector and sub-industry, and optionally a delisting date and a previous
 * code with the day it changed. New codes are listed, known ones take the file's values (a blank
 * cell keeps what is stored), and a previous code moves its history under the new code. Index and
 * sector levels are rebuilt from the earliest day a sector or weight changed; the whole file commits
 * at once, and the same file twice changes nothing.
 */
export async function importStocks(
  database: Database,
  file: string,
  options: { onProgress?: ImportProgress } = {},
): Promise<ImportSummary> {
  const startedAt = new Date();
  const { found, rows } = await readRows(file, options.onProgress);
  const missing = (['code', 'name'] as const).filter((field) => !found.has(field));
  if (missing.length > 0) {
    throw new ImportError(
      `The stock list lacks the column${missing.length > 1 ? 's' : ''} ${missing
        .map((field) => COLUMNS[field][0])
        .join(
          ', ',
        )}: a stock list needs code and name, and takes listing_date, listed_shares, board, sector, sub_industry, delisting_date, previous_code and changed_on`,
    );
  }
  const recorder = new SummaryRecorder('stocks', file);
  const stocks = new Map<string, StockRow>();
  const changes: Array<SymbolChange & { line: number }> = [];

  for await (const row of rows) {
    recorder.read();
    const symbol = text(row.cell('code')).toUpperCase();
    if (!/^[A-Z0-9-]{1,12}$/.test(symbol)) {
      recorder.reject(row.line, 'code', symbol === '' ? 'code is empty' : `'${symbol}' is not a stock code`);
      continue;
    }
    const sectorText = text(row.cell('sector'));
    const sector = sectorText === '' ? null : SECTOR_NAMES[squash(sectorText)];
    if (sector === undefined) {
      recorder.reject(row.line, 'sector', `unknown IDX-IC sector '${sectorText}' (A–K or its name)`);
      continue;
    }
    const boardText = text(row.cell('board'));
    const board = boardText === '' ? null : BOARD_NAMES[squash(boardText)];
    if (board === undefined) {
      recorder.reject(row.line, 'board', `unknown board '${boardText}' (${LISTING_BOARDS.join(', ')})`);
      continue;
    }
    const sharesText = text(row.cell('shares'));
    const shares = sharesText === '' ? null : (parseCsvNumber(sharesText) ?? Number.NaN);
    if (shares !== null && !(Number.isInteger(shares) && shares >= 0)) {
      recorder.reject(row.line, 'listed_shares', `'${sharesText}' is not a number of shares`);
      continue;
    }
    const listedOn = readDate(row.cell('listingDate'));
    if (listedOn === undefined) {
      recorder.reject(row.line, 'listing_date', `invalid date '${text(row.cell('listingDate'))}'`);
      continue;
    }
    const delistedOn = found.has('delistingDate') ? readDate(row.cell('delistingDate')) : null;
    if (delistedOn === undefined) {
      recorder.reject(row.line, 'delisting_date', `invalid date '${text(row.cell('delistingDate'))}'`);
      continue;
    }
    const previous = text(row.cell('previousCode')).toUpperCase();
    if (previous !== '') {
      const changedOn = readDate(row.cell('changedOn'));
      if (!changedOn) {
        recorder.reject(row.line, 'changed_on', 'a previous code needs the date the new code took effect');
        continue;
      }
      if (previous === symbol) {
        recorder.reject(row.line, 'previous_code', 'the previous code is the same as the code');
        continue;
      }
      changes.push({ oldSymbol: previous, newSymbol: symbol, changedOn, line: row.line });
    }
    stocks.set(symbol, {
      symbol,
      name: text(row.cell('name')),
      sector,
      subIndustry: found.has('subIndustry') ? text(row.cell('subIndustry')) : null,
      shares,
      board,
      listedOn,
      delistedOn: found.has('delistingDate') ? delistedOn : undefined,
    });
  }

  const outcome = await inBulkTransaction(database, async (writer) => {
    if (changes.length > 0) await lockSymbolChanges(writer);
    const stored = new Map(
      (
        await writer.query<StoredStock>(
          `SELECT symbol, name, sector, sub_industry, listed_shares::float8 AS shares, board,
             listed_on::text AS listed_on, delisted_on::text AS delisted_on FROM instruments`,
        )
      ).map((row) => [row.symbol, row]),
    );
    const recorded = new Set(
      (
        await writer.query<{ key: string }>(
          "SELECT old_symbol || '|' || changed_on::text AS key FROM symbol_changes",
        )
      ).map((row) => row.key),
    );
    // A row whose code change cannot apply is refused whole, before anything is written.
    const pending: typeof changes = [];
    for (const change of changes) {
      if (recorded.has(`${change.oldSymbol}|${change.changedOn}`)) continue;
      const refusal = !stored.has(change.oldSymbol)
        ? `unknown stock '${change.oldSymbol}'`
        : await historyClash(writer, change);
      if (refusal) {
        recorder.reject(change.line, 'previous_code', refusal);
        stocks.delete(change.newSymbol);
      } else pending.push(change);
    }
    recorder.imported(stocks.size);
    let added = 0;
    let changed = 0;
    let delisted = 0;
    const reweighed = new Set<string>();
    const reclassified = new Set<string>();
    for (const stock of stocks.values()) {
      const before = stored.get(stock.symbol);
      const next = {
        name: stock.name || before?.name || stock.symbol,
        sector: stock.sector ?? before?.sector.trim() ?? '',
        subIndustry: stock.subIndustry ?? before?.sub_industry ?? '',
        shares: stock.shares ?? before?.shares ?? 0,
        board: stock.board ?? before?.board ?? 'Main',
        listedOn: stock.listedOn ?? before?.listed_on ?? null,
        delistedOn: stock.delistedOn === undefined ? (before?.delisted_on ?? null) : stock.delistedOn,
      };
      if (
        before &&
        before.name === next.name &&
        before.sector.trim() === next.sector &&
        before.sub_industry === next.subIndustry &&
        Number(before.shares) === next.shares &&
        before.board === next.board &&
        before.listed_on === next.listedOn &&
        before.delisted_on === next.delistedOn
      ) {
        continue;
      }
      if (before) changed++;
      else added++;
      if (next.delistedOn && next.delistedOn !== before?.delisted_on) delisted++;
      if (before && before.sector.trim() !== next.sector) reclassified.add(stock.symbol);
      if (before && Number(before.shares) !== next.shares) reweighed.add(stock.symbol);
      await writer.execute(
        `INSERT INTO instruments (symbol, name, sector, sub_industry, listed_shares, board, listed_on, delisted_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (symbol) DO UPDATE SET name = excluded.name, sector = excluded.sector,
           sub_industry = excluded.sub_industry, listed_shares = excluded.listed_shares, board = excluded.board,
           listed_on = excluded.listed_on, delisted_on = excluded.delisted_on, updated_at = now()`,
        [
          stock.symbol,
          next.name,
          next.sector || ' ',
          next.subIndustry,
          next.shares,
          next.board,
          next.listedOn,
          next.delistedOn,
        ],
      );
    }

    let renamed = 0;
    let moved = 0;
    let earliestChange: IsoDate | null = null;
    for (const change of pending) {
      const result = await moveHistory(writer, change);
      await insertSymbolChange(writer, change, 'import');
      renamed++;
      moved += result.moved;
      if (result.merged && (!earliestChange || change.changedOn < earliestChange)) {
        earliestChange = change.changedOn;
      }
    }

    // A sector holds its stocks over all their history; listed shares weigh from the last day on.
    const [{ first } = { first: null }] = await writer.query<{ first: string | null }>(
      `SELECT least(
         (SELECT min(date)::text FROM daily_bars WHERE symbol = ANY($1::text[])),
         (SELECT max(date)::text FROM daily_bars WHERE symbol = ANY($2::text[])),
         $3::date::text) AS first`,
      [[...reclassified], [...reweighed], earliestChange],
    );
    if (first) await rebuildIndexBarsFrom(writer, first);
    return { added, changed, delisted, renamed, moved, rebuiltFrom: first };
  });

  const unchanged = stocks.size - outcome.added - outcome.changed;
  recorder.note(
    `${outcome.added} listed, ${outcome.changed} updated, ${unchanged} unchanged` +
      (outcome.delisted > 0 ? `, ${outcome.delisted} delisted` : ''),
  );
  if (outcome.renamed > 0) {
    recorder.note(
      `${outcome.renamed} code change(s): ${outcome.moved.toLocaleString('en-US')} stored rows moved`,
    );
  }
  if (outcome.rebuiltFrom) {
    await analyzeMarketTables(database, ['instruments', 'index_bars']);
    recorder.note(`index and sector levels rebuilt from ${outcome.rebuiltFrom}`);
  }
  await finishImport(database, recorder.summary, startedAt);
  return recorder.summary;
}
