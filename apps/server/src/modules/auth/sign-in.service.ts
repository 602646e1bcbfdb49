import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  blockedMessage,
  type TAuthSession,
  type TCheckAttemptsData,
} from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { AuthDeps } from './auth-deps.ts';
import { endSession, startSession, type Authenticated } from './session.service.ts';
import { findUserByEmail, suspendUser, updateLastLoginAt, type UserRow } from './users.repo.ts';

/** What check-attempts answers; the same for an address without an account as for a fresh one. */
async function readAttempts(
  deps: AuthDeps,
  email: string,
  user: UserRow | null,
): Promise<TCheckAttemptsData> {
  const state = await deps.lockout.state(email);
  const isSuspended = user ? !user.isActive : state.lockoutSuspended;
  const suspensionReason = !isSuspended
    ? null
    : user
      ? (user.suspensionReason ?? AUTH_MESSAGES.adminSuspension)
      : AUTH_MESSAGES.lockoutSuspension;
  const blocked = state.blockedForSeconds !== null;
  return {
    remainingAttempts: isSuspended || blocked ? 0 : state.remainingAttempts,
    allowed: !isSuspended && !blocked,
    isSuspended,
    suspensionReason,
    blockedUntil: blocked ? new Date(Date.now() + (state.blockedForSeconds ?? 0) * 1000).toISOString() : null,
    timeRemaining: state.blockedForSeconds,
  };
}

export async function checkLoginAttempts(deps: AuthDeps, email: string): Promise<TCheckAttemptsData> {
  return readAttempts(deps, email, await findUserByEmail(deps.db, email));
}

const blockedError = (seconds: number) =>
  new AppError(429, AUTH_ERROR_CODES.accountBlocked, blockedMessage(seconds));
const suspendedError = (reason: string) => new AppError(403, AUTH_ERROR_CODES.accountSuspended, reason);

/**
 * Password sign-in. An unknown address and a wrong password cost the same argon2 work and give the
 * same answer; both count towards the per-address lockout.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; remember: boolean },
  meta: RequestMeta,
): Promise<TAuthSession> {
  const user = await findUserByEmail(deps.db, input.email);
  const attempts = await readAttempts(deps, input.email, user);
  if (attempts.isSuspended)
    throw suspendedError(attempts.suspensionReason ?? AUTH_MESSAGES.lockoutSuspension);
  if (attempts.timeRemaining !== null) throw blockedError(attempts.timeRemaining);

  const passwordOk = user
    ? await deps.passwords.verify(user.passwordHash, input.password)
    : (await deps.passwords.verifyDummy(input.password), false);
  if (!user || !passwordOk) {
    const failure = await deps.lockout.recordFailure(input.email);
    if (failure.suspend) {
      if (user) {
        await suspendUser(deps.db, user.id, AUTH_MESSAGES.lockoutSuspension);
        deps.sessionCache.forgetUser(user.id);
      }
      throw suspendedError(AUTH_MESSAGES.lockoutSuspension);
    }
    if (failure.blockedForSeconds !== null) throw blockedError(failure.blockedForSeconds);
    throw new AppError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_MESSAGES.invalidCredentials);
  }

  await deps.lockout.forgive(input.email);
  if (!user.emailVerifiedAt) {
    throw new AppError(403, AUTH_ERROR_CODES.emailNotConfirmed, AUTH_MESSAGES.emailNotConfirmed, 'email');
  }
  const session = await startSession(deps, user, { remember: input.remember, meta });
  await updateLastLoginAt(deps.db, user.id);
  await recordActivity(deps.db, user.id, 'sign_in', meta);
  return session;
}

export async function signOut(deps: AuthDeps, auth: Authenticated, meta: RequestMeta): Promise<void> {
  await endSession(deps, auth);
  await recordActivity(deps.db, auth.user.id, 'sign_out', meta);
}
