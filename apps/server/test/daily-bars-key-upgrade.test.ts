import { describe, expect, it } from 'vitest';
import { inBulkTransaction } from '../src/db/bulk.ts';
import { analyzeMarketTables } from '../src/modules/market/market-ingest.service.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the daily bars' key carried the prices.
const PREVIOUS_MIGRATION = '20261127125207_screens_and_alerts';

const TOTALS = `select symbol, count(*)::int as bars, min(date)::text as first, max(date)::text as last,
  sum(open)::text as open, sum(high)::text as high, sum(low)::text as low, sum(close)::text as close,
  sum(volume)::text as volume, sum(value)::text as value, sum(foreign_buy - foreign_sell)::text as foreign_net
  from daily_bars group by symbol order by symbol`;

/** A chart's read of its bars, as loadStockDailyBars sends it. */
const CHART_READ = `select json_agg(json_build_array(date, open, high, low, close, volume) order by date)::text
  from daily_bars where symbol = 'BBRI' and date <= '2026-11-20' and date >= '2026-03-01'`;

describe.each(databaseKinds)(
  'upgrading a populated %s database to daily bars keyed with their prices',
  (kind) => {
    const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
      // Weekdays of 2026 up to 20 November for four stocks, prices and flows varying by day.
      await query(
        `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell)
       select s, d::date, 1000 + n * 100 + i % 37, 1010 + n * 100 + i % 41, 990 + n * 100 + i % 29,
              1005 + n * 100 + i % 31, 1000000 * n + i, 1000000000::bigint * n + i * 7, 100 + i,
              5000 * n + i, 4000 * n + i * 2
         from generate_series('2026-01-01'::date, '2026-11-20'::date, '1 day') with ordinality as days(d, i)
         cross join unnest(array['BBCA', 'BBRI', 'TLKM', 'ASII']) with ordinality as stocks(s, n)
        where extract(isodow from d) < 6`,
      );
      return query(TOTALS);
    });

    it('keeps every bar, keeps (symbol, date) unique, and serves a chart from the key alone', async () => {
      const { database, before } = upgrade;
      expect(before.map((stock) => stock.bars)).toEqual([232, 232, 232, 232]);
      expect(await queryRows(database, TOTALS)).toEqual(before);

      const [key] = await queryRows<{ indexdef: string }>(
        database,
        `select indexdef from pg_indexes where tablename = 'daily_bars' and indexname = 'daily_bars_symbol_date_pk'`,
      );
      expect(key!.indexdef).toMatch(
        /UNIQUE INDEX .*\(symbol, date\) INCLUDE \(open, high, low, close, volume\)/,
      );
      await expect(
        queryRows(
          database,
          `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell)
         values ('BBCA', '2026-11-20', 1, 1, 1, 1, 1, 1, 1, 0, 0)`,
        ),
      ).rejects.toThrow(/daily_bars_symbol_date_pk/);

      // What an import leaves: the visibility map set, so the read needs no heap page.
      await analyzeMarketTables(database, ['daily_bars']);
      const plan = await inBulkTransaction(
        database,
        async (writer) => {
          // Four stocks are few enough for a scan of the table: rule it out to see which index read remains.
          await writer.execute('SET LOCAL enable_seqscan = off');
          await writer.execute('SET LOCAL enable_bitmapscan = off');
          return writer.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${CHART_READ}`);
        },
        { bumpVersion: false },
      );
      const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(lines).toMatch(/Index Only Scan using daily_bars_symbol_date_pk/);
      expect(lines).toMatch(/Heap Fetches: 0/);
    });
  },
);
