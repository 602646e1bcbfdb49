import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/** Counters in Redis when it is configured (shared by every instance), in-process otherwise. */
export function createLimiterFactory(redis: Redis | null): (options: LimiterOptions) => RateLimiterAbstract {
  return (options) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, ...options, keyPrefix: `pantau:${options.keyPrefix}` })
      : new RateLimiterMemory(options);
}

/** rate-limiter-flexible rejects with a result object when over the limit, with an Error when the store fails. */
export function isLimitExceeded(reason: unknown): reason is { msBeforeNext: number } {
  return (
    !(reason instanceof Error) && typeof reason === 'object' && reason !== null && 'msBeforeNext' in reason
  );
}
