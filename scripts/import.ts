/**
 * `npm run import -- <bars|trades|ownership|ksei-balancepos|stock-summary> <file> [--symbol X] [--create --sector G [--name N]] [--date D]`
 * Streams an IDX file into the database the server uses (DATABASE_URL, or the PGlite directory
 * under DATA_DIR, which it locks: while a server holds that directory this refuses with a clear
 * message instead of corrupting it). Progress goes to stderr, the summary to stdout.
 */
import { parseArgs } from 'node:util';
import { SECTORS, type SectorCode } from '@pantau/market';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock.ts';
import { importBalancepos } from '../apps/server/src/modules/market/import/import-balancepos.ts';
import { importBars } from '../apps/server/src/modules/market/import/import-bars.ts';
import { importOwnership } from '../apps/server/src/modules/market/import/import-ownership.ts';
import { importStockSummary } from '../apps/server/src/modules/market/import/import-stock-summary.ts';
import {
  formatSummary,
  ImportError,
  type ImportSummary,
} from '../apps/server/src/modules/market/import/import-summary.ts';
import { importTrades } from '../apps/server/src/modules/market/import/import-trades.ts';
import { progressBar } from '../apps/server/src/modules/market/import/progress-bar.ts';
import { ConfigError, loadConfig } from '../apps/server/src/platform/config.ts';

const USAGE = `Usage:
  npm run import -- bars <file.csv> --symbol <CODE> [--create --sector <${SECTORS.map((s) => s.code).join('|')}> [--name "Company"]]
  npm run import -- trades <file.csv>
  npm run import -- ownership <file.csv>
  npm run import -- ksei-balancepos <BalanceposEfekYYYYMMDD.zip | file.txt>
  npm run import -- stock-summary <file.json|file.xlsx> [--date YYYY-MM-DD]`;
const KINDS = ['bars', 'trades', 'ownership', 'ksei-balancepos', 'stock-summary'];

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      symbol: { type: 'string' },
      create: { type: 'boolean', default: false },
      sector: { type: 'string' },
      name: { type: 'string' },
      date: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [kind, file] = positionals;
  if (values.help || !kind || !file || !KINDS.includes(kind)) {
    console.error(USAGE);
    return 2;
  }
  if (kind === 'bars' && !values.symbol) {
    console.error(`bars needs --symbol: a chart CSV holds one stock.\n${USAGE}`);
    return 2;
  }
  const sector = values.sector?.toUpperCase();
  if (values.create && !SECTORS.some((s) => s.code === sector)) {
    console.error(
      `--create needs --sector with an IDX-IC sector code (${SECTORS.map((s) => `${s.code} ${s.name}`).join(', ')}).`,
    );
    return 2;
  }

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const progress = progressBar(kind);
  try {
    let summary: ImportSummary;
    if (kind === 'bars') {
      summary = await importBars(database, file, {
        symbol: values.symbol as string,
        create: values.create ? { sector: sector as SectorCode, name: values.name } : undefined,
        onProgress: progress.update,
      });
    } else if (kind === 'trades') {
      summary = await importTrades(database, file, {
        onProgress: progress.update,
        onDay: (day) => {
          progress.finish();
          console.error(
            `${day.date}: ${day.trades.toLocaleString('en-US')} trades of ${day.symbols} stocks stored`,
          );
        },
      });
    } else if (kind === 'ksei-balancepos') {
      summary = await importBalancepos(database, file, { onProgress: progress.update });
    } else if (kind === 'stock-summary') {
      summary = await importStockSummary(database, file, { date: values.date });
    } else {
      summary = await importOwnership(database, file, { onProgress: progress.update });
    }
    progress.finish();
    console.log(formatSummary(summary));
    return summary.rowsImported === 0 && summary.rowsRead > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ImportError) {
      console.error(error.message);
    } else console.error('import failed:', error);
    process.exit(1);
  },
);
