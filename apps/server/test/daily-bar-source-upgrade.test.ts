import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before daily bars recorded where they came from.
const PREVIOUS_MIGRATION = '20261125141047_lift_lockout_suspensions';

describe.each(databaseKinds)('upgrading a populated %s database to daily bars with a source', (kind) => {
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell)
         values ('BBRI', '2026-06-10', 4000, 4100, 3980, 4050, 1000, 4050000, 10, 100, 50),
                ('BBRI', '2026-06-11', 4050, 4060, 4000, 4010, 2000, 8020000, 20, 0, 300),
                ('TLKM', '2026-06-11', 3000, 3050, 2980, 3020, 500, 1510000, 5, 10, 10)`,
      );
      await query(
        `insert into minute_bars (symbol, date, minute, open, high, low, close, volume, buy_volume, sell_volume, frequency)
         values ('BBRI', '2026-06-11', 540, 4050, 4060, 4000, 4010, 2000, 1200, 800, 20)`,
      );
    });
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('keeps every bar, marks those with trade records as from the trades and leaves the rest unknown', async () => {
    database = await upgraded.open();
    const rows = await queryRows(
      database,
      `select symbol, date::text as date, close, volume::float8 as volume, source from daily_bars order by symbol, date`,
    );
    expect(rows).toEqual([
      { symbol: 'BBRI', date: '2026-06-10', close: 4050, volume: 1000, source: null },
      { symbol: 'BBRI', date: '2026-06-11', close: 4010, volume: 2000, source: 'trades' },
      { symbol: 'TLKM', date: '2026-06-11', close: 3020, volume: 500, source: null },
    ]);
  });
});
