import { formatWait, type TCheckAttemptsData } from '@pantau/contracts';
import { Alert } from '@/ui/alert';

/** Spec §4: remaining attempts (warning at 2 or fewer), a temporary block, or a suspension. */
export function LoginAttemptsBanner({
  attempts,
  secondsLeft,
  showRemaining,
}: {
  attempts: TCheckAttemptsData | null;
  /** Live seconds until the block ends. */
  secondsLeft: number;
  /** Remaining attempts are shown once one has been used up, and always at 2 or fewer. */
  showRemaining: boolean;
}) {
  if (!attempts) return null;
  if (attempts.isSuspended) {
    return (
      <Alert tone="danger" title="Account suspended">
        {attempts.suspensionReason ?? 'Account has been suspended due to repeated failed login attempts'}
      </Alert>
    );
  }
  if (!attempts.allowed && secondsLeft > 0) {
    return (
      <Alert tone="danger" title="Too many failed attempts">
        Account is temporarily blocked. Please try again in {formatWait(secondsLeft)}
      </Alert>
    );
  }
  if (!attempts.allowed) return null;
  const remaining = attempts.remainingAttempts;
  if (remaining <= 2) {
    return (
      <Alert tone="warning" title="Careful">
        {remaining} login attempt{remaining === 1 ? '' : 's'} remaining before your account is temporarily
        blocked.
      </Alert>
    );
  }
  if (!showRemaining) return null;
  return <Alert tone="info">{remaining} login attempts remaining.</Alert>;
}
