import { AUTH_ERROR_CODES, AUTH_MESSAGES, type TProfile } from '@pantau/contracts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { describePlanForProfile, type ProfilePlan } from '../subscription/subscription.service.ts';
import { renderAvatar, sniffImageType } from './avatar-image.ts';
import { updateProfileFields } from './profile.repo.ts';
import type { PlanCache } from './plan-cache.ts';

type UserRow = typeof users.$inferSelect;
export type ProfileDeps = {
  db: Db;
  storage: FileStorage;
  /** The auth module's cache of session checks holds user rows; edits must drop them. */
  forgetUser: (userId: string) => void;
  planCache: PlanCache;
};

const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const joinedDate = (date: Date) => longUsDate.format(date);

const NO_PLAN: ProfilePlan = {
  subscriptionPlan: 'Free',
  subscriptionStatus: 'inactive',
  subscriptionEndDate: null,
};

export function toProfile(user: UserRow, storage: FileStorage, plan: ProfilePlan = NO_PLAN): TProfile {
  return {
    id: user.id,
    full_name: user.fullName,
    avatar_url: user.avatarPath ? storage.publicUrl(user.avatarPath) : null,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    role: user.role,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
    joinedDate: joinedDate(user.createdAt),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    ...plan,
  };
}

/** The profile with its real plan fields (the subscription module decides them). */
export async function getProfile(deps: ProfileDeps, user: UserRow): Promise<TProfile> {
  const plan = await deps.planCache.get(user.id, () => describePlanForProfile(deps.db, user));
  return toProfile(user, deps.storage, plan);
}

export async function updateProfile(
  deps: ProfileDeps,
  user: UserRow,
  input: { full_name: string; avatar_url?: string | null },
  meta: RequestMeta,
): Promise<TProfile> {
  if (typeof input.avatar_url === 'string') {
    const current = user.avatarPath;
    if (!current || (input.avatar_url !== current && input.avatar_url !== deps.storage.publicUrl(current))) {
      throw badRequest('Avatar must be uploaded with /api/auth/upload-avatar first', 'avatar_url');
    }
  }
  const removeAvatar = input.avatar_url === null && user.avatarPath !== null;
  const updated = await updateProfileFields(deps.db, user.id, {
    fullName: input.full_name,
    ...(removeAvatar ? { avatarPath: null } : {}),
  });
  deps.forgetUser(user.id);
  if (removeAvatar && user.avatarPath) await deps.storage.remove(user.avatarPath);
  await recordActivity(deps.db, user.id, 'profile_updated', meta);
  return getProfile(deps, updated);
}

/** Replaces the avatar at once with a re-encoded copy and deletes the previous file. */
export async function uploadAvatar(
  deps: ProfileDeps,
  user: UserRow,
  bytes: Buffer,
  meta: RequestMeta,
): Promise<{ filePath: string; avatar_url: string }> {
  const invalid = () => new AppError(400, AUTH_ERROR_CODES.invalidFile, AUTH_MESSAGES.invalidFile, 'avatar');
  if (!sniffImageType(bytes)) throw invalid();
  const webp = await renderAvatar(bytes).catch(() => {
    throw invalid();
  });
  const filePath = await deps.storage.saveAvatar(user.id, webp);
  await updateProfileFields(deps.db, user.id, { avatarPath: filePath });
  deps.forgetUser(user.id);
  if (user.avatarPath) await deps.storage.remove(user.avatarPath);
  await recordActivity(deps.db, user.id, 'avatar_changed', meta);
  return { filePath, avatar_url: deps.storage.publicUrl(filePath) };
}

export async function deleteAvatar(deps: ProfileDeps, user: UserRow, meta: RequestMeta): Promise<void> {
  if (!user.avatarPath) throw new AppError(404, AUTH_ERROR_CODES.noAvatar, AUTH_MESSAGES.noAvatar);
  await updateProfileFields(deps.db, user.id, { avatarPath: null });
  deps.forgetUser(user.id);
  await deps.storage.remove(user.avatarPath);
  await recordActivity(deps.db, user.id, 'avatar_removed', meta);
}
