import type { TActivityEntry, TActivityKind } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { describeDevice, type RequestMeta } from '../../platform/user-agent.ts';
import { findRecentActivity, insertActivity } from './activity.repo.ts';

const DESCRIPTIONS: Record<TActivityKind, string> = {
  sign_in: 'Signed in',
  sign_out: 'Signed out',
  email_verified: 'Email verified',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  profile_updated: 'Profile updated',
  avatar_changed: 'Profile photo changed',
  avatar_removed: 'Profile photo removed',
};

export async function recordActivity(db: Db, userId: string, kind: TActivityKind, meta: RequestMeta) {
  await insertActivity(db, { userId, kind, ip: meta.ip, userAgent: meta.userAgent });
}

export async function listRecentActivity(db: Db, userId: string, limit = 20): Promise<TActivityEntry[]> {
  const rows = await findRecentActivity(db, userId, limit);
  return rows.map((row) => {
    const kind = row.kind as TActivityKind;
    return {
      id: row.id,
      kind,
      description: DESCRIPTIONS[kind] ?? row.kind,
      ip: row.ip,
      device: describeDevice(row.userAgent),
      created_at: row.createdAt.toISOString(),
    };
  });
}
