import { randomUUID } from 'node:crypto';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  cooldownMessage,
  type TAuthSession,
  type TSignUpData,
  type TSignUpRequest,
  type TVerificationType,
} from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import { createOpaqueToken, hashToken } from '../../platform/tokens.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { Defer } from './after-response.ts';
import type { AuthDeps } from './auth-deps.ts';
import {
  forgotPasswordLink,
  signInLink,
  signUpAttemptMail,
  verificationLink,
  verificationMail,
} from './auth-mails.ts';
import { takeCooldown } from './cooldown.ts';
import { consumeEmailToken, findUsableEmailToken, replaceEmailToken } from './email-tokens.repo.ts';
import { startSession } from './session.service.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  updateLastLoginAt,
  type UserRow,
} from './users.repo.ts';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

async function sendVerificationMail(deps: AuthDeps, user: UserRow): Promise<void> {
  const token = createOpaqueToken();
  await replaceEmailToken(deps.db, {
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  deps.mailer.sendLater(
    verificationMail(user.email, user.fullName, verificationLink(deps.config.publicUrl, token)),
  );
}

/**
 * Creates an unverified account and mails its verification link; no session until it is followed.
 * An address that already has an account gets the same answer (with a throwaway id) and its owner a
 * mail instead, so sign-up never tells a stranger which addresses are registered. Both paths hash
 * the password, so they also take about as long.
 */
export async function signUp(deps: AuthDeps, input: TSignUpRequest, defer: Defer): Promise<TSignUpData> {
  const passwordHash = await deps.passwords.hash(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  const user = existing
    ? null
    : await insertUser(deps.db, { email: input.email, passwordHash, fullName: input.full_name });
  // The client starts its 60 s resend countdown now; the server keeps the same clock, which also
  // keeps repeated sign-ups from flooding an owner's inbox.
  const mayMail = (await takeCooldown(deps.cooldowns.verification, input.email)) === null;
  if (mayMail) {
    defer(async () => {
      if (user) return sendVerificationMail(deps, user);
      // Null here without `existing` means a concurrent sign-up for the same address won the insert.
      const owner = existing ?? (await findUserByEmail(deps.db, input.email));
      if (owner) await mailExistingOwner(deps, owner);
    });
  }
  return {
    user: { id: user?.id ?? randomUUID(), email: input.email, user_metadata: { full_name: input.full_name } },
    session: null,
  };
}

/** An unverified owner most likely lost the first mail: a fresh link helps more than a warning. */
async function mailExistingOwner(deps: AuthDeps, owner: UserRow): Promise<void> {
  if (!owner.isActive) return;
  if (!owner.emailVerifiedAt) return sendVerificationMail(deps, owner);
  deps.mailer.sendLater(
    signUpAttemptMail(owner.email, owner.fullName, {
      signIn: signInLink(deps.config.publicUrl),
      reset: forgotPasswordLink(deps.config.publicUrl),
    }),
  );
}

/** Follows an emailed link: signup verifies and signs in; recovery only checks the reset link is usable. */
export async function verifyEmail(
  deps: AuthDeps,
  input: { token: string; type: TVerificationType },
  meta: RequestMeta,
): Promise<{ session: TAuthSession | null }> {
  const tokenHash = hashToken(input.token);
  if (input.type === 'recovery') {
    if (!(await findUsableEmailToken(deps.db, tokenHash, 'reset_password'))) {
      throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.resetInvalid);
    }
    return { session: null };
  }
  const consumed = await consumeEmailToken(deps.db, tokenHash, 'verify_email');
  if (!consumed) throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.verificationInvalid);
  const existing = await findUserById(deps.db, consumed.userId);
  if (!existing) throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.verificationInvalid);
  const user = await markEmailVerified(
    deps.db,
    existing.id,
    deps.config.auth.adminEmails.includes(existing.email),
  );
  if (!user) throw new AppError(400, AUTH_ERROR_CODES.invalidToken, AUTH_MESSAGES.verificationInvalid);
  if (!user.isActive) {
    throw new AppError(
      403,
      AUTH_ERROR_CODES.accountSuspended,
      user.suspensionReason ?? AUTH_MESSAGES.adminSuspension,
    );
  }
  const session = await startSession(deps, user, { remember: false, meta });
  await updateLastLoginAt(deps.db, user.id);
  await recordActivity(deps.db, user.id, 'email_verified', meta);
  return { session };
}

/**
 * Same answer for every address, in the same time (the lookup runs after the answer); a new link
 * only goes to an unverified, active account.
 */
export async function resendVerification(deps: AuthDeps, email: string, defer: Defer): Promise<void> {
  const wait = await takeCooldown(deps.cooldowns.verification, email);
  if (wait !== null) throw new AppError(429, AUTH_ERROR_CODES.resendCooldown, cooldownMessage(wait));
  defer(async () => {
    const user = await findUserByEmail(deps.db, email);
    if (user && !user.emailVerifiedAt && user.isActive) await sendVerificationMail(deps, user);
  });
}

/** The one call that tells whether an address has an account (rate-limited per IP). */
export async function checkEmailExists(deps: AuthDeps, email: string): Promise<boolean> {
  return (await findUserByEmail(deps.db, email)) !== null;
}
