import type { Database } from './client.ts';

/**
 * The market-data version: a counter in app_meta that every write of market data bumps in its own
 * transaction. An instance that reads a new version knows the data under its memoised answers
 * changed, whichever process wrote it (another instance, the command line).
 */
export const MARKET_DATA_VERSION_KEY = 'market_data_version';
const KEY = MARKET_DATA_VERSION_KEY;

export const BUMP_MARKET_DATA_VERSION_SQL = `INSERT INTO app_meta (key, value, updated_at) VALUES ('${KEY}', '1'::jsonb, now())
  ON CONFLICT (key) DO UPDATE SET value = to_jsonb(app_meta.value::text::bigint + 1), updated_at = now()`;

const READ_SQL = `SELECT value::text AS version FROM app_meta WHERE key = '${KEY}'`;

async function run<T extends Record<string, unknown>>(database: Database, statement: string): Promise<T[]> {
  return database.raw.kind === 'pglite'
    ? (await database.raw.client.query<T>(statement)).rows
    : (await database.raw.pool.query<T>(statement)).rows;
}

export async function readMarketDataVersion(database: Database): Promise<number> {
  const [row] = await run<{ version: string }>(database, READ_SQL);
  return row ? Number(row.version) : 0;
}

/** For writes outside a bulk transaction (row-by-row imports): bumps on its own once they are done. */
export async function bumpMarketDataVersion(database: Database): Promise<void> {
  await run(database, BUMP_MARKET_DATA_VERSION_SQL);
}
