import type { Db } from '../../../db/client.ts';
import { seenMarketDataVersion } from '../market-data-epoch.ts';

/**
 * A small in-process LRU of promises keyed by string. Chart answers depend only on stored
 * end-of-day data, so callers key them by (asOf, normalized params): a new trading day changes
 * asOf and leaves old entries to age out. A rejected computation is forgotten, not cached.
 */
export class PromiseMemo<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly capacity: number) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert so the Map's insertion order doubles as recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return pending;
  }
}

/**
 * One PromiseMemo per database, so two apps in one process (tests, bench) never share answers; a
 * new market-data version of that database (a re-imported past day) starts it afresh.
 */
export class DbMemo<V> {
  private readonly memos = new WeakMap<Db, { version: number; memo: PromiseMemo<V> }>();

  constructor(private readonly capacity: number) {}

  get(db: Db, key: string, compute: () => Promise<V>): Promise<V> {
    const version = seenMarketDataVersion(db);
    let entry = this.memos.get(db);
    if (entry?.version !== version) {
      entry = { version, memo: new PromiseMemo(this.capacity) };
      this.memos.set(db, entry);
    }
    return entry.memo.get(key, compute);
  }
}
