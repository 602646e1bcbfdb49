/** IDX trading rules from market-reference.md. Prices are whole rupiah. */
export const LOT_SIZE = 100;
export const MIN_PRICE = 50;

/** Tick size of the price band that `price` falls in. */
export function tickSize(price: number): number {
  if (price < 200) return 1;
  if (price < 500) return 2;
  if (price < 2_000) return 5;
  if (price < 5_000) return 10;
  return 25;
}

/** True when `price` sits on a valid tick of its own band. */
export function isOnTick(price: number): boolean {
  return Number.isInteger(price) && price >= MIN_PRICE && price % tickSize(price) === 0;
}

/**
 * Auto-rejection band around the previous close: upper 35% / 25% / 20% by price band, lower a flat
 * 15%, never below the minimum price. Limits are rounded inward onto valid ticks.
 */
export function autoRejectionLimits(previousClose: number): { lower: number; upper: number } {
  const upperPct = previousClose <= 200 ? 0.35 : previousClose <= 5_000 ? 0.25 : 0.2;
  const rawUpper = previousClose * (1 + upperPct);
  const rawLower = Math.max(MIN_PRICE, previousClose * 0.85);
  return { lower: roundUpToTick(rawLower), upper: roundDownToTick(rawUpper) };
}

function roundDownToTick(price: number): number {
  const tick = tickSize(price);
  return Math.floor(price / tick) * tick;
}

function roundUpToTick(price: number): number {
  const tick = tickSize(price);
  return Math.ceil(price / tick) * tick;
}
