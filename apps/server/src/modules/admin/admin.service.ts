import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  type TAdminStats,
  type TAdminUser,
  type TAuditAction,
  type TAuditEntry,
  type TListAdminUsersData,
  type TListAuditLogData,
  type TPagination,
  type TUserRole,
} from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { revokeUserSessions } from '../auth/sessions.repo.ts';
import { findAuditPage, insertAuditEntry } from './audit-log.repo.ts';
import {
  countUsers,
  findAdminUser,
  findRecentUsers,
  findUsersPage,
  updateUserActive,
  updateUserRole,
  type AdminUserRow,
  type UserFilter,
} from './admin-users.repo.ts';
import { readSubscriptionStats } from './subscription-stats.repo.ts';

/** The admin module needs the accounts pieces: the session cache and the lockout counters. */
export type AdminDeps = Pick<AuthDeps, 'db' | 'sessionCache' | 'lockout'>;

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** 00:00 on the 1st of the current month in Asia/Jakarta (UTC+7 all year, no daylight saving). */
export function jakartaMonthStart(now: Date = new Date()): Date {
  const local = new Date(now.getTime() + JAKARTA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - JAKARTA_OFFSET_MS);
}

export function toAdminUser(row: AdminUserRow): TAdminUser {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const paginate = (page: number, limit: number, total: number): TPagination => ({
  page,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

export async function getStats(db: Db): Promise<TAdminStats> {
  const monthStart = jakartaMonthStart();
  const [counts, subscriptions] = await Promise.all([
    countUsers(db, monthStart),
    readSubscriptionStats(db, monthStart),
  ]);
  return {
    totalUsers: counts.total,
    activeUsers: counts.active,
    newUsers: counts.newUsers,
    verificationStats: { verified: counts.verified, unverified: counts.total - counts.verified },
    roleDistribution: { admin: counts.admin, user: counts.user, moderator: counts.moderator },
    subscriptions,
  };
}

export async function listUsers(
  db: Db,
  query: UserFilter & { page: number; limit: number },
): Promise<TListAdminUsersData> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await findUsersPage(db, filter, { limit, offset: (page - 1) * limit });
  return { users: rows.map(toAdminUser), pagination: paginate(page, limit, total) };
}

export async function listRecentUsers(db: Db, limit: number): Promise<TAdminUser[]> {
  return (await findRecentUsers(db, limit)).map(toAdminUser);
}

function refuseSelf(actorId: string, targetId: string, message: string): void {
  if (actorId === targetId) throw new AppError(400, ADMIN_ERROR_CODES.selfAction, message);
}

/**
 * Suspending ends every session of the user in the same transaction, so no refresh can slip in
 * between; lifting a suspension also forgets the login lockout that may have caused it.
 */
export async function setSuspended(
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  suspended: boolean,
): Promise<TAdminUser> {
  refuseSelf(actorId, targetId, ADMIN_MESSAGES.cannotSuspendSelf);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateUserActive(tx, targetId, {
      isActive: !suspended,
      suspensionReason: suspended ? AUTH_MESSAGES.adminSuspension : null,
    });
    if (!updated) return null;
    if (suspended) await revokeUserSessions(tx, targetId);
    const action: TAuditAction = suspended ? 'user_suspended' : 'user_unsuspended';
    await insertAuditEntry(tx, { actorId, action, targetUserId: targetId });
    return updated;
  });
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  deps.sessionCache.forgetUser(targetId);
  if (!suspended) await deps.lockout.clear(row.email);
  return toAdminUser(row);
}

export async function changeRole(
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  role: TUserRole,
): Promise<TAdminUser> {
  refuseSelf(actorId, targetId, ADMIN_MESSAGES.cannotChangeOwnRole);
  const row = await deps.db.transaction(async (tx) => {
    const before = await findAdminUser(tx, targetId);
    if (!before) return null;
    const updated = await updateUserRole(tx, targetId, role);
    if (updated && before.role !== role) {
      await insertAuditEntry(tx, {
        actorId,
        action: 'user_role_changed',
        targetUserId: targetId,
        details: { from: before.role, to: role },
      });
    }
    return updated;
  });
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  deps.sessionCache.forgetUser(targetId);
  return toAdminUser(row);
}

export async function listAuditLog(
  db: Db,
  query: { page: number; limit: number },
): Promise<TListAuditLogData> {
  const { page, limit } = query;
  const { rows, total } = await findAuditPage(db, { limit, offset: (page - 1) * limit });
  const entries: TAuditEntry[] = rows.map((row) => ({
    id: row.id,
    action: row.action as TAuditAction,
    actor: row.actorId
      ? { id: row.actorId, full_name: row.actorName ?? '', email: row.actorEmail ?? '' }
      : null,
    target: row.targetId
      ? { id: row.targetId, full_name: row.targetName ?? '', email: row.targetEmail ?? '' }
      : null,
    details: (row.details ?? {}) as TAuditEntry['details'],
    created_at: row.createdAt.toISOString(),
  }));
  return { entries, pagination: paginate(page, limit, total) };
}
