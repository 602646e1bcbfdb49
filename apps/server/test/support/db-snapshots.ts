/**
 * Where the test databases start from. A fresh PGlite cluster costs ~3 s of initdb and ~1 s of
 * migrations, and the test market ~8 s more on PGlite and ~4 s on PostgreSQL; every server test file
 * paid that for each database it opened. The server project's global setup builds each once per run
 * (./global-setup.ts) and test databases start from a copy: a dumped PGlite data directory, or a
 * PostgreSQL database created from a template.
 */
export type DbSnapshots = {
  /** Files holding dumped PGlite data directories. */
  pglite: { empty: string; market: string };
  /** Template database names next to TEST_DATABASE_URL's; null without it. */
  postgres: { empty: string; market: string } | null;
};

/** How the global setup hands them to the test workers, which inherit its environment. */
export const DB_SNAPSHOTS_ENV = 'PANTAU_TEST_DB_SNAPSHOTS';

/** Null outside a vitest run (benchmarks reuse the test server): databases are then built from scratch. */
export function dbSnapshots(): DbSnapshots | null {
  const raw = process.env[DB_SNAPSHOTS_ENV];
  return raw ? (JSON.parse(raw) as DbSnapshots) : null;
}
