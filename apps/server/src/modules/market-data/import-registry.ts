import { basename, extname } from 'node:path';
import type { TImportKind } from '@pantau/contracts';
import type { SectorCode } from '@pantau/market';
import type { Database } from '../../db/client.ts';
import type { ImportProgress } from '../market/import/csv-stream.ts';
import { importBalancepos } from '../market/import/import-balancepos.ts';
import { importBars } from '../market/import/import-bars.ts';
import { importCorporateActions } from '../market/import/import-corporate-actions.ts';
import { importHolidays } from '../market/import/import-holidays.ts';
import { importIndexMembers } from '../market/import/import-index-members.ts';
import { importBrokerSummary } from '../market/import/import-broker-summary.ts';
import { importIndexSummary } from '../market/import/import-index-summary.ts';
import { importOwnership } from '../market/import/import-ownership.ts';
import { importStockSummary } from '../market/import/import-stock-summary.ts';
import { importStocks } from '../market/import/import-stocks.ts';
import { ImportError, type ImportSummary } from '../market/import/import-summary.ts';
import { importTrades } from '../market/import/import-trades.ts';

/** What an importer gets besides the database: the files (spooled under their own names) and hints. */
export type ImportInput = {
  /** Paths whose file names are the uploaded names: importers read extensions and dates from them. */
  files: string[];
  /** The trading day of a file that does not state it (Stock Summary XLSX). */
  date?: string;
  /** The stock of a one-stock chart CSV. */
  symbol?: string;
  /** Adds the chart CSV's stock when unknown (command line: --create --sector). */
  create?: { sector: SectorCode; name?: string };
  onProgress: ImportProgress;
  /** Trade records older than this many days before the newest are dropped after a trades import. */
  tradeRetentionDays?: number;
};

export type Importer = (database: Database, input: ImportInput) => Promise<ImportSummary>;

const oneFile = (kind: TImportKind, files: string[]): string => {
  if (files.length === 1) return files[0]!;
  throw new ImportError(`A ${kind} import takes one file; only trades may come as one day in several parts`);
};

// A chart export is usually named after its stock: BBCA.csv, BBCA_daily.csv, IDX_BBCA.JK.csv.
const symbolInFileName = (file: string): string | undefined =>
  /(?:^|[^A-Z])([A-Z]{4})(?:\.JK)?(?:[^A-Z]|$)/.exec(basename(file, extname(file)).toUpperCase())?.[1];

/**
 * One importer per kind, every way in (upload, feed, inbox, command line) goes through here.

 */
export const IMPORTERS: Record<TImportKind, Importer> = {
  trades: (database, { files, onProgress, tradeRetentionDays }) =>
    importTrades(database, files, { onProgress, retentionDays: tradeRetentionDays }),
  'stock-summary': (database, { files, date }) =>
    importStockSummary(database, oneFile('stock-summary', files), { date }),
  'ksei-balancepos': (database, { files, onProgress }) =>
    importBalancepos(database, oneFile('ksei-balancepos', files), { onProgress }),
  ownership: (database, { files, onProgress }) =>
    importOwnership(database, oneFile('ownership', files), { onProgress }),
  // A file with a symbol column names its own stocks; the symbol is only for one-stock chart CSVs.
  bars: (database, { files, symbol, create, onProgress }) => {
    const file = oneFile('bars', files);
    return importBars(database, file, { symbol: symbol ?? symbolInFileName(file), create, onProgress });
  },
  'index-summary': (database, { files, date }) =>
    importIndexSummary(database, oneFile('index-summary', files), { date }),
  'broker-summary': (database, { files, date }) =>
    importBrokerSummary(database, oneFile('broker-summary', files), { date }),
  'corporate-actions': (database, { files, onProgress }) =>
    importCorporateActions(database, oneFile('corporate-actions', files), { onProgress }),
  'index-members': (database, { files, onProgress }) =>
    importIndexMembers(database, oneFile('index-members', files), { onProgress }),
  holidays: (database, { files, onProgress }) =>
    importHolidays(database, oneFile('holidays', files), { onProgress }),
  stocks: (database, { files, onProgress }) =>
    importStocks(database, oneFile('stocks', files), { onProgress }),
};
