import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client.ts';

export type PlanKind = 'trial' | 'paid';

/**
 * The plan each of these members has at `now`: 'paid' when a paid period is running (a trial
 * running beside it does not lower it), 'trial' when only the trial is; members without access are
 * absent. One query for any number of members (the alert evaluator asks for all at once).
 */
export async function findPlanKinds(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, PlanKind>> {
  if (userIds.length === 0) return new Map();
  const at = now.toISOString();
  const rows = await executeRows<{ user_id: string; paid: boolean }>(
    db,
    sql`SELECT user_id::text AS user_id, bool_or(kind = 'paid') AS paid FROM subscription_periods
        WHERE user_id = ANY(${`{${userIds.join(',')}}`}::uuid[])
          AND starts_at <= ${at}::timestamptz AND ends_at > ${at}::timestamptz AND revoked_at IS NULL
        GROUP BY user_id`,
  );
  return new Map(rows.map((row) => [row.user_id, row.paid ? 'paid' : 'trial']));
}
