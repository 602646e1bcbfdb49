import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before feeds and the inbox kept their settings and locks in the database.
const PREVIOUS_MIGRATION = '20261125154121_market_data_imports';

describe.each(databaseKinds)('upgrading a populated %s database to feeds and the inbox', (kind) => {
  const admin = randomUUID();
  const run = randomUUID();
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into users (id, email, password_hash, full_name, email_verified_at, role)
         values ($1, 'ops@example.test', 'x', 'Ops Admin', now(), 'admin')`,
        [admin],
      );
      await query(
        `insert into import_runs (id, requested_kind, kind, trigger, actor_id, file_name, file_bytes, file_sha256, status, message)
         values ($1, 'stock-summary', 'stock-summary', 'upload', $2, 'StockSummary-20261110.json', 1234, 'abc', 'done', '950 rows stored')`,
        [run, admin],
      );
    });
    database = await upgraded.open();
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('keeps the import history and starts with no feed saved, no feed day and no inbox file', async () => {
    const runs = await queryRows(database!, `select id, status, message from import_runs`);
    expect(runs).toEqual([{ id: run, status: 'done', message: '950 rows stored' }]);
    for (const table of ['market_feeds', 'market_feed_days', 'market_inbox_files']) {
      expect(await queryRows(database!, `select count(*)::int as n from ${table}`), table).toEqual([
        { n: 0 },
      ]);
    }
  });

  it('links feed settings to their admin and feed days to their run, outliving both', async () => {
    await queryRows(
      database!,
      `insert into market_feeds (kind, url_template, time_wib, enabled, updated_by)
       values ('stock-summary', 'https://idx.example/{yyyymmdd}.json', '17:30', true, $1)`,
      [admin],
    );
    await queryRows(
      database!,
      `insert into market_feed_days (kind, market_date, status, attempts, last_attempt_at, run_id)
       values ('stock-summary', '2026-11-10', 'done', 1, now(), $1)`,
      [run],
    );
    // A second claim on the same feed day is refused by its key.
    await expect(
      queryRows(
        database!,
        `insert into market_feed_days (kind, market_date, status, last_attempt_at) values ('stock-summary', '2026-11-10', 'running', now())`,
      ),
    ).rejects.toThrow();
    await queryRows(database!, `delete from import_runs where id = $1`, [run]);
    await queryRows(database!, `delete from users where id = $1`, [admin]);
    expect(await queryRows(database!, `select updated_by from market_feeds`)).toEqual([{ updated_by: null }]);
    expect(await queryRows(database!, `select status, run_id from market_feed_days`)).toEqual([
      { status: 'done', run_id: null },
    ]);
  });
});
