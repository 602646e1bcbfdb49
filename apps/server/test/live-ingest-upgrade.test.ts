import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before live ingest.
const PREVIOUS_MIGRATION = '20261127022457_stock_listings';

// Trade records are read through trade_records once their codes are stored as numbers (a later release).
const tradesFrom = (
  table: string,
) => `select trade_date::text as date, symbol, seq, price, volume::text as volume
  from ${table} order by trade_date, symbol, seq`;

describe.each(databaseKinds)('upgrading a populated %s database to live ingest', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(`insert into trading_days (date) values ('2026-11-20')`);
    await query(
      `create table trades_2026_11 partition of trades for values from ('2026-11-01') to ('2026-12-01')`,
    );
    await query(
      `insert into trades (trade_date, symbol, seq, time, session, board, price, volume, buyer_broker, buyer_type,
         seller_broker, seller_type, buy_order, sell_order) values
       ('2026-11-20', 'BBCA', 1, 90001, 1, 'RG', 9000, 500, 'YP', 'D', 'CC', 'F', 12, 7),
       ('2026-11-20', 'BBCA', 2, 90002, 1, 'RG', 9025, 100, 'AK', 'F', 'YP', 'D', 13, 14)`,
    );
    return query(tradesFrom('trades'));
  });

  it('keeps every stored trade as a final day, with no live day and no ingest key yet', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(2);
    expect(await queryRows(database, tradesFrom('trade_records'))).toEqual(before);
    for (const table of ['live_trade_days', 'live_stock_tails', 'ingest_keys']) {
      expect(await queryRows(database, `select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
    }
  });
});
