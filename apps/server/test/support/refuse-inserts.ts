import type { Database } from '../../src/db/client.ts';
import { queryRows } from './test-server.ts';

/**
 * Makes the database fail inserts into `table` (those matching `when`, a trigger condition on
 * `new`) with "disk full", as a full disk or a lost connection would fail a load midway.
 */
export async function refuseInserts(database: Database, table: string, when = 'true'): Promise<void> {
  const name = `refuse_${table}`;
  await queryRows(
    database,
    `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
  );
  await queryRows(
    database,
    `create trigger ${name} before insert on ${table} for each row when (${when}) execute function ${name}()`,
  );
}
