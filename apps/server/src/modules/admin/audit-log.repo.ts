import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { adminAuditLog, users } from '../../db/schema.ts';

export async function insertAuditEntry(
  db: Db,
  values: { actorId: string; action: string; targetUserId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminAuditLog).values({ ...values, details: values.details ?? {} });
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

export async function findAuditPage(db: Db, page: { limit: number; offset: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        action: adminAuditLog.action,
        details: adminAuditLog.details,
        createdAt: adminAuditLog.createdAt,
        actorId: actor.id,
        actorName: actor.fullName,
        actorEmail: actor.email,
        targetId: target.id,
        targetName: target.fullName,
        targetEmail: target.email,
      })
      .from(adminAuditLog)
      .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
      .leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(adminAuditLog),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
