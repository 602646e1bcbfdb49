import type { IsoDate, TopNetDay } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import {
  findBrokerDayPrints,
  findOwnershipPairs,
  findOwnershipPrint,
  findTopNets,
  type OwnershipPair,
} from './metrics.repo.ts';

type DayNets = { print: string; rows: (TopNetDay & { symbol: string })[] };

/**
 * What the metric snapshot reads that an import rarely changes, kept per database across
 * market-data versions: a new day's import changes that day's broker rows and no other, so the
 * other 19 days' rankings (nine tenths of the snapshot's cost on PGlite) are reused while their
 * fingerprints hold.
 */
const topNetDays = new WeakMap<object, Map<IsoDate, DayNets>>();
const ownerships = new WeakMap<object, { print: string; pairs: Map<string, OwnershipPair> }>();

/** Each stock's top-N broker totals per day from `from` to `to`, oldest first. */
export async function loadTopNets(db: Db, from: IsoDate, to: IsoDate): Promise<Map<string, TopNetDay[]>> {
  const prints = await findBrokerDayPrints(db, from, to);
  const kept = topNetDays.get(db) ?? new Map<IsoDate, DayNets>();
  const stale = [...prints].filter(([date, print]) => kept.get(date)?.print !== print).map(([date]) => date);
  const fresh = new Map<IsoDate, DayNets>();
  for (const [date, print] of prints) {
    const day = kept.get(date);
    if (day?.print === print) fresh.set(date, day);
    else fresh.set(date, { print, rows: [] });
  }
  if (stale.length > 0) {
    for (const row of await findTopNets(db, stale)) fresh.get(row.date)?.rows.push(row);
  }
  topNetDays.set(db, fresh);
  const bySymbol = new Map<string, TopNetDay[]>();
  for (const date of [...fresh.keys()].sort()) {
    for (const { symbol, ...day } of fresh.get(date)!.rows) {
      const list = bySymbol.get(symbol);
      if (list) list.push(day);
      else bySymbol.set(symbol, [day]);
    }
  }
  return bySymbol;
}

/** Each stock's two latest KSEI compositions published by `asOf`. */
export async function loadOwnershipPairs(db: Db, asOf: IsoDate): Promise<Map<string, OwnershipPair>> {
  const print = await findOwnershipPrint(db, asOf);
  const kept = ownerships.get(db);
  if (kept?.print === print) return kept.pairs;
  const pairs = await findOwnershipPairs(db, asOf);
  ownerships.set(db, { print, pairs });
  return pairs;
}
