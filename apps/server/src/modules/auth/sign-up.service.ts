import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  cooldownMessage,
  messageForStatus,
  type TAuthSession,
  type TSignUpData,
  type TSignUpRequest,
  type TVerificationType,
} from '@pantau/contracts';
import { AppError } from '../../platform/errors.ts';
import { createOpaqueToken, hashToken } from '../../platform/tokens.ts';
import type { RequestMeta } from '../../platform/user-agent.ts';
import { recordActivity } from '../activity/activity.service.ts';
import type { AuthDeps } from './auth-deps.ts';
import { verificationLink, verificationMail } from './auth-mails.ts';
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

/** Creates an unverified account and mails its verification link; no session until it is followed. */
export async function signUp(deps: AuthDeps, input: TSignUpRequest): Promise<TSignUpData> {
  const conflict = () =>
    new AppError(409, AUTH_ERROR_CODES.userAlreadyExists, messageForStatus(409), 'email');
  if (await findUserByEmail(deps.db, input.email)) throw conflict();
  const user = await insertUser(deps.db, {
    email: input.email,
    passwordHash: await deps.passwords.hash(input.password),
    fullName: input.full_name,
  });
  if (!user) throw conflict();
  // The client starts its 60 s resend countdown now; the server keeps the same clock.
  await takeCooldown(deps.cooldowns.verification, user.email);
  await sendVerificationMail(deps, user);
  return {
    user: { id: user.id, email: user.email, user_metadata: { full_name: user.fullName } },
    session: null,
  };
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

/** Same answer for every address; a new link only goes to an unverified, active account. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const wait = await takeCooldown(deps.cooldowns.verification, email);
  if (wait !== null) throw new AppError(429, AUTH_ERROR_CODES.resendCooldown, cooldownMessage(wait));
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt && user.isActive) await sendVerificationMail(deps, user);
}

/** The one call that tells whether an address has an account (rate-limited per IP). */
export async function checkEmailExists(deps: AuthDeps, email: string): Promise<boolean> {
  return (await findUserByEmail(deps.db, email)) !== null;
}
