import type { IsoDate, Shareholder } from '../types.ts';

/**
 * Shareholder lists of ONE stock, possibly several as-of dates (KSEI lists holders of 5% and
 * more, plus a 'Masyarakat' / public line in the issuer's own reports). Percentages are of
 * `totalShares`, by default the Σ of the listed shares of that as-of date; pass the listed shares
 * when the list does not cover every share. The unlisted remainder counts as public.
 */

/** Holders under this percentage, not controlling, count as public. */
export const PUBLIC_THRESHOLD_PERCENT = 5;
/** Donut slices under this percentage are grouped as 'Others'. */
export const DONUT_THRESHOLD_PERCENT = 2;

export type OwnershipSummary = {
  asOf: IsoDate | null;
  totalShares: number;
  controlling: { name: string; percentage: number } | null;
  /** Percent held by the public (see `isPublicHolding`). */
  publicOwnership: number;
};

export type DonutSlice = { name: string; percentage: number; shares: number; category: string };

export type DetailedShareholder = {
  rank: number;
  holder: string;
  type: string;
  shares: number;
  percentage: number;
  /** shares × price, rupiah. */
  value: number;
  /** Shares now − shares at the previous as-of date; null when the holder is new (or no earlier list). */
  change: number | null;
  /** Latest as-of date at which this holder's share count changed (or first appeared). */
  lastUpdate: IsoDate;
};

export type OwnershipHistoryRow = {
  /** 'YYYY-MM' of the as-of date. */
  period: string;
  controlling: number;
  public: number;
  affiliate: number;
  others: number;
};

/** The public line of an issuer's list: type 'Public', or a name starting 'Masyarakat' / 'Public'. */
export function isPublicLine(holder: Shareholder): boolean {
  return holder.holderType.toLowerCase() === 'public' || /^(masyarakat|public)\b/i.test(holder.holder.trim());
}

/**
 * Public ownership rule: the public line, plus every non-controlling holder under 5%. (Holders of 5%
 * or more must report to the regulator and are not free float.)
 */
export function isPublicHolding(holder: Shareholder, percentage: number): boolean {
  return !holder.controlling && (isPublicLine(holder) || percentage < PUBLIC_THRESHOLD_PERCENT);
}

export function summarizeOwnership(holders: readonly Shareholder[], totalShares?: number): OwnershipSummary {
  const { asOf, rows } = latestSnapshot(holders);
  const total = totalShares ?? sumShares(rows);
  const percentOf = (shares: number) => (total === 0 ? 0 : (shares * 100) / total);
  // Controlling: the largest holder flagged controlling; without a flag, the largest non-public holder.
  const flagged = rows.filter((row) => row.controlling);
  const candidates = flagged.length > 0 ? flagged : rows.filter((row) => !isPublicLine(row));
  const controller = largest(candidates);
  let publicShares = Math.max(0, total - sumShares(rows));
  for (const row of rows) if (isPublicHolding(row, percentOf(row.shares))) publicShares += row.shares;
  return {
    asOf,
    totalShares: total,
    controlling: controller ? { name: controller.holder, percentage: percentOf(controller.shares) } : null,
    publicOwnership: percentOf(publicShares),
  };
}

/**
 * Ownership Distribution donut of the latest list: holders of 2% or more as their own slice
 * (largest first), the rest and any unlisted remainder as one 'Others' slice at the end.
 */
export function ownershipDistribution(holders: readonly Shareholder[], totalShares?: number): DonutSlice[] {
  const { rows } = latestSnapshot(holders);
  const total = totalShares ?? sumShares(rows);
  if (total === 0) return [];
  const slices: DonutSlice[] = [];
  let otherShares = Math.max(0, total - sumShares(rows));
  for (const row of rows) {
    const percentage = (row.shares * 100) / total;
    if (percentage < DONUT_THRESHOLD_PERCENT) otherShares += row.shares;
    else slices.push({ name: row.holder, percentage, shares: row.shares, category: row.holderType });
  }
  slices.sort((a, b) => b.shares - a.shares);
  if (otherShares > 0) {
    slices.push({
      name: 'Others',
      percentage: (otherShares * 100) / total,
      shares: otherShares,
      category: 'Others',
    });
  }
  return slices;
}

/** Detailed view: the latest list ranked by shares (ties by name), valued at `price`. */
export function rankShareholders(
  holders: readonly Shareholder[],
  price: number,
  totalShares?: number,
): DetailedShareholder[] {
  const snapshots = snapshotsOf(holders);
  const latest = snapshots[snapshots.length - 1];
  if (!latest) return [];
  const previous = snapshots[snapshots.length - 2];
  const previousShares = new Map(previous?.rows.map((row) => [row.holder, row.shares]));
  const lastUpdate = lastChangeDates(snapshots);
  const total = totalShares ?? sumShares(latest.rows);
  const ranked = latest.rows.slice().sort((a, b) => b.shares - a.shares || (a.holder < b.holder ? -1 : 1));
  return ranked.map((row, index) => {
    const before = previousShares.get(row.holder);
    return {
      rank: index + 1,
      holder: row.holder,
      type: row.holderType,
      shares: row.shares,
      percentage: total === 0 ? 0 : (row.shares * 100) / total,
      value: row.shares * price,
      change: before === undefined ? null : row.shares - before,
      lastUpdate: lastUpdate.get(row.holder) ?? latest.asOf,
    };
  });
}

/** Holder types that are affiliate buckets in the history chart (strategic holders). */
const AFFILIATE_TYPES = new Set(['affiliate', 'corporate', 'government']);

/**
 * Historical Ownership Trends over the last `months` months (the latest list's month and the
 * months − 1 before it), one row per list, oldest first. Buckets of each list add up to 100:
 * - controlling: holders flagged controlling;
 * - public: the public holdings of `isPublicHolding` plus the unlisted remainder;
 * - affiliate: other holders of 5% or more typed Affiliate, Corporate or Government;
 * - others: every remaining holder of 5% or more (institutions, individuals, …).
 */
export function ownershipHistory(
  holders: readonly Shareholder[],
  months: 3 | 6 | 9 | 12,
  totalShares?: number,
): OwnershipHistoryRow[] {
  const snapshots = snapshotsOf(holders);
  const latest = snapshots[snapshots.length - 1];
  if (!latest) return [];
  const firstMonth = monthNumber(latest.asOf) - (months - 1);
  return snapshots
    .filter((snapshot) => monthNumber(snapshot.asOf) >= firstMonth)
    .map(({ asOf, rows }) => {
      const total = totalShares ?? sumShares(rows);
      const buckets = {
        controlling: 0,
        public: Math.max(0, total - sumShares(rows)),
        affiliate: 0,
        others: 0,
      };
      for (const row of rows) {
        const percentage = total === 0 ? 0 : (row.shares * 100) / total;
        if (row.controlling) buckets.controlling += row.shares;
        else if (isPublicHolding(row, percentage)) buckets.public += row.shares;
        else if (AFFILIATE_TYPES.has(row.holderType.toLowerCase())) buckets.affiliate += row.shares;
        else buckets.others += row.shares;
      }
      const percent = (shares: number) => (total === 0 ? 0 : (shares * 100) / total);
      return {
        period: asOf.slice(0, 7),
        controlling: percent(buckets.controlling),
        public: percent(buckets.public),
        affiliate: percent(buckets.affiliate),
        others: percent(buckets.others),
      };
    });
}

/** Shares shortened: 1,234,567,890 → '1.23B', 45,600,000 → '45.60M', smaller counts grouped: '950,000'. */
export function formatShares(shares: number): string {
  const size = Math.abs(shares);
  if (size >= 1_000_000_000) return `${(shares / 1_000_000_000).toFixed(2)}B`;
  if (size >= 1_000_000) return `${(shares / 1_000_000).toFixed(2)}M`;
  return Math.round(shares).toLocaleString('en-US');
}

type Snapshot = { asOf: IsoDate; rows: Shareholder[] };

function snapshotsOf(holders: readonly Shareholder[]): Snapshot[] {
  const byDate = new Map<IsoDate, Shareholder[]>();
  for (const holder of holders) {
    const rows = byDate.get(holder.asOf);
    if (rows) rows.push(holder);
    else byDate.set(holder.asOf, [holder]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([asOf, rows]) => ({ asOf, rows }));
}

function latestSnapshot(holders: readonly Shareholder[]): { asOf: IsoDate | null; rows: Shareholder[] } {
  const snapshots = snapshotsOf(holders);
  return snapshots[snapshots.length - 1] ?? { asOf: null, rows: [] };
}

function lastChangeDates(snapshots: readonly Snapshot[]): Map<string, IsoDate> {
  const shares = new Map<string, number>();
  const changed = new Map<string, IsoDate>();
  for (const { asOf, rows } of snapshots) {
    const present = new Set<string>();
    for (const row of rows) {
      present.add(row.holder);
      if (shares.get(row.holder) !== row.shares) changed.set(row.holder, asOf);
      shares.set(row.holder, row.shares);
    }
    // A holder that left and later returns counts as changed on its return.
    for (const holder of shares.keys()) if (!present.has(holder)) shares.delete(holder);
  }
  return changed;
}

function largest(rows: readonly Shareholder[]): Shareholder | undefined {
  let best: Shareholder | undefined;
  for (const row of rows) if (!best || row.shares > best.shares) best = row;
  return best;
}

function sumShares(rows: readonly Shareholder[]): number {
  let total = 0;
  for (const row of rows) total += row.shares;
  return total;
}

function monthNumber(date: IsoDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}
