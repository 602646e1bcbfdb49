const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Adds a plan duration. Whole months are calendar months in UTC (31 Jan + 1 month = 28/29 Feb);
 * a fraction counts 28 days per month, so the trial's 0.25 is exactly 7 days.
 */
export function addMonths(from: Date, months: number): Date {
  const whole = Math.floor(months);
  const result = new Date(from.getTime());
  if (whole > 0) {
    const day = result.getUTCDate();
    result.setUTCDate(1);
    result.setUTCMonth(result.getUTCMonth() + whole);
    const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
    result.setUTCDate(Math.min(day, lastDay));
  }
  const fraction = months - whole;
  return fraction > 0 ? new Date(result.getTime() + Math.round(fraction * 28) * DAY_MS) : result;
}

export type ChainLink = { orderId: string; activatedAt: Date; durationMonths: number };
export type ChainPeriod = { orderId: string; startsAt: Date; endsAt: Date };

/**
 * The paid periods a set of (non-revoked) paid orders implies: in activation order, each starts at
 * max(its activation, the previous end) and lasts its plan's duration. The trial is not part of
 * the chain: a plan bought during the trial starts at once.
 */
export function paidChain(links: ChainLink[]): ChainPeriod[] {
  const sorted = [...links].sort(
    (a, b) => a.activatedAt.getTime() - b.activatedAt.getTime() || (a.orderId < b.orderId ? -1 : 1),
  );
  const periods: ChainPeriod[] = [];
  let cursor: Date | null = null;
  for (const link of sorted) {
    const startsAt: Date = cursor && cursor > link.activatedAt ? cursor : link.activatedAt;
    const endsAt = addMonths(startsAt, link.durationMonths);
    periods.push({ orderId: link.orderId, startsAt, endsAt });
    cursor = endsAt;
  }
  return periods;
}

/** Days left, rounded up (spec §4); 0 once ended. */
export const daysLeft = (endsAt: Date, now: Date) =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

export function periodLabel(months: number): string {
  if (months === 0.25) return '1 Week';
  if (months < 1) return `${Math.round(months * 4)} Weeks`;
  return months === 1 ? '1 Month' : `${months} Months`;
}
