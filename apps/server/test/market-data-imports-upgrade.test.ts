import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before market-data imports had runs, official index levels and broker totals.
const PREVIOUS_MIGRATION = '20261125142321_stock_summary_details';

describe.each(databaseKinds)('upgrading a populated %s database to market-data import runs', (kind) => {
  const userId = randomUUID();
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;
  const sql = (query: string, params: unknown[] = []) => queryRows(database!, query, params);

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into users (id, email, password_hash, full_name, role, email_verified_at)
         values ($1, $2, 'x', 'Ada Admin', 'admin', now())`,
        [userId, `ada-${userId}@example.test`],
      );
      await query(
        `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell, source)
         values ('BBRI', '2026-06-10', 4000, 4100, 3980, 4050, 1000, 4050000, 10, 100, 50, 'stock-summary')`,
      );
      await query(
        `insert into ingest_runs (kind, source, rows_read, rows_imported, rows_skipped, started_at)
         values ('stock-summary', 'summary.json', 950, 949, 1, now())`,
      );
      await query(`insert into app_meta (key, value) values ('market_source', '{"kind":"import"}')`);
    });
    database = await upgraded.open();
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('keeps bars, ingest runs and settings', async () => {
    expect(await sql(`select symbol, close, source from daily_bars`)).toEqual([
      { symbol: 'BBRI', close: 4050, source: 'stock-summary' },
    ]);
    expect(await sql(`select kind, rows_imported from ingest_runs`)).toEqual([
      { kind: 'stock-summary', rows_imported: 949 },
    ]);
    expect(await sql(`select value from app_meta where key = 'market_source'`)).toEqual([
      { value: { kind: 'import' } },
    ]);
  });

  it('records runs with their defaults, one active run per file, and keeps a run when its actor goes', async () => {
    const insert = (sha: string, status = 'queued') =>
      sql(
        `insert into import_runs (requested_kind, trigger, actor_id, file_name, file_bytes, file_sha256, status)
         values ('auto', 'upload', $1, 'f.json', 10, $2, $3) returning id`,
        [userId, sha, status],
      );
    const [first] = await insert('aaa');
    const [run] = await sql(
      `select status, rows_read, rejected_samples, days, notes, kind from import_runs where id = $1`,
      [first!.id],
    );
    expect(run).toEqual({
      status: 'queued',
      rows_read: 0,
      rejected_samples: [],
      days: [],
      notes: [],
      kind: null,
    });
    await expect(insert('aaa', 'running')).rejects.toThrow();
    await sql(`update import_runs set status = 'done' where id = $1`, [first!.id]);
    await insert('aaa');
    await insert('aaa', 'failed');

    await sql(`delete from users where id = $1`, [userId]);
    expect(await sql(`select count(*)::int as n from import_runs where actor_id is null`)).toEqual([
      { n: 3 },
    ]);
  });

  it('stores official index levels and market-wide broker totals once per code and day', async () => {
    await sql(
      `insert into official_index_bars (code, date, close, market_cap) values ('COMPOSITE', '2026-06-10', 7123.45, 12000000000000000)`,
    );
    await expect(
      sql(`insert into official_index_bars (code, date, close) values ('COMPOSITE', '2026-06-10', 1)`),
    ).rejects.toThrow();
    await sql(
      `insert into broker_market_days (broker, date, volume, value, frequency) values ('YP', '2026-06-10', 1000, 5000000, 12)`,
    );
    expect(await sql(`select code, close from official_index_bars`)).toEqual([
      { code: 'COMPOSITE', close: 7123.45 },
    ]);
    expect(await sql(`select broker, frequency from broker_market_days`)).toEqual([
      { broker: 'YP', frequency: 12 },
    ]);
  });
});
