import { useCallback } from 'react';
import { mixColours, readableTextOn } from '@/lib/contrast';
import { useChartPalette } from './charts/chart-palette';

export type HeatTone = 'positive' | 'negative';

export type HeatStyle = { backgroundColor: string; color: string };

/**
 * Colours of a heat-map cell: the theme's up or down colour at `strength` (0-1) over the surface,
 * and whichever of the theme's text colours reads better on that blend. A fixed text colour cannot
 * work: strong cells are dark in the light theme and bright in the dark one.
 */
export function useHeatStyle(): (tone: HeatTone, strength: number) => HeatStyle {
  const palette = useChartPalette();
  return useCallback(
    (tone, strength) => {
      const backgroundColor = mixColours(
        tone === 'positive' ? palette.up : palette.down,
        palette.surface,
        Math.min(1, Math.max(0, strength)),
      );
      const inverse = palette.dark ? palette.background : palette.surface;
      return { backgroundColor, color: readableTextOn(backgroundColor, [palette.text, inverse]) };
    },
    [palette],
  );
}
