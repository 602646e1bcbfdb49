/**
 * In-process memo for answers that depend only on end-of-day data: keyed by asOf plus the
 * normalized parameters, so a new trading day naturally misses. One small LRU per database (tests
 * run several databases in one process) and per kind of answer, so scrubbing the RRG date slider
 * cannot evict the shared market bars. Pending computations are shared, failures are not kept.
 *
 * Caveat: re-importing a past day without a new last day keeps serving the memoised answer until
 * it is evicted or the process restarts.
 */
const DEFAULT_MAX_ENTRIES = 64;

const caches = new WeakMap<object, Map<string, Map<string, Promise<unknown>>>>();

export function memoize<T>(
  owner: object,
  kind: string,
  key: string,
  compute: () => Promise<T>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): Promise<T> {
  let kinds = caches.get(owner);
  if (!kinds) {
    kinds = new Map();
    caches.set(owner, kinds);
  }
  const cache = kinds.get(kind) ?? new Map<string, Promise<unknown>>();
  kinds.set(kind, cache);
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) {
    // Re-insert: Map order is the recency order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = compute();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  return pending;
}
