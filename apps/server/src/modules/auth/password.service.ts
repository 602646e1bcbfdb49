import { AUTH_ERROR_CODES, AUTH_MESSAGES, cooldownMessage } from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import { createOpaqueToken, hashToken } from '../../platform/tokens.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { Defer } from './after-response.ts';
import type { AuthDeps } from './auth-deps.ts';
import { passwordResetMail, resetLink } from './auth-mails.ts';
import { takeCooldown } from './cooldown.ts';
import { consumeEmailToken, findUsableEmailToken, replaceEmailToken } from './email-tokens.repo.ts';
import { revokeAllSessions, revokeOtherSessions, type Authenticated } from './session.service.ts';
import { findUserByEmail, findUserById, updatePasswordHash } from './users.repo.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

async function mailResetLink(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive) return;
  const token = createOpaqueToken();
  await replaceEmailToken(deps.db, {
    userId: user.id,
    purpose: 'reset_password',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  deps.mailer.sendLater(
    passwordResetMail(user.email, user.fullName, resetLink(deps.config.publicUrl, token)),
  );
}

/**
 * Always the same answer, in the same time: the whole check (cooldown, account lookup, token, mail)
 * runs after the answer, so neither the account nor the cooldown shows. Within the cooldown nothing
 * is sent (no mail flooding).
 */
export function requestPasswordReset(deps: AuthDeps, email: string, defer: Defer): void {
  defer(async () => {
    if ((await takeCooldown(deps.cooldowns.reset, email)) !== null) return;
    await mailResetLink(deps, email);
  });
}

/**
 * Like forgot-password, but a resend inside the cooldown is refused with the seconds to wait (the
 * cooldown runs for unknown addresses too). The mail itself is prepared after the answer.
 */
export async function resendPasswordReset(deps: AuthDeps, email: string, defer: Defer): Promise<void> {
  const wait = await takeCooldown(deps.cooldowns.reset, email);
  if (wait !== null) throw new AppError(429, AUTH_ERROR_CODES.resendCooldown, cooldownMessage(wait));
  defer(() => mailResetLink(deps, email));
}

/** Sets a new password from an emailed link; every session of the account ends. */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const invalid = () => new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.resetInvalid);
  const tokenHash = hashToken(input.token);
  const found = await findUsableEmailToken(deps.db, tokenHash, 'reset_password');
  const user = found ? await findUserById(deps.db, found.userId) : null;
  if (!user) throw invalid();
  if (await deps.passwords.verify(user.passwordHash, input.password)) {
    throw new AppError(400, AUTH_ERROR_CODES.samePassword, AUTH_MESSAGES.samePassword, 'password');
  }
  const passwordHash = await deps.passwords.hash(input.password);
  // Consumed only now, so a refused password leaves the link usable for a second try.
  if (!(await consumeEmailToken(deps.db, tokenHash, 'reset_password'))) throw invalid();
  await updatePasswordHash(deps.db, user.id, passwordHash);
  await revokeAllSessions(deps, user.id);
  // Proving control of the mailbox lifts any lockout, so a lockout can never keep the owner out.
  await deps.lockout.clear(user.email);
  await recordActivity(deps.db, user.id, 'password_reset', meta);
}

/** Needs the current password; the calling session stays, every other one ends. */
export async function changePassword(
  deps: AuthDeps,
  auth: Authenticated,
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  if (!(await deps.passwords.verify(auth.user.passwordHash, input.currentPassword))) {
    throw new AppError(
      400,
      AUTH_ERROR_CODES.invalidCurrentPassword,
      AUTH_MESSAGES.currentPasswordWrong,
      'currentPassword',
    );
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError(400, AUTH_ERROR_CODES.samePassword, AUTH_MESSAGES.samePassword, 'newPassword');
  }
  await updatePasswordHash(deps.db, auth.user.id, await deps.passwords.hash(input.newPassword));
  deps.sessionCache.forgetUser(auth.user.id);
  await revokeOtherSessions(deps, auth);
  await recordActivity(deps.db, auth.user.id, 'password_changed', meta);
}
