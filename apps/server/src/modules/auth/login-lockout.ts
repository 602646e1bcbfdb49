import type { LimiterOptions } from '../../platform/limiters.ts';
import { isLimitExceeded } from '../../platform/limiters.ts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

const BLOCKS_BEFORE_SUSPENSION = 3;
const BLOCK_MEMORY_SECONDS = 24 * 60 * 60;

export type LockoutState = {
  remainingAttempts: number;
  /** Seconds until the temporary block ends; null when not blocked. */
  blockedForSeconds: number | null;
  /** Seconds until the lockout suspension (third block within 24 h) ends; null when not suspended. */
  suspendedForSeconds: number | null;
};

/** Why a sign-in is refused before or after its password check, and for how many seconds. */
export type LockoutRefusal = { kind: 'blocked' | 'suspended'; seconds: number };

export type AttemptTicket = { allowed: true; attempt: number } | { allowed: false; refusal: LockoutRefusal };

export type LoginLockout = {
  maxAttempts: number;
  state(email: string): Promise<LockoutState>;
  /**
   * Takes one attempt before the password is checked. The count is one atomic increment compared in
   * the same step, so however many requests race, at most `maxAttempts` get a ticket per window.
   */
  takeAttempt(email: string): Promise<AttemptTicket>;
  /** The ticket's password was wrong; the failure on the last ticket starts the block. */
  recordFailure(email: string, attempt: number): Promise<LockoutRefusal | null>;
  /** A successful sign-in forgives earlier failures (blocks already served still count). */
  forgive(email: string): Promise<void>;
  /** Forgets blocks and suspension too (a password reset, an admin lifting a suspension). */
  clear(email: string): Promise<void>;
};

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Per-address counters: `maxAttempts` failures → blocked for `blockSeconds`; the third block within
 * 24 h turns into a longer block of `suspendSeconds` (sign-in only: sessions and the account stay, a
 * password reset lifts it). Counts are keyed by the email whether or not it has an account, so the
 * answers never tell the two apart. See docs/decisions/016-login-lockout.md.
 */
export function createLoginLockout(
  createLimiter: (options: LimiterOptions) => RateLimiterAbstract,
  options: { maxAttempts: number; blockSeconds: number; suspendSeconds: number },
): LoginLockout {
  const { maxAttempts, blockSeconds, suspendSeconds } = options;
  const attempts = createLimiter({ keyPrefix: 'login-fail', points: maxAttempts, duration: blockSeconds });
  const blocks = createLimiter({
    keyPrefix: 'login-block',
    points: BLOCKS_BEFORE_SUSPENSION,
    duration: BLOCK_MEMORY_SECONDS,
  });
  // block() is the only writer: a key here means "suspended until it expires".
  const suspensions = createLimiter({ keyPrefix: 'login-suspend', points: 1, duration: suspendSeconds });

  const suspendedFor = async (email: string) => {
    const res = await suspensions.get(email);
    return res !== null && res.consumedPoints > 1 ? secondsOf(res.msBeforeNext) : null;
  };

  return {
    maxAttempts,
    state: async (email) => {
      const [counted, suspendedForSeconds] = await Promise.all([attempts.get(email), suspendedFor(email)]);
      const consumed = counted?.consumedPoints ?? 0;
      return {
        remainingAttempts: Math.max(0, maxAttempts - consumed),
        blockedForSeconds:
          counted !== null && consumed > maxAttempts ? secondsOf(counted.msBeforeNext) : null,
        suspendedForSeconds,
      };
    },
    takeAttempt: async (email) => {
      const suspendedForSeconds = await suspendedFor(email);
      if (suspendedForSeconds !== null) {
        return { allowed: false, refusal: { kind: 'suspended', seconds: suspendedForSeconds } };
      }
      try {
        const taken = await attempts.consume(email);
        return { allowed: true, attempt: taken.consumedPoints };
      } catch (reason) {
        if (!isLimitExceeded(reason)) throw reason;
        return { allowed: false, refusal: { kind: 'blocked', seconds: secondsOf(reason.msBeforeNext) } };
      }
    },
    recordFailure: async (email, attempt) => {
      // Only the failure holding the last ticket of a window starts a block, so a burst adds one block,
      // and no ticket is handed out while a block runs: each counted block has its own window.
      if (attempt !== maxAttempts) return null;
      // block() marks the key as over the limit for the whole block, whatever the window had left.
      await attempts.block(email, blockSeconds);
      const blockCount = await blocks.penalty(email, 1);
      if (blockCount.consumedPoints < BLOCKS_BEFORE_SUSPENSION) {
        return { kind: 'blocked', seconds: blockSeconds };
      }
      await suspensions.block(email, suspendSeconds);
      await blocks.delete(email);
      return { kind: 'suspended', seconds: suspendSeconds };
    },
    forgive: async (email) => {
      await attempts.delete(email);
    },
    clear: async (email) => {
      await Promise.all([attempts.delete(email), blocks.delete(email), suspensions.delete(email)]);
    },
  };
}
