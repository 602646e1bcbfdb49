import { randomBytes } from 'node:crypto';
import {
  ALERT_ERROR_CODES,
  ALERT_LIMITS,
  ALERT_MESSAGES,
  SUBSCRIPTION_ERROR_CODES,
  SUBSCRIPTION_MESSAGES,
  ZAlertTargetSchema,
  type TAlert,
  type TAlertNotification,
  type TAlertPlan,
  type TAlertSettings,
  type TAlertTarget,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { getScreen } from '../screens/screens.service.ts';
import { findPlanKinds } from '../subscription/plan-kinds.ts';
import {
  countActiveAlerts,
  countUnread,
  deleteAlert,
  findAlert,
  findSettings,
  insertAlert,
  listAlerts,
  listNotifications,
  lockMemberAlerts,
  markRead,
  unsubscribeByToken,
  updateAlert,
  upsertSettings,
  type AlertListRow,
  type NotificationRow,
} from './alerts.repo.ts';

export type Member = { id: string; role: string };

const NOTIFICATIONS_PAGE = 30;

function presentAlert(row: AlertListRow): TAlert {
  return {
    id: row.id,
    name: row.name,
    target: ZAlertTargetSchema.parse(row.target),
    screenName: row.screenName,
    active: row.active,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
  };
}

async function planOf(db: Db, member: Member, now: Date): Promise<'trial' | 'paid' | 'none'> {
  // Admins run the product; they are never held to a member's limit.
  if (member.role === 'admin') return 'paid';
  return (await findPlanKinds(db, [member.id], now)).get(member.id) ?? 'none';
}

const limitOf = (plan: 'trial' | 'paid' | 'none') => (plan === 'none' ? 0 : ALERT_LIMITS[plan]);

export async function getAlerts(
  db: Db,
  member: Member,
  now: Date,
): Promise<{ alerts: TAlert[]; plan: TAlertPlan }> {
  const [rows, plan] = await Promise.all([listAlerts(db, member.id), planOf(db, member, now)]);
  return {
    alerts: rows.map(presentAlert),
    plan: {
      plan,
      limit: limitOf(plan),
      active: rows.filter((row) => row.active).length,
      paused: plan === 'none',
    },
  };
}

/** Refuses one more active alert past the plan's limit (the caller holds the member's lock). */
async function checkRoomForOneMore(db: Db, member: Member, now: Date): Promise<void> {
  const plan = await planOf(db, member, now);
  if (plan === 'none') {
    throw new AppError(
      403,
      SUBSCRIPTION_ERROR_CODES.subscriptionRequired,
      SUBSCRIPTION_MESSAGES.subscriptionRequired,
    );
  }
  if ((await countActiveAlerts(db, member.id)) >= limitOf(plan)) {
    throw new AppError(
      403,
      ALERT_ERROR_CODES.limit,
      plan === 'trial' ? ALERT_MESSAGES.limitTrial : ALERT_MESSAGES.limitPaid,
    );
  }
}

export async function createAlert(
  db: Db,
  member: Member,
  input: { name: string; target: TAlertTarget; email: boolean },
  now: Date,
): Promise<TAlert> {
  // A screen alert follows the member's own screen; another member's is as unknown as none.
  if (input.target.kind === 'screen') await getScreen(db, member.id, input.target.screenId);
  const id = await db.transaction(async (tx) => {
    await lockMemberAlerts(tx, member.id);
    await checkRoomForOneMore(tx, member, now);
    const row = await insertAlert(tx, {
      userId: member.id,
      name: input.name,
      kind: input.target.kind,
      target: input.target,
      screenId: input.target.kind === 'screen' ? input.target.screenId : null,
      email: input.email,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    });
    return row.id;
  });
  return presentAlert((await findAlert(db, member.id, id))!);
}

export async function changeAlert(
  db: Db,
  member: Member,
  id: string,
  changes: { name?: string; active?: boolean; email?: boolean },
  now: Date,
): Promise<TAlert> {
  await db.transaction(async (tx) => {
    await lockMemberAlerts(tx, member.id);
    const current = await findAlert(tx, member.id, id);
    if (!current) throw notFound(ALERT_MESSAGES.notFound);
    if (changes.active === true && !current.active) await checkRoomForOneMore(tx, member, now);
    await updateAlert(tx, member.id, id, changes);
  });
  return presentAlert((await findAlert(db, member.id, id))!);
}

export async function removeAlert(db: Db, member: Member, id: string): Promise<void> {
  if (!(await deleteAlert(db, member.id, id))) throw notFound(ALERT_MESSAGES.notFound);
}

function presentNotification(row: NotificationRow): TAlertNotification {
  return {
    id: row.id,
    alertId: row.alertId,
    alertName: row.alertName,
    firedAt: new Date(row.firedAt).toISOString(),
    tradeDate: row.tradeDate,
    live: row.live,
    title: row.title,
    stocks: row.stocks as TAlertNotification['stocks'],
    read: row.readAt !== null,
  };
}

export async function getNotifications(db: Db, userId: string, before: string | undefined) {
  const [rows, unread] = await Promise.all([
    listNotifications(db, userId, before, NOTIFICATIONS_PAGE + 1),
    countUnread(db, userId),
  ]);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map(presentNotification),
    unread,
    more: rows.length > NOTIFICATIONS_PAGE,
  };
}

export const getUnread = (db: Db, userId: string) => countUnread(db, userId);

export const readNotifications = (db: Db, userId: string, ids: string[] | undefined) =>
  markRead(db, userId, ids);

export async function getSettings(db: Db, userId: string): Promise<TAlertSettings> {
  return (await findSettings(db, userId)) ?? { emailEnabled: true, quietFrom: null, quietTo: null };
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: TAlertSettings,
): Promise<TAlertSettings> {
  if ((settings.quietFrom === null) !== (settings.quietTo === null)) {
    throw new AppError(400, 'VALIDATION_ERROR', 'Quiet hours need both a start and an end', 'quietTo');
  }
  await upsertSettings(db, userId, settings);
  return settings;
}

export async function unsubscribe(db: Db, token: string): Promise<{ alertName: string }> {
  const name = await unsubscribeByToken(db, token);
  if (name === null) throw new AppError(400, ALERT_ERROR_CODES.invalidToken, ALERT_MESSAGES.invalidToken);
  return { alertName: name };
}
