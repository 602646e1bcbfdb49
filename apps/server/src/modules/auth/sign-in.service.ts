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
import type { LockoutRefusal } from './login-lockout.ts';
import { endSession, startSession, type Authenticated } from './session.service.ts';
import { findUserByEmail, updateLastLoginAt, type UserRow } from './users.repo.ts';

/** What check-attempts answers; the same for an address without an account as for a fresh one. */
async function readAttempts(
  deps: AuthDeps,
  email: string,
  user: UserRow | null,
): Promise<TCheckAttemptsData> {
  const state = await deps.lockout.state(email);
  const adminSuspended = user !== null && !user.isActive;
  const isSuspended = adminSuspended || state.suspendedForSeconds !== null;
  const suspensionReason = adminSuspended
    ? (user.suspensionReason ?? AUTH_MESSAGES.adminSuspension)
    : isSuspended
      ? AUTH_MESSAGES.lockoutSuspension
      : null;
  // An admin suspension has no end; a lockout suspension and a block end by themselves.
  const waitSeconds = adminSuspended ? null : (state.suspendedForSeconds ?? state.blockedForSeconds);
  return {
    remainingAttempts: isSuspended || waitSeconds !== null ? 0 : state.remainingAttempts,
    allowed: !isSuspended && waitSeconds === null,
    isSuspended,
    suspensionReason,
    blockedUntil: waitSeconds === null ? null : new Date(Date.now() + waitSeconds * 1000).toISOString(),
    timeRemaining: waitSeconds,
  };
}

export async function checkLoginAttempts(deps: AuthDeps, email: string): Promise<TCheckAttemptsData> {
  return readAttempts(deps, email, await findUserByEmail(deps.db, email));
}

const blockedError = (seconds: number) =>
  new AppError(429, AUTH_ERROR_CODES.accountBlocked, blockedMessage(seconds));
const suspendedError = (reason: string) => new AppError(403, AUTH_ERROR_CODES.accountSuspended, reason);

const refusalError = (refusal: LockoutRefusal) =>
  refusal.kind === 'suspended'
    ? suspendedError(AUTH_MESSAGES.lockoutSuspension)
    : blockedError(refusal.seconds);

/**
 * Password sign-in. An unknown address and a wrong password cost the same argon2 work and give the
 * same answer; both count towards the per-address lockout. The attempt is taken before the password
 * is checked, so concurrent guesses cannot get past the limit.
 */
export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; remember: boolean },
  meta: RequestMeta,
): Promise<TAuthSession> {
  const user = await findUserByEmail(deps.db, input.email);
  if (user && !user.isActive) {
    throw suspendedError(user.suspensionReason ?? AUTH_MESSAGES.adminSuspension);
  }
  const ticket = await deps.lockout.takeAttempt(input.email);
  if (!ticket.allowed) throw refusalError(ticket.refusal);

  const passwordOk = user
    ? await deps.passwords.verify(user.passwordHash, input.password)
    : (await deps.passwords.verifyDummy(input.password), false);
  if (!user || !passwordOk) {
    const refusal = await deps.lockout.recordFailure(input.email, ticket.attempt);
    if (refusal) throw refusalError(refusal);
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
