import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inBulkTransaction } from '../src/db/bulk.ts';
import type { Database } from '../src/db/client.ts';
import { rebuildIndexBarsFrom } from '../src/modules/market/index-levels.ts';
import { createTestDatabase, databaseKinds, queryRows } from './support/test-server.ts';

/**
 * A live day's once-a-second settle and its end-of-day import both rebuild the index levels from
 * the day; on PostgreSQL they run on separate connections at once. Each must commit, and the levels
 * must be what one rebuild gives.
 */
describe.each(databaseKinds)('index-level rebuilds at once on %s', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(kind, { market: true }));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const levelsFrom = (date: string) =>
    queryRows<{ code: string; date: string; close: number }>(
      database,
      `SELECT code, date::text AS date, close FROM index_bars WHERE date >= $1 ORDER BY code, date`,
      [date],
    );

  it('all commit, and leave the levels one rebuild leaves', async () => {
    const [day] = await queryRows<{ date: string }>(
      database,
      'SELECT date::text AS date FROM trading_days ORDER BY date DESC OFFSET 4 LIMIT 1',
    );
    const from = day!.date;
    await inBulkTransaction(database, (writer) => rebuildIndexBarsFrom(writer, from));
    const once = await levelsFrom(from);
    expect(once.length).toBeGreaterThan(0);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        inBulkTransaction(database, (writer) => rebuildIndexBarsFrom(writer, from)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await levelsFrom(from)).toEqual(once);
  });
});
