import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import { databaseKinds, queryRows } from './support/test-server.ts';

// The release before the lockout stopped suspending accounts.
const PREVIOUS_MIGRATION = '20261125125843_store_avatars_and_sandbox_orders';
const OLD_LOCKOUT_REASON = 'Account has been suspended due to repeated failed login attempts';

describe.each(databaseKinds)('upgrading a populated %s database past the old lockout suspensions', (kind) => {
  const lockedOut = randomUUID();
  const suspendedByAdmin = randomUUID();
  const active = randomUUID();
  let upgraded: PopulatedDatabase;
  let database: Database | undefined;

  beforeAll(async () => {
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into users (id, email, password_hash, full_name, email_verified_at, is_active, suspension_reason)
         values ($1, 'locked@example.com', 'x', 'Locked Out', now(), false, $4),
                ($2, 'admin-suspended@example.com', 'x', 'Suspended By Admin', now(), false, 'Chargeback fraud'),
                ($3, 'active@example.com', 'x', 'Still Active', now(), true, null)`,
        [lockedOut, suspendedByAdmin, active, OLD_LOCKOUT_REASON],
      );
    });
  });
  afterAll(async () => {
    await database?.close();
    await upgraded.drop();
  });

  it('reactivates accounts the old lockout suspended and keeps every row and every admin suspension', async () => {
    database = await upgraded.open();
    const rows = await queryRows<{ id: string; is_active: boolean; suspension_reason: string | null }>(
      database,
      'select id, is_active, suspension_reason from users order by email',
    );
    expect(rows).toEqual([
      { id: active, is_active: true, suspension_reason: null },
      { id: suspendedByAdmin, is_active: false, suspension_reason: 'Chargeback fraud' },
      { id: lockedOut, is_active: true, suspension_reason: null },
    ]);
  });
});
