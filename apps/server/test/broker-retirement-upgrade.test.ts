import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before brokers could be retired.
const PREVIOUS_MIGRATION = '20261126233142_corporate_actions';

const BROKERS = `select code, name, category, colour from brokers order by code`;

describe.each(databaseKinds)('upgrading a populated %s database to retirable brokers', (kind) => {
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;
  let before: Array<Record<string, unknown>>;

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into brokers (code, name, category, colour) values
           ('CC', 'Mandiri Sekuritas', 'BUMN', 'Gold'), ('YP', 'Mirae Asset Sekuritas', 'Lokal', 'Biru'),
           ('ZZ', 'ZZ', 'Lokal', 'Grey')`,
      );
      before = await query(BROKERS);
    });
    database = await upgraded.open();
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('keeps every broker as it was, none retired', async () => {
    expect(before).toHaveLength(3);
    expect(await queryRows(database!, BROKERS)).toEqual(before);
    expect(
      await queryRows(database!, 'select count(*)::int as n from brokers where retired_on is not null'),
    ).toEqual([{ n: 0 }]);
  });
});
