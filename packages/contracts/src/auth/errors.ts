/** Error codes the accounts endpoints answer with (besides the common ones). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
  accountBlocked: 'ACCOUNT_BLOCKED',
  accountSuspended: 'ACCOUNT_SUSPENDED',
  userAlreadyExists: 'USER_ALREADY_EXISTS',
  invalidToken: 'INVALID_TOKEN',
  sessionExpired: 'SESSION_EXPIRED',
  refreshTokenReused: 'REFRESH_TOKEN_REUSED',
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  samePassword: 'SAME_PASSWORD',
  resendCooldown: 'RESEND_COOLDOWN',
  fileTooLarge: 'FILE_TOO_LARGE',
  invalidFile: 'INVALID_FILE',
  noAvatar: 'NO_AVATAR',
} as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** Spec §8 texts the server answers with. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed:
    'Email verification is still pending. Please check your email and click the verification link.',
  lockoutSuspension: 'Account has been suspended due to repeated failed login attempts',
  adminSuspension: 'Your account has been suspended. Please contact support.',
  sessionExpired: 'Session expired. Please sign in again.',
  noAccessToken: 'No access token',
  verificationInvalid: 'Verification link is invalid or has expired. Please try again.',
  resetInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  samePassword: 'New password must be different from current password',
  currentPasswordWrong: 'Current password is incorrect',
  forgotPasswordSent: 'Jika email terdaftar, kami telah mengirim link reset password.',
  verificationSent: 'Verification email sent successfully!',
  signUpPending: 'Account created. Please check your email to verify your account.',
  passwordReset: 'Password Anda berhasil diubah!',
  passwordChanged: 'Password updated successfully!',
  fileTooLarge: 'File size too large',
  invalidFile: 'Invalid file type or format',
  noAvatar: 'No avatar found to delete',
  profileUpdated: 'Profile updated successfully!',
} as const;

/** 'Account is temporarily blocked. Please try again in {time}' with {time} like '14 minutes'. */
export const blockedMessage = (secondsRemaining: number): string =>
  `Account is temporarily blocked. Please try again in ${formatWait(secondsRemaining)}`;

export const cooldownMessage = (secondsRemaining: number): string =>
  `Please wait ${secondsRemaining} seconds before requesting another email.`;

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
