import { formatNumber } from '@/lib/format';

/**
 * Share counts shortened with B (billion) and M (million), spec §9, in the Indonesian locale:
 * 1.234.567.890 → '1,23B', 45.600.000 → '45,60M', smaller counts grouped in full: '950.000'.
 * `signed` puts a '+' before gains (changes, net flows).
 */
export function formatShortShares(shares: number, { signed = false } = {}): string {
  const size = Math.abs(shares);
  const sign = signed && shares > 0 ? '+' : '';
  // 999.999.999 rounds to 1.000,00M: show it as 1,00B instead.
  if (size >= 999_995_000) return `${sign}${formatNumber(shares / 1_000_000_000, 2)}B`;
  if (size >= 999_995) return `${sign}${formatNumber(shares / 1_000_000, 2)}M`;
  return `${sign}${formatNumber(Math.round(shares))}`;
}

/** Rupiah amounts shortened the same way: 'Rp12,35B', '-Rp980,00M'. */
export function formatShortRupiah(amount: number, { signed = false } = {}): string {
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  return `${sign}Rp${formatShortShares(Math.abs(amount))}`;
}

/** A percentage of the shares with two decimals: '54,94%'. */
export function formatShareOf(percentage: number): string {
  return `${formatNumber(percentage, 2)}%`;
}

type Holder = { holder: string; percentage: number };

/**
 * The holders the Ownership Distribution donut folds into its 'Others' slice: those of the ranked
 * list whose name has no slice of its own (holders under 2%), largest first.
 */
export function holdersInOthers<T extends Holder>(
  detailed: readonly T[],
  slices: readonly { name: string }[],
): T[] {
  const ownSlices = new Set(slices.map((slice) => slice.name));
  return detailed.filter((row) => !ownSlices.has(row.holder)).sort((a, b) => b.percentage - a.percentage);
}
