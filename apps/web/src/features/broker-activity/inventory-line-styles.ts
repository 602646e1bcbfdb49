import type { TBroker } from '@pantau/contracts';
import { LineStyle } from 'lightweight-charts';

/**
 * Hues for the broker lines of one chart, in the order brokers are chosen: far apart from each
 * other and from the candles' green and red (which come last, for the ninth and tenth broker), a
 * darker shade on the light theme and a lighter one on the dark theme. Colour groups (spec §3)
 * would paint LG, MG and BR all orange, so the group shows in the legend instead.
 */
const LINE_HEX = {
  light: [
    '#2563eb',
    '#ea580c',
    '#7c3aed',
    '#0891b2',
    '#db2777',
    '#a16207',
    '#4b5563',
    '#92400e',
    '#16a34a',
    '#dc2626',
  ],
  dark: [
    '#60a5fa',
    '#fb923c',
    '#a78bfa',
    '#22d3ee',
    '#f472b6',
    '#facc15',
    '#9ca3af',
    '#d6a25e',
    '#4ade80',
    '#f87171',
  ],
} as const;

/** The broker's category as a dash pattern, the same on its chart line, legend, chip and table row. */
const CATEGORY_PATTERNS = {
  Lokal: { chart: LineStyle.Solid, css: 'solid' },
  Asing: { chart: LineStyle.Dashed, css: 'dashed' },
  BUMN: { chart: LineStyle.Dotted, css: 'dotted' },
} as const;

export type LinePattern = (typeof CATEGORY_PATTERNS)[keyof typeof CATEGORY_PATTERNS];
export type LineLook = { colour: string; pattern: LinePattern };

/** Each code's colour (its place in `codes`) and dash pattern (its category; solid if unknown). */
export function inventoryLineLooks(
  codes: readonly string[],
  categoryOf: (code: string) => TBroker['category'] | undefined,
  dark: boolean,
): Map<string, LineLook> {
  const hues = LINE_HEX[dark ? 'dark' : 'light'];
  return new Map(
    codes.map((code, index) => {
      const category = categoryOf(code);
      return [
        code,
        {
          colour: hues[index % hues.length] as string,
          pattern: category ? CATEGORY_PATTERNS[category] : CATEGORY_PATTERNS.Lokal,
        },
      ];
    }),
  );
}
