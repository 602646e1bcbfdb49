import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

/**
 * Counters in Redis when it is configured (shared by every instance), in-process otherwise. While
 * Redis is unreachable each Redis counter falls back to an in-process one (rate-limiter-flexible's
 * insurance limiter), so limits and the login lockout hold per instance instead of failing the call.
 */
export function createLimiterFactory(redis: Redis | null): (options: LimiterOptions) => RateLimiterAbstract {
  return (options) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          ...options,
          keyPrefix: `pantau:${options.keyPrefix}`,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
}

/** rate-limiter-flexible rejects with a result object when over the limit, with an Error when the store fails. */
export function isLimitExceeded(reason: unknown): reason is { msBeforeNext: number } {
  return (
    !(reason instanceof Error) && typeof reason === 'object' && reason !== null && 'msBeforeNext' in reason
  );
}

/**
 * A @fastify/rate-limit store over the limiter factory, so the per-IP limits share the Redis fallback
 * above (the plugin's own Redis store answers 500 while Redis is away). The plugin compares the count
 * with its `max` itself; the limiter only counts within the window.
 */
export function createRateLimitStore(
  createLimiter: (options: LimiterOptions) => RateLimiterAbstract,
): FastifyRateLimitStoreCtor {
  class LimiterStore implements FastifyRateLimitStore {
    prefix = 'rl';
    private readonly byWindow = new Map<number, RateLimiterAbstract>();

    private limiter(timeWindowMs: number): RateLimiterAbstract {
      let limiter = this.byWindow.get(timeWindowMs);
      if (!limiter) {
        limiter = createLimiter({
          keyPrefix: this.prefix,
          points: Number.MAX_SAFE_INTEGER,
          duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        });
        this.byWindow.set(timeWindowMs, limiter);
      }
      return limiter;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      this.limiter(timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged route parameters, which carry the route as routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } })
        .routeInfo;
      const child = new LimiterStore();
      child.prefix = `${this.prefix}:${String(route?.method ?? '')}${String(route?.url ?? '')}`;
      return child;
    }
  }
  return LimiterStore;
}
