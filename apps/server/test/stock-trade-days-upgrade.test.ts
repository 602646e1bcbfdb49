import { describe, expect, it } from 'vitest';
import { findSymbolTradeDates } from '../src/modules/market/flows/flow-lookups.repo.ts';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the days each stock traded were kept beside its minute bars.
const PREVIOUS_MIGRATION = '20261126131618_broker_days_date_index';

const TOTALS = `select symbol, date::text as date, count(*)::int as minutes, sum(volume)::text as volume
  from minute_bars group by symbol, date order by symbol, date`;

describe.each(databaseKinds)('upgrading a populated %s database to per-stock trade days', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    // BBCA traded on three days, TLKM on two (not the 19th), GOTO on one: 30 minutes each.
    for (const [symbol, dates] of [
      ['BBCA', ['2026-11-20', '2026-11-19', '2026-11-18']],
      ['TLKM', ['2026-11-18', '2026-11-20']],
      ['GOTO', ['2026-11-20']],
    ] as const) {
      for (const date of dates) {
        await query(
          `insert into minute_bars (symbol, date, minute, open, high, low, close, volume, buy_volume, sell_volume, frequency)
           select $1, $2::date, 540 + m, 1000, 1005, 995, 1000 + m, 100 * m, 60 * m, 40 * m, m
             from generate_series(1, 30) as m`,
          [symbol, date],
        );
      }
    }
    return query(TOTALS);
  });

  it('keeps every minute bar and knows each stock’s trade days from them', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(6);
    expect(await queryRows(database, TOTALS)).toEqual(before);
    // Newest first.
    expect(await findSymbolTradeDates(database.db, 'BBCA')).toEqual([
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
    ]);
    expect(await findSymbolTradeDates(database.db, 'TLKM')).toEqual(['2026-11-20', '2026-11-18']);
    expect(await findSymbolTradeDates(database.db, 'GOTO')).toEqual(['2026-11-20']);
    expect(await findSymbolTradeDates(database.db, 'ASII')).toEqual([]);
  });
});
