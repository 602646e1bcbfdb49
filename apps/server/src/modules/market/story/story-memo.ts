import { seenMarketDataVersion } from '../market-data-epoch.ts';

/**
 * In-process memo for answers that depend only on end-of-day data: keyed by asOf plus the
 * normalized parameters, so a new trading day naturally misses. One small LRU per database (tests
 * run several databases in one process) and per kind of answer, so scrubbing the RRG date slider
 * cannot evict the shared market bars. Pending computations are shared, failures are not kept.
 * Entries also belong to a market-data version: a re-imported past day (same asOf) moves the
 * version and drops every answer of that database.
 */
const DEFAULT_MAX_ENTRIES = 64;

const caches = new WeakMap<object, { version: number; kinds: Map<string, Map<string, Promise<unknown>>> }>();

export function memoize<T>(
  owner: object,
  kind: string,
  key: string,
  compute: () => Promise<T>,
  maxEntries = DEFAULT_MAX_ENTRIES,
): Promise<T> {
  const version = seenMarketDataVersion(owner);
  let entry = caches.get(owner);
  if (entry?.version !== version) {
    entry = { version, kinds: new Map() };
    caches.set(owner, entry);
  }
  const kinds = entry.kinds;
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
