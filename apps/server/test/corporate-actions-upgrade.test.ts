import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before corporate actions, when a special notice was a column of the instrument.
const PREVIOUS_MIGRATION = '20261126213437_stored_answers';

const INSTRUMENTS = `select symbol, name, sector, sub_industry, listed_shares::text as shares, status from instruments order by symbol`;
const BARS = `select symbol, date::text as date, close from daily_bars order by symbol, date`;

describe.each(databaseKinds)('upgrading a populated %s database to corporate actions', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(
      `insert into instruments (symbol, name, sector, sub_industry, listed_shares, status, special_notice)
       values ('BBCA', 'Bank Central Asia', 'G', 'Banks', 123275050000, 'active', 'Split'),
              ('GOTO', 'GoTo Gojek Tokopedia', 'I', 'Online Applications', 1185000000000, 'suspended', 'Suspend')`,
    );
    for (const [date, close] of [
      ['2026-11-19', 9_000],
      ['2026-11-20', 9_100],
    ] as const) {
      await query(
        `insert into daily_bars (symbol, date, open, high, low, close, volume, value, frequency, foreign_buy, foreign_sell)
         values ('BBCA', $1, $2, $2, $2, $2, 1000, $2 * 1000, 5, 0, 0)`,
        [date, close],
      );
    }
    return { instruments: await query(INSTRUMENTS), bars: await query(BARS) };
  });

  it('keeps every stock and bar; notices now come from recorded actions, of which there are none yet', async () => {
    const { database, before } = upgrade;
    const { instruments, bars } = before;
    expect(instruments).toHaveLength(2);
    expect(await queryRows(database, INSTRUMENTS)).toEqual(instruments);
    expect(await queryRows(database, BARS)).toEqual(bars);
    expect(await queryRows(database, 'select count(*)::int as n from corporate_actions')).toEqual([{ n: 0 }]);
  });

  it('records one action per stock, type and ex-date', async () => {
    const { database } = upgrade;
    const insert = `insert into corporate_actions (symbol, type, ex_date, ratio_from, ratio_to, source)
      values ('BBCA', 'split', '2026-11-20', 1, 5, 'admin') on conflict do nothing returning id`;
    expect(await queryRows(database, insert)).toHaveLength(1);
    expect(await queryRows(database, insert)).toHaveLength(0);
  });
});
