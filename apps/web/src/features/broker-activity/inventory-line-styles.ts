import { LineStyle } from 'lightweight-charts';

/**
 * Brokers of one colour group share a colour (spec §3), so the second, third… broker of a group is
 * told apart by its dash pattern: the same pattern on its chart line, legend and chip.
 */
const PATTERNS = [
  { chart: LineStyle.Solid, css: 'solid' },
  { chart: LineStyle.Dashed, css: 'dashed' },
  { chart: LineStyle.Dotted, css: 'dotted' },
  { chart: LineStyle.LargeDashed, css: 'dashed' },
  { chart: LineStyle.SparseDotted, css: 'dotted' },
] as const;

export type LinePattern = (typeof PATTERNS)[number];

/** Each code's pattern: its place among the codes of the same colour group, in the given order. */
export function linePatterns(
  codes: readonly string[],
  groupOf: (code: string) => string | undefined,
): Map<string, LinePattern> {
  const seen = new Map<string, number>();
  const patterns = new Map<string, LinePattern>();
  for (const code of codes) {
    const group = groupOf(code) ?? code;
    const index = seen.get(group) ?? 0;
    seen.set(group, index + 1);
    patterns.set(code, PATTERNS[index % PATTERNS.length] as LinePattern);
  }
  return patterns;
}
