import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { isLimitExceeded } from '../../platform/limiters.ts';

/** Starts the cooldown for `key`; answers the seconds still to wait when one was already running. */
export async function takeCooldown(limiter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (reason) {
    if (isLimitExceeded(reason)) return Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
    throw reason;
  }
}
