/**
 * `npm run seed -- [--days N] [--trades-per-day M] [--years Y] [--force]`
 * Generates the demo market at the given size into the database the server uses (DATABASE_URL, or
 * the PGlite directory under DATA_DIR, which it locks: while a server holds that directory this
 * refuses with a clear message). Without --force an already stored market is left alone; --force
 * forgets the stored market and regenerates it (every market table is cleared first).
 *
 * `npm run seed -- --export <dir> [--date D] [--days N]`
 * Writes the stored market's last trading day (or day D; with --days the N trading days up to it)
 * as the files IDX and KSEI publish, to try the upload page with (see export-market-days.ts).
 */
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { lastCompleteTradingDay } from '@pantau/market';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock.ts';
import { appMeta } from '../apps/server/src/db/schema.ts';
import { loadDemoMarketIfEmpty } from '../apps/server/src/modules/market/market-ingest.service.ts';
import { findMarketSource } from '../apps/server/src/modules/market/market-meta.repo.ts';
import { ConfigError, loadConfig, type Config } from '../apps/server/src/platform/config.ts';
import {
  ExportError,
  exportMarketDays,
} from '../apps/server/src/modules/market/export/export-market-days.ts';

const USAGE = `Usage:
  npm run seed -- [--days N] [--trades-per-day M] [--years Y] [--force]
  npm run seed -- --export <dir> [--date YYYY-MM-DD] [--days N]   (N trading days up to the date)`;

function positive(name: string, text: string | undefined, integer = true): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new ConfigError(`--${name} must be a positive ${integer ? 'whole ' : ''}number, got '${text}'`);
  }
  return value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      days: { type: 'string' },
      'trades-per-day': { type: 'string' },
      years: { type: 'string' },
      force: { type: 'boolean', default: false },
      export: { type: 'string' },
      date: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.error(USAGE);
    return 2;
  }
  if (values.export === undefined && values.date !== undefined) {
    console.error(`--date goes with --export.\n${USAGE}`);
    return 2;
  }
  if (values.export !== undefined && (values.force || values.years || values['trades-per-day'])) {
    console.error(
      `--export writes the stored market as it is: --force, --years and --trades-per-day do not apply.\n${USAGE}`,
    );
    return 2;
  }
  const config = loadConfig();
  if (values.export !== undefined) return exportDays(config, values.export, values.date, values.days);
  const demo = config.market.demo;
  const options = {
    seed: demo.seed,
    years: positive('years', values.years, false) ?? demo.years,
    tradeDays: positive('days', values.days) ?? demo.tradeDays,
    tradesPerDay: positive('trades-per-day', values['trades-per-day']) ?? demo.tradesPerDay,
    stocks: demo.stocks,
    endDate: demo.endDate ?? lastCompleteTradingDay(new Date()),
  };
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const stored = await findMarketSource(database.db);
    if (stored && !values.force) {
      console.error(
        `A market is already stored (${stored.kind}, up to ${stored.endDate}, ${stored.tradeDays} trade days). ` +
          'Run with --force to replace it with a regenerated demo market.',
      );
      return 1;
    }
    if (values.force) {
      await database.db.delete(appMeta).where(inArray(appMeta.key, ['market_source', 'market_seeding']));
    }
    const log = pino({ level: 'info' }, pino.destination(2));
    console.error(
      `Generating the demo market: ${options.years} years, ${options.tradeDays} trade days, ` +
        `${options.tradesPerDay} trades per day for the most liquid names, up to ${options.endDate}`,
    );
    const outcome = await loadDemoMarketIfEmpty(database, options, log, (step, done, total) => {
      process.stderr.write(`[${done}/${total}] ${step}\n`);
    });
    if (outcome === 'busy') {
      console.error('Another process is generating the market right now; try again when it has finished.');
      return 1;
    }
    const source = await findMarketSource(database.db);
    console.log(`Demo market stored: ${source?.tradeDays ?? 0} trade days up to ${source?.endDate ?? '?'}.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function exportDays(
  config: Config,
  dir: string,
  date: string | undefined,
  daysText: string | undefined,
): Promise<number> {
  const days = positive('days', daysText);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const result = await exportMarketDays(database, dir, {
      date,
      days,
      onFile: (file) => console.log(`${file.path}  (${file.rows.toLocaleString('en-US')} rows)`),
    });
    for (const note of result.notes) console.error(note);
    console.error(
      `Exported ${result.days.join(', ')} to ${dir}: upload the files on the admin Market data page.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ExportError) {
      console.error(error.message);
    } else console.error('seed failed:', error);
    process.exit(1);
  },
);
