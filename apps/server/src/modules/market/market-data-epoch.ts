/**
 * The market-data version each database's memoised answers belong to, as this process last saw it
 * (the market-data watcher moves it). Memo caches compare it with the version their entries were
 * computed under and drop them when it moved: a re-imported past day does not change asOf, so
 * keying answers by asOf alone would keep serving the old day.
 */
const seen = new WeakMap<object, number>();

export function seenMarketDataVersion(db: object): number {
  return seen.get(db) ?? 0;
}

/** Records the version read from the database; true when it differs from the one seen before. */
export function noteMarketDataVersion(db: object, version: number): boolean {
  if (seen.get(db) === version) return false;
  seen.set(db, version);
  return true;
}
