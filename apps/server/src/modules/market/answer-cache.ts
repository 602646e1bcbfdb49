import { seenMarketDataVersion } from './market-data-epoch.ts';

/**
 * The one in-process cache of market answers. Every analysis answer depends only on stored market
 * data, so callers key it by asOf plus the normalized parameters: a new trading day naturally
 * misses. A re-imported past day leaves asOf where it was, so entries also belong to the
 * market-data version this process last saw for their database; when it moves, every answer of
 * that database goes. Databases are kept apart (tests and benches run several in one process),
 * and each kind of answer has its own LRU, so scrubbing the RRG date slider cannot evict the
 * screener or the shared market bars. Pending computations are shared; failures are not kept.
 */
export const ANSWER_CAPACITY = {
  // Shared inputs: one or two trading days' worth is all a request burst needs.
  'recent-market': 2,
  adjustments: 2,
  'special-notices': 2,
  'astrology-records': 2,
  'symbol-renames': 1,
  // Whole-market answers, one per day (and index or sector).
  screener: 8,
  'screener-response': 2,
  indices: 8,
  sectors: 8,
  'index-members': 32,
  trend: 64,
  rrg: 64,
  rrc: 64,
  seasonality: 64,
  brokers: 8,
  // Per stock or per broker: as many as members page through in a few minutes.
  'trade-dates': 256,
  'chart-trade-dates': 256,
  candles: 200,
  footprint: 64,
  astrology: 100,
  'astrology-calendar': 100,
  'done-summary': 200,
  'done-detail': 200,
  'broker-transaction': 200,
  'broker-summary': 200,
  inventory: 200,
  'broker-flow': 200,
  'broker-snapshot': 200,
  // Custom screens: every stock's metrics per day, and one named broker's rollups per day.
  'screen-metrics': 2,
  'screen-broker': 32,
} as const;

export type AnswerKind = keyof typeof ANSWER_CAPACITY;

type DbAnswers = { version: number; kinds: Map<AnswerKind, Map<string, Promise<unknown>>> };

const answers = new WeakMap<object, DbAnswers>();

export function rememberAnswer<T>(
  db: object,
  kind: AnswerKind,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const version = seenMarketDataVersion(db);
  let entry = answers.get(db);
  if (entry?.version !== version) {
    entry = { version, kinds: new Map() };
    answers.set(db, entry);
  }
  let cache = entry.kinds.get(kind);
  if (!cache) {
    cache = new Map();
    entry.kinds.set(kind, cache);
  }
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) {
    // Re-insert: a Map's insertion order doubles as the recency order.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = compute();
  const kindCache = cache;
  kindCache.set(key, pending);
  pending.catch(() => {
    if (kindCache.get(key) === pending) kindCache.delete(key);
  });
  while (kindCache.size > ANSWER_CAPACITY[kind]) kindCache.delete(kindCache.keys().next().value as string);
  return pending;
}
