import { describe, expect, it } from 'vitest';
import { findStoredAnswer, storeAnswer } from '../src/modules/market/stored-answers.repo.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before answers were stored.
const PREVIOUS_MIGRATION = '20261126184549_rollups_by_month';

const BARS = `select symbol, date::text as date, close, volume::text as volume from daily_bars order by symbol, date`;

describe.each(databaseKinds)('upgrading a populated %s database to stored answers', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    for (const [date, close] of [
      ['2026-11-19', 9_000],
      ['2026-11-20', 9_100],
    ] as const) {
      await query(
        `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell)
         values ('BBCA', $1, $2, $2, $2, $2, 1000, $2 * 1000, 5, 0, 0)`,
        [date, close],
      );
    }
    await query(`insert into app_meta (key, value) values ('market_data_version', '41'::jsonb)`);
    return query(BARS);
  });

  it('keeps the market data and its version, and starts with no stored answer', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(2);
    expect(await queryRows(database, BARS)).toEqual(before);
    expect(
      await queryRows(
        database,
        `select value::text as version from app_meta where key = 'market_data_version'`,
      ),
    ).toEqual([{ version: '41' }]);
    expect(await findStoredAnswer(database.db, 'screener', '2026-11-20')).toBeNull();
  });

  it('keeps an answer for its day and version only', async () => {
    const { database } = upgrade;
    const answer = { json: '{"ok":true}', br: Buffer.from([1, 2, 3]), gzip: Buffer.from([4, 5]) };
    await storeAnswer(database.db, 'screener', '2026-11-20', 41, answer);
    expect(await findStoredAnswer(database.db, 'screener', '2026-11-20')).toEqual(answer);
    expect(await findStoredAnswer(database.db, 'screener', '2026-11-19')).toBeNull();

    await queryRows(database, `update app_meta set value = '42'::jsonb where key = 'market_data_version'`);
    expect(await findStoredAnswer(database.db, 'screener', '2026-11-20')).toBeNull();
    // One row per kind: the next answer replaces it.
    const next = { json: '{"ok":false}', br: Buffer.from([9]), gzip: Buffer.from([8]) };
    await storeAnswer(database.db, 'screener', '2026-11-20', 42, next);
    expect(await findStoredAnswer(database.db, 'screener', '2026-11-20')).toEqual(next);
    expect(await queryRows(database, 'select count(*)::int as n from stored_answers')).toEqual([{ n: 1 }]);
  });
});
