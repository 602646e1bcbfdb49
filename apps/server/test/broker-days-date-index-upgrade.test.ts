import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the Broker Ranking read a day's broker rollup by its date.
const PREVIOUS_MIGRATION = '20261125154745_market_feeds_and_inbox';

const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20'];
const TOTALS = `select date::text as date, count(*)::int as rows, sum(buy_lot)::text as buy_lot,
  sum(sell_value)::text as sell_value, sum(buy_freq + sell_freq)::int as freq
  from broker_days group by date order by date`;

describe.each(databaseKinds)('upgrading a populated %s database to the dated broker rollup index', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    for (const [d, date] of DAYS.entries()) {
      await query(
        `insert into broker_days (symbol, date, broker, investor_type, buy_lot, buy_value, buy_freq, sell_lot, sell_value, sell_freq)
         select s, $1::date, b, t, 10 + n + $2, (10 + n) * 500000, 3, 7 + n, (7 + n) * 510000, 2
           from unnest(array['BBCA', 'BBRI', 'TLKM', 'ASII']) with ordinality as stocks(s, n)
           cross join unnest(array['YP', 'CC', 'AK', 'ZP']) as brokers(b)
           cross join unnest(array['D', 'F']) as types(t)`,
        [date, d],
      );
    }
    return query(TOTALS);
  });

  it('keeps every broker-day row and reads one date through the new index', async () => {
    const { database, before } = upgrade;
    expect(before.map((day) => day.rows)).toEqual([32, 32, 32]);
    expect(await queryRows(database, TOTALS)).toEqual(before);
    const indexes = await queryRows<{ indexdef: string }>(
      database,
      `select indexdef from pg_indexes where tablename = 'broker_days' and indexname = 'broker_days_date_idx'`,
    );
    expect(indexes).toHaveLength(1);
    expect(indexes[0]!.indexdef).toMatch(/\(date\)/);
  });
});
