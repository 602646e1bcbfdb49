import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before delistings and code changes were stored.
const PREVIOUS_MIGRATION = '20261127002849_exchange_holidays';

const STOCKS = `select symbol, name, sector, sub_industry, listed_shares::text as shares, board, status,
  listed_on::text as listed_on from instruments order by symbol`;

describe.each(databaseKinds)('upgrading a populated %s database to the stock list over time', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(
      `insert into instruments (symbol, name, sector, sub_industry, listed_shares, board, listed_on) values
       ('BBCA', 'Bank Central Asia Tbk', 'G', 'Banks', 123275050000, 'Main', '2000-05-31'),
       ('NEWS', 'NEWS', ' ', '', 0, 'Main', null)`,
    );
    return query(STOCKS);
  });

  it('keeps every stock as it was, listed, with no code changes yet', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(2);
    expect(await queryRows(database, STOCKS)).toEqual(before);
    expect(
      await queryRows(database, 'select count(*)::int as n from instruments where delisted_on is not null'),
    ).toEqual([{ n: 0 }]);
    expect(await queryRows(database, 'select count(*)::int as n from symbol_changes')).toEqual([{ n: 0 }]);
    await queryRows(
      database,
      `insert into symbol_changes (old_symbol, new_symbol, changed_on, source) values ('NEWS', 'NEWZ', '2026-12-01', 'admin')`,
    );
    expect(await queryRows(database, 'select new_symbol from symbol_changes')).toEqual([
      { new_symbol: 'NEWZ' },
    ]);
  });
});
