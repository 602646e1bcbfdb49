import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema.ts';

export async function insertActivity(
  db: Db,
  values: { userId: string; kind: string; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(activityLog).values(values);
}

export async function findRecentActivity(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(activityLog)
    .where(eq(activityLog.userId, userId))
    .orderBy(desc(activityLog.createdAt))
    .limit(limit);
}
