import type { HolderCategory, OwnershipComposition } from '../types.ts';

/** The two latest monthly KSEI snapshots of one stock; either may be missing. */
export type OwnershipPair = {
  latest: OwnershipComposition | null;
  previous: OwnershipComposition | null;
};

const CATEGORIES: readonly HolderCategory[] = ['IS', 'CP', 'PF', 'IB', 'ID', 'MF', 'SC', 'FD', 'OT'];

/**
 * Foreign holders' share of all KSEI-held shares (local and foreign, every category) in the latest
 * month minus that share the month before, in percentage points.
 */
export function foreignOwnChange(ownership: OwnershipPair): number | null {
  return shareChange(ownership, (composition) => sumOf(composition.foreign));
}

/** The category's share (its local and foreign holders together) month on month, in percentage points. */
export function categoryOwnChange(ownership: OwnershipPair, category: HolderCategory): number | null {
  return shareChange(ownership, (composition) => composition.local[category] + composition.foreign[category]);
}

/** Null when a month is missing or holds no shares: a share of nothing is no reading. */
function shareChange(
  { latest, previous }: OwnershipPair,
  held: (composition: OwnershipComposition) => number,
): number | null {
  if (latest === null || previous === null) return null;
  const latestTotal = sumOf(latest.local) + sumOf(latest.foreign);
  const previousTotal = sumOf(previous.local) + sumOf(previous.foreign);
  if (latestTotal === 0 || previousTotal === 0) return null;
  return (held(latest) * 100) / latestTotal - (held(previous) * 100) / previousTotal;
}

function sumOf(holdings: Record<HolderCategory, number>): number {
  let total = 0;
  for (const category of CATEGORIES) total += holdings[category];
  return total;
}
