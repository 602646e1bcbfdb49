import { AUTH_ERROR_CODES, AUTH_MESSAGES, type TAuthSession, type TSessionInfo } from '@pantau/contracts';
import { AppError, notFound } from '../../platform/errors.ts';
import { createOpaqueToken, hashToken } from '../../platform/tokens.ts';
import { describeDevice, type RequestMeta } from '../../platform/user-agent.ts';
import type { AuthDeps } from './auth-deps.ts';
import { toAuthUser } from './present-user.ts';
import {
  findLiveSessions,
  findRefreshToken,
  findUserOfLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions.repo.ts';
import type { UserRow } from './users.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * DAY_MS;

export type Authenticated = { user: UserRow; sessionId: string };

const sessionExpired = () => new AppError(401, AUTH_ERROR_CODES.sessionExpired, AUTH_MESSAGES.sessionExpired);

const suspended = (user: UserRow) =>
  new AppError(
    403,
    AUTH_ERROR_CODES.accountSuspended,
    user.suspensionReason ?? AUTH_MESSAGES.adminSuspension,
  );

async function answerSession(
  deps: AuthDeps,
  user: UserRow,
  session: { id: string; expiresAt: Date },
  refreshToken: string,
): Promise<TAuthSession> {
  const access = await deps.accessTokens.sign({ userId: user.id, sessionId: session.id });
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: deps.accessTokens.ttlSeconds,
    expires_at: access.expiresAt,
    refresh_expires_at: session.expiresAt.toISOString(),
    user: toAuthUser(user, deps.storage),
  };
}

/** Remember me → 30 days; otherwise the browser session, and never longer than 24 h. */
export async function startSession(
  deps: AuthDeps,
  user: UserRow,
  options: { remember: boolean; meta: RequestMeta },
): Promise<TAuthSession> {
  const refreshToken = createOpaqueToken();
  const session = await insertSession(deps.db, {
    userId: user.id,
    userAgent: options.meta.userAgent?.slice(0, 512) ?? null,
    ip: options.meta.ip,
    remember: options.remember,
    expiresAt: new Date(Date.now() + (options.remember ? REMEMBER_MS : DAY_MS)),
    refreshTokenHash: hashToken(refreshToken),
  });
  return answerSession(deps, user, session, refreshToken);
}

/**
 * Swaps a refresh token for a new pair. A token that was already swapped means someone else holds a
 * copy: the whole session (every token descended from the sign-in) is revoked.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<TAuthSession> {
  const oldHash = hashToken(refreshToken);
  const found = await findRefreshToken(deps.db, oldHash);
  if (!found) throw sessionExpired();
  const { token, session, user } = found;
  const reuse = async () => {
    await revokeSession(deps.db, session.id, user.id);
    deps.sessionCache.forgetUser(user.id);
    return new AppError(401, AUTH_ERROR_CODES.refreshTokenReused, AUTH_MESSAGES.sessionExpired);
  };
  if (token.rotatedAt) throw await reuse();
  if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw sessionExpired();
  if (!user.isActive) throw suspended(user);
  const next = createOpaqueToken();
  if (!(await rotateRefreshToken(deps.db, session.id, oldHash, hashToken(next)))) throw await reuse();
  return answerSession(deps, user, session, next);
}

/** Every authenticated request: a valid signature, a live session and an active account. */
export async function authenticateAccessToken(deps: AuthDeps, accessToken: string): Promise<Authenticated> {
  const claims = await deps.accessTokens.verify(accessToken);
  if (!claims) throw sessionExpired();
  const cached = deps.sessionCache.get(claims.sessionId, claims.userId);
  const user = cached ?? (await findUserOfLiveSession(deps.db, claims.sessionId, claims.userId));
  if (!user) throw sessionExpired();
  if (!cached) deps.sessionCache.set(claims.sessionId, user);
  if (!user.isActive) throw suspended(user);
  return { user, sessionId: claims.sessionId };
}

export async function endSession(deps: AuthDeps, auth: Authenticated): Promise<void> {
  await revokeSession(deps.db, auth.sessionId, auth.user.id);
  deps.sessionCache.forgetUser(auth.user.id);
}

export async function listSessions(deps: AuthDeps, auth: Authenticated): Promise<TSessionInfo[]> {
  const rows = await findLiveSessions(deps.db, auth.user.id);
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    remember: row.remember,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

export async function revokeOwnSession(
  deps: AuthDeps,
  auth: Authenticated,
  sessionId: string,
): Promise<void> {
  const revoked = await revokeSession(deps.db, sessionId, auth.user.id);
  deps.sessionCache.forgetUser(auth.user.id);
  if (!revoked) throw notFound('Session not found');
}

export async function revokeOtherSessions(deps: AuthDeps, auth: Authenticated): Promise<number> {
  const revoked = await revokeUserSessions(deps.db, auth.user.id, auth.sessionId);
  deps.sessionCache.forgetUser(auth.user.id);
  return revoked;
}

export async function revokeAllSessions(deps: AuthDeps, userId: string): Promise<number> {
  const revoked = await revokeUserSessions(deps.db, userId);
  deps.sessionCache.forgetUser(userId);
  return revoked;
}
