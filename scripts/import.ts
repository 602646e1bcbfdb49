/**
 * `npm run import -- <kind> <file…> [--symbol X] [--create --sector G [--name N]] [--date D] [--server URL]`
 *
 * Imports IDX/KSEI files the way the admin page does, recorded as a run (trigger `cli`):
 * - straight into the database the server uses (DATABASE_URL, or the PGlite directory under
 *   DATA_DIR, which it locks), when it can;
 * - through the running server when that server holds the PGlite directory (or with --server):
 *   the files are uploaded to POST /api/admin/market-data/imports as an admin
 *   (PANTAU_ADMIN_EMAIL / PANTAU_ADMIN_PASSWORD, or --email / --password) and the run is followed
 *   until it finishes.
 * Progress goes to stderr, the run's summary to stdout; the exit code is 1 when the run failed or
 * every row of the file was rejected.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { IMPORT_KINDS, ZGetImportRunResponseSchema, type TImportRun } from '@pantau/contracts';
import { SECTORS, type SectorCode } from '@pantau/market';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { DataDirLockedError } from '../apps/server/src/db/data-dir-lock.ts';
import { formatImportRun } from '../apps/server/src/modules/market-data/format-import-run.ts';
import type { ImportHints } from '../apps/server/src/modules/market-data/import-runner.ts';
import { MarketDataWatcher } from '../apps/server/src/modules/market-data/market-data-watcher.ts';
import { MarketImports } from '../apps/server/src/modules/market-data/market-imports.service.ts';
import { progressBar } from '../apps/server/src/modules/market/import/progress-bar.ts';
import { ConfigError, loadConfig, type Config } from '../apps/server/src/platform/config.ts';
import { connectRedis } from '../apps/server/src/platform/redis.ts';

const KINDS = [...IMPORT_KINDS, 'auto'] as const;
type Kind = (typeof KINDS)[number];

const USAGE = `Usage: npm run import -- <kind> <file…> [options]
  kinds: ${KINDS.join(', ')} (auto tells the kind from the content)
  npm run import -- bars <file.csv> [--symbol <CODE>] [--create --sector <${SECTORS.map((s) => s.code).join('|')}> [--name "Company"]]
  npm run import -- trades <file.csv|.csv.gz|.zip> [<part2> …]   one day may come in several parts
  npm run import -- stock-summary <file.json|file.xlsx> [--date YYYY-MM-DD]
  npm run import -- index-summary <file.json|file.xlsx> [--date YYYY-MM-DD]
  npm run import -- broker-summary <file.json|file.xlsx> [--date YYYY-MM-DD]
  npm run import -- ksei-balancepos <BalanceposEfekYYYYMMDD.zip | file.txt>
  npm run import -- ownership <file.csv>
  npm run import -- corporate-actions <file.csv>   symbol, type, ex_date, ratio (1:5), price, amount
  npm run import -- holidays <file.csv>   date, name: each year in the file replaces that year's calendar
  npm run import -- index-members <file.csv>   index, symbol, from, to (last day; empty = still in)
  npm run import -- stocks <file.csv|file.xlsx>   code, name, listing_date, listed_shares, board, sector,
      sub_industry; optional delisting_date, and previous_code with changed_on for a code change
Through a running server (automatic when it holds the embedded database):
  --server <URL>   default http://127.0.0.1:<PORT>
  --email, --password   an admin account (or PANTAU_ADMIN_EMAIL / PANTAU_ADMIN_PASSWORD)`;

class UsageError extends Error {}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      symbol: { type: 'string' },
      create: { type: 'boolean', default: false },
      sector: { type: 'string' },
      name: { type: 'string' },
      date: { type: 'string' },
      server: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [kind, ...files] = positionals;
  if (values.help || !kind || files.length === 0 || !KINDS.includes(kind as Kind)) {
    console.error(USAGE);
    return 2;
  }
  const sector = values.sector?.toUpperCase();
  if (values.create && !SECTORS.some((s) => s.code === sector)) {
    console.error(
      `--create needs --sector with an IDX-IC sector code (${SECTORS.map((s) => `${s.code} ${s.name}`).join(', ')}).`,
    );
    return 2;
  }
  for (const file of files) {
    if (!(await stat(file).catch(() => null))?.isFile())
      throw new UsageError(`Cannot read ${file}: no such file`);
  }
  const hints: ImportHints = {
    date: values.date,
    symbol: values.symbol?.trim().toUpperCase(),
    create: values.create ? { sector: sector as SectorCode, name: values.name } : undefined,
  };
  const config = loadConfig();

  // Trade-record files given together are one day in parts; any other files import one by one,
  // so a year of daily Stock Summaries loads with one command.
  const groups = kind === 'trades' ? [files] : files.map((file) => [file]);
  let failures = 0;
  for (const group of groups) {
    const run = await importGroup(config, kind as Kind, group, hints, values);
    console.log(formatImportRun(run));
    // Failed, or every row of the file refused: a script calling this must notice.
    const refused = run.rows_read > 0 && run.rows_stored === 0 && run.rows_rejected > 0;
    if (run.status === 'failed' || refused) failures++;
  }
  return failures > 0 ? 1 : 0;
}

async function importGroup(
  config: Config,
  kind: Kind,
  files: string[],
  hints: ImportHints,
  values: { server?: string; email?: string; password?: string },
): Promise<TImportRun> {
  if (values.server) return importThroughServer(values.server, kind, files, hints, values);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: 3 }
      : { kind: 'pglite', dataDir: config.dataDir },
  ).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) return null;
    throw error;
  });
  if (database) return importDirectly(database, config, kind, files, hints);
  const url = localServerUrl(config);
  console.error(`The server holds ${config.dataDir}: importing through it at ${url}`);
  return importThroughServer(url, kind, files, hints, values);
}

const localServerUrl = (config: Config) =>
  `http://${['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host}:${config.port}`;

/** Runs the import in this process through the same runner the server uses. */
async function importDirectly(
  database: Database,
  config: Config,
  kind: Kind,
  files: string[],
  hints: ImportHints,
): Promise<TImportRun> {
  // Running servers on PostgreSQL notice the new data by polling; with Redis they hear it at once.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  // Warnings only, on stderr: stdout carries the summary.
  const log = pino({ level: 'warn' }, process.stderr);
  const watcher = new MarketDataWatcher(database, redis, log);
  const imports = new MarketImports({
    database,
    log,
    watcher,
    spoolDir: `${config.dataDir}/import-spool`,
    instanceId: `cli:${process.pid}`,
    tradeRetentionDays: config.market.tradeRetentionDays,
  });
  try {
    const { id, finished } = await imports.submitImport(
      {
        requestedKind: kind,
        files: files.map((path) => ({ path, name: basename(path) })),
        trigger: 'cli',
        actorId: null,
      },
      hints,
    );
    const progress = progressBar(kind);
    let done = false;
    void finished.then(() => (done = true));
    while (!done) {
      const run = await imports.getRun(id);
      if (run.progress)
        progress.update({
          bytesRead: run.progress.bytes_read,
          totalBytes: run.progress.bytes_total,
          rows: run.rows_read,
        });
      await Promise.race([finished, sleep(250)]);
    }
    progress.finish();
    return await imports.getRun(id);
  } finally {
    await imports.stop(0);
    await watcher.close();
    await redis?.close();
    await database.close();
  }
}

/** Uploads the files to a running server as an admin and follows the run until it finishes. */
async function importThroughServer(
  server: string,
  kind: Kind,
  files: string[],
  hints: ImportHints,
  flags: { email?: string; password?: string },
): Promise<TImportRun> {
  if (hints.create) {
    throw new UsageError('--create needs direct database access: add the stock first, or stop the server');
  }
  const email = flags.email ?? process.env.PANTAU_ADMIN_EMAIL;
  const password = flags.password ?? process.env.PANTAU_ADMIN_PASSWORD;
  if (!email || !password) {
    throw new UsageError(
      'Importing through the running server needs an admin account: set PANTAU_ADMIN_EMAIL and PANTAU_ADMIN_PASSWORD (or pass --email and --password).',
    );
  }
  const base = server.replace(/\/+$/, '');
  const login = async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).catch((error: unknown) => {
      throw new UsageError(`Cannot reach the server at ${base} (${(error as Error).message})`);
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { session?: { access_token: string } };
      error?: { message: string };
    } | null;
    const token = body?.data?.session?.access_token;
    if (!response.ok || !token)
      throw new UsageError(`Sign-in as ${email} failed: ${body?.error?.message ?? response.status}`);
    return token;
  };
  let token = await login();

  const fields: Record<string, string | undefined> = {
    kind,
    trigger: 'cli',
    date: hints.date,
    symbol: hints.symbol,
  };
  const upload = multipartBody(
    fields,
    files,
    await Promise.all(files.map(async (file) => (await stat(file)).size)),
  );
  const sending = progressBar('upload');
  const response = await fetch(`${base}/api/admin/market-data/imports`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${upload.boundary}`,
      'content-length': String(upload.length),
    },
    body: Readable.toWeb(
      upload.stream((sent) => sending.update({ bytesRead: sent, totalBytes: upload.length, rows: 0 })),
    ) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  sending.finish();
  const created = (await response.json().catch(() => null)) as {
    data?: { id: string };
    error?: { message: string };
  } | null;
  if (response.status !== 202 || !created?.data) {
    throw new UsageError(
      `The server refused the import (${response.status}): ${created?.error?.message ?? 'no answer'}`,
    );
  }

  const progress = progressBar(kind);
  for (;;) {
    const answer = await fetch(`${base}/api/admin/market-data/imports/${created.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status === 401) {
      // A long import outlives the access token.
      token = await login();
      continue;
    }
    const run = ZGetImportRunResponseSchema.parse(await answer.json()).data;
    if (run.status === 'done' || run.status === 'failed') {
      progress.finish();
      return run;
    }
    if (run.progress) {
      progress.update({
        bytesRead: run.progress.bytes_read,
        totalBytes: run.progress.bytes_total,
        rows: run.rows_read,
      });
    }
    await sleep(500);
  }
}

/**
 * A multipart/form-data body streamed from the files (never read whole), with its exact length
 * known up front so the server can refuse an oversized upload before it is sent.
 */
function multipartBody(fields: Record<string, string | undefined>, files: string[], sizes: number[]) {
  const boundary = `pantau-${crypto.randomUUID()}`;
  const head = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeads = files.map(
    (file) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${basename(file).replaceAll('"', '_')}"\r\n` +
      'content-type: application/octet-stream\r\n\r\n',
  );
  const tail = `--${boundary}--\r\n`;
  const length =
    Buffer.byteLength(head) +
    fileHeads.reduce((sum, text, i) => sum + Buffer.byteLength(text) + sizes[i]! + 2, 0) +
    Buffer.byteLength(tail);
  return {
    boundary,
    length,
    stream: (onSent: (bytes: number) => void) =>
      Readable.from(
        (async function* () {
          let sent = 0;
          const push = (chunk: Buffer) => {
            sent += chunk.length;
            onSent(sent);
            return chunk;
          };
          yield push(Buffer.from(head));
          for (const [i, file] of files.entries()) {
            yield push(Buffer.from(fileHeads[i]!));
            for await (const chunk of createReadStream(file)) yield push(chunk as Buffer);
            yield push(Buffer.from('\r\n'));
          }
          yield push(Buffer.from(tail));
        })(),
      ),
  };
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof UsageError) console.error(error.message);
    else console.error('import failed:', error);
    process.exit(1);
  },
);
