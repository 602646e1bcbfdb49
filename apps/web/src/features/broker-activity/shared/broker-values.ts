import { formatNumber } from '@/lib/format';

const STEPS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
] as const;

/**
 * Rupiah values shortened the way broker tables write them (T trillion, B billion, M million, as in
 * the spec's 'NBVal (B suffix)'), two decimals in the Indonesian locale: 12.345.678.900 → '12,35 B'.
 */
export function formatCompactValue(value: number): string {
  const step = STEPS.find(({ size }) => Math.abs(value) >= size);
  return step ? `${formatNumber(value / step.size, 2)} ${step.suffix}` : formatNumber(value);
}

/** Average prices: whole rupiah, or '-' when the broker bought or sold nothing. */
export function formatAverage(value: number | null): string {
  return value === null ? '-' : formatNumber(Math.round(value));
}
