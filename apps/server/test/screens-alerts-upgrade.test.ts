import { describe, expect, it } from 'vitest';
import { upgradedForBlock } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before custom screens and alerts.
const PREVIOUS_MIGRATION = '20261127052549_live_ingest';
const MEMBER = '6f1c2a4e-1b2c-4d3e-8f90-123456789abc';

const KEPT = `select u.email, w.symbols, p.bullish_color from users u
  join user_watchlists w on w.user_id = u.id join user_chart_preferences p on p.user_id = u.id order by u.email`;

describe.each(databaseKinds)('upgrading a populated %s database to screens and alerts', (kind) => {
  const upgrade = upgradedForBlock(kind, PREVIOUS_MIGRATION, async (query) => {
    await query(
      `insert into users (id, email, password_hash, full_name, email_verified_at) values ($1, 'member@example.com', 'x', 'Member', now())`,
      [MEMBER],
    );
    await query(`insert into user_watchlists (user_id, symbols) values ($1, '{BBCA,TLKM}')`, [MEMBER]);
    await query(`insert into user_chart_preferences (user_id, bullish_color) values ($1, '#00ff00')`, [
      MEMBER,
    ]);
    return query(KEPT);
  });

  it('keeps members and their preferences, and starts with no screens, columns or alerts', async () => {
    const { database, before } = upgrade;
    expect(before).toHaveLength(1);
    expect(await queryRows(database, KEPT)).toEqual(before);
    for (const table of [
      'saved_screens',
      'user_watchlist_columns',
      'alerts',
      'alert_notifications',
      'alert_settings',
    ]) {
      expect(await queryRows(database, `select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
    }
  });

  it('takes a saved screen and an alert on it for an existing member', async () => {
    const { database } = upgrade;
    const [screen] = await queryRows<{ id: string }>(
      database,
      `insert into saved_screens (user_id, name, definition) values ('${MEMBER}', 'Mine', '{"combine":"and","groups":[]}') returning id`,
    );
    await queryRows(
      database,
      `insert into alerts (user_id, name, kind, target, screen_id, unsubscribe_token)
       values ('${MEMBER}', 'On mine', 'screen', '{}', '${screen!.id}', 'token-token-token-token')`,
    );
    expect(await queryRows(database, `select name, active, email, state from alerts`)).toEqual([
      { name: 'On mine', active: true, email: true, state: null },
    ]);
  });
});
