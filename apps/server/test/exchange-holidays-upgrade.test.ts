import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the exchange calendar was stored.
const PREVIOUS_MIGRATION = '20261127000554_broker_retirement';

const DAYS = `select date::text as date from trading_days order by date`;

describe.each(databaseKinds)('upgrading a populated %s database to a stored exchange calendar', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(`insert into trading_days (date) values ('2026-08-14'), ('2026-08-18')`);
    return query(DAYS);
  });

  it('keeps the trading days and starts without a calendar, so no year changes meaning', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(2);
    expect(await queryRows(database, DAYS)).toEqual(before);
    expect(await queryRows(database, 'select count(*)::int as n from exchange_holidays')).toEqual([{ n: 0 }]);
    await queryRows(database, `insert into exchange_holidays (date) values ('2026-08-17')`);
    expect(await queryRows(database, `select name from exchange_holidays`)).toEqual([{ name: '' }]);
  });
});
