import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../../db/client.ts';
import { alertNotifications, alertSettings, alerts, savedScreens } from '../../db/alerts-schema.ts';

export type AlertRow = typeof alerts.$inferSelect;
export type AlertListRow = AlertRow & { screenName: string | null };

export async function listAlerts(db: Db, userId: string): Promise<AlertListRow[]> {
  const rows = await db
    .select({ alert: alerts, screenName: savedScreens.name })
    .from(alerts)
    .leftJoin(savedScreens, eq(savedScreens.id, alerts.screenId))
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt));
  return rows.map((row) => ({ ...row.alert, screenName: row.screenName }));
}

export async function findAlert(db: Db, userId: string, id: string): Promise<AlertListRow | null> {
  const rows = await db
    .select({ alert: alerts, screenName: savedScreens.name })
    .from(alerts)
    .leftJoin(savedScreens, eq(savedScreens.id, alerts.screenId))
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)));
  const row = rows[0];
  return row ? { ...row.alert, screenName: row.screenName } : null;
}

export async function countActiveAlerts(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.active, true)));
  return row?.n ?? 0;
}

/** Serialises one member's alert changes, so a burst of creations cannot pass the limit together. */
export async function lockMemberAlerts(db: Db, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(727032, hashtext(${userId}))`);
}

export async function insertAlert(db: Db, values: typeof alerts.$inferInsert): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  return row!;
}

export async function updateAlert(
  db: Db,
  userId: string,
  id: string,
  changes: { name?: string; active?: boolean; email?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set(changes)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function unsubscribeByToken(db: Db, token: string): Promise<string | null> {
  const rows = await db
    .update(alerts)
    .set({ email: false })
    .where(eq(alerts.unsubscribeToken, token))
    .returning({ name: alerts.name });
  return rows[0]?.name ?? null;
}

export type SettingsRow = { emailEnabled: boolean; quietFrom: string | null; quietTo: string | null };

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select({
      emailEnabled: alertSettings.emailEnabled,
      quietFrom: alertSettings.quietFrom,
      quietTo: alertSettings.quietTo,
    })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return row ?? null;
}

export async function upsertSettings(db: Db, userId: string, settings: SettingsRow): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...settings, updatedAt: sql`now()` } });
}

export type NotificationRow = typeof alertNotifications.$inferSelect;

/** A page of the member's notifications, newest first, before the given one. */
export async function listNotifications(
  db: Db,
  userId: string,
  before: string | undefined,
  limit: number,
): Promise<NotificationRow[]> {
  const cursor = before
    ? sql`AND (fired_at, id) < (SELECT fired_at, id FROM alert_notifications WHERE id = ${before} AND user_id = ${userId})`
    : sql``;
  return executeRows<NotificationRow>(
    db,
    sql`SELECT id, user_id AS "userId", alert_id AS "alertId", alert_name AS "alertName", fired_at AS "firedAt",
          trade_date::text AS "tradeDate", live, title, stocks, read_at AS "readAt",
          email_status AS "emailStatus", emailed_at AS "emailedAt"
        FROM alert_notifications WHERE user_id = ${userId} ${cursor}
        ORDER BY fired_at DESC, id DESC LIMIT ${limit}`,
  );
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.userId, userId), isNull(alertNotifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: string, ids: readonly string[] | undefined): Promise<void> {
  const only = ids ? sql`AND id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  await db.execute(
    sql`UPDATE alert_notifications SET read_at = now() WHERE user_id = ${userId} AND read_at IS NULL ${only}`,
  );
}
