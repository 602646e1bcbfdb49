/**
 * Small bounded LRU for answers that depend only on end-of-day data. Callers key entries by asOf
 * plus their normalized parameters, so a new trading day never reads an old answer; a re-import of
 * a past day (which does not move asOf) moves `version()` and empties the cache. Entries also
 * expire after `ttlMs`, a backstop should a change go unnoticed.
 */
export class FlowsCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private seenVersion: number;

  constructor(
    private readonly version: () => number = () => 0,
    private readonly capacity = 500,
    private readonly ttlMs = 60_000,
  ) {
    this.seenVersion = version();
  }

  /** The cached answer for `key`, or `compute()` stored under it (failures are not kept). */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = this.version();
    if (version !== this.seenVersion) {
      this.seenVersion = version;
      this.entries.clear();
    }
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
