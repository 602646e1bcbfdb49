import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before brokers could be retired.
const PREVIOUS_MIGRATION = '20261126233142_corporate_actions';

const BROKERS = `select code, name, category, colour from brokers order by code`;

describe.each(databaseKinds)('upgrading a populated %s database to retirable brokers', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(
      `insert into brokers (code, name, category, colour) values
         ('CC', 'Mandiri Sekuritas', 'BUMN', 'Gold'), ('YP', 'Mirae Asset Sekuritas', 'Lokal', 'Biru'),
         ('ZZ', 'ZZ', 'Lokal', 'Grey')`,
    );
    return query(BROKERS);
  });

  it('keeps every broker as it was, none retired', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(3);
    expect(await queryRows(database, BROKERS)).toEqual(before);
    expect(
      await queryRows(database, 'select count(*)::int as n from brokers where retired_on is not null'),
    ).toEqual([{ n: 0 }]);
  });
});
