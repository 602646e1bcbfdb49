/** Product-spec §9: the session is checked every 30 s and refreshed when 3 ticks or fewer remain. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_THRESHOLD_TICKS = 3;
/** First retry delay after a network or server failure; doubles on every retry. */
export const REFRESH_BACKOFF_START_MS = 200;
export const REFRESH_MAX_RETRIES = 5;

/**
 * Whether the access token should be refreshed now. `expiresAt` is in Unix seconds (the session's
 * expires_at); a token already expired answers true as well.
 */
export function shouldRefresh(
  expiresAt: number,
  nowMs: number,
  tickMs = REFRESH_TICK_MS,
  thresholdTicks = REFRESH_THRESHOLD_TICKS,
): boolean {
  return expiresAt * 1000 - nowMs <= tickMs * thresholdTicks;
}

/** Delay before retry number `attempt` (0-based): 200 ms, 400 ms, 800 ms ... */
export function backoffDelay(attempt: number, startMs = REFRESH_BACKOFF_START_MS): number {
  return startMs * 2 ** attempt;
}

/** Network failures (status 0) and server errors are worth retrying; a refused token is not. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status >= 500;
}
