/**
 * How long a plan lasts, in the words the subscription screens use (product-spec §3): the free
 * trial's 0.25 month reads '1 Week'; whole months read '1 Month', '3 Months'.
 */
export function durationLabel(months: number | null | undefined): string {
  if (months === null || months === undefined || !Number.isFinite(months) || months <= 0) return '-';
  if (months === 0.25) return '1 Week';
  if (months < 1) {
    const weeks = Math.max(1, Math.round(months * 4));
    return weeks === 1 ? '1 Week' : `${weeks} Weeks`;
  }
  const whole = Math.round(months * 100) / 100;
  return whole === 1 ? '1 Month' : `${whole} Months`;
}
