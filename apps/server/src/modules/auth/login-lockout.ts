import type { LimiterOptions } from '../../platform/limiters.ts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

const BLOCKS_BEFORE_SUSPENSION = 3;
const BLOCK_MEMORY_SECONDS = 24 * 60 * 60;

export type LockoutState = {
  remainingAttempts: number;
  /** Seconds until the temporary block ends; null when not blocked. */
  blockedForSeconds: number | null;
  /** The third block within 24 h happened (for addresses without an account this is all we know). */
  lockoutSuspended: boolean;
};

export type LoginLockout = {
  maxAttempts: number;
  state(email: string): Promise<LockoutState>;
  /** Counts a failed sign-in; says whether it started a block and whether that block was the third. */
  recordFailure(email: string): Promise<{ blockedForSeconds: number | null; suspend: boolean }>;
  /** A successful sign-in or a password reset forgives earlier failures. */
  forgive(email: string): Promise<void>;
  /** Forgets blocks too (an admin lifting a suspension). */
  clear(email: string): Promise<void>;
};

/**
 * Per-account counters: `maxAttempts` failures → blocked for `blockSeconds`; the third block within
 * 24 h suspends. Counts are keyed by the email whether or not it has an account, so the answers
 * never tell the two apart.
 */
export function createLoginLockout(
  createLimiter: (options: LimiterOptions) => RateLimiterAbstract,
  options: { maxAttempts: number; blockSeconds: number },
): LoginLockout {
  const { maxAttempts, blockSeconds } = options;
  const failures = createLimiter({ keyPrefix: 'login-fail', points: maxAttempts, duration: blockSeconds });
  const blocks = createLimiter({
    keyPrefix: 'login-block',
    points: BLOCKS_BEFORE_SUSPENSION,
    duration: BLOCK_MEMORY_SECONDS,
  });
  return {
    maxAttempts,
    state: async (email) => {
      const [failed, blocked] = await Promise.all([failures.get(email), blocks.get(email)]);
      const consumed = failed?.consumedPoints ?? 0;
      const isBlocked = failed !== null && consumed > maxAttempts;
      return {
        remainingAttempts: Math.max(0, maxAttempts - consumed),
        blockedForSeconds: isBlocked ? Math.max(1, Math.ceil(failed.msBeforeNext / 1000)) : null,
        lockoutSuspended: (blocked?.consumedPoints ?? 0) >= BLOCKS_BEFORE_SUSPENSION,
      };
    },
    recordFailure: async (email) => {
      const counted = await failures.penalty(email, 1);
      if (counted.consumedPoints < maxAttempts) return { blockedForSeconds: null, suspend: false };
      // block() marks the key as over the limit for the whole block, whatever the window had left.
      await failures.block(email, blockSeconds);
      const blockCount = await blocks.penalty(email, 1);
      return {
        blockedForSeconds: blockSeconds,
        suspend: blockCount.consumedPoints >= BLOCKS_BEFORE_SUSPENSION,
      };
    },
    forgive: async (email) => {
      await failures.delete(email);
    },
    clear: async (email) => {
      await Promise.all([failures.delete(email), blocks.delete(email)]);
    },
  };
}
