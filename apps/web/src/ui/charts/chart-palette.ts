import { useSyncExternalStore } from 'react';

/** The theme's colours as charts need them: canvases cannot read CSS variables themselves. */
export type ChartPalette = {
  dark: boolean;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  grid: string;
  primary: string;
  accent: string;
  up: string;
  down: string;
  /** Distinct series colours, readable on this theme's background. */
  series: readonly string[];
};

const LIGHT_SERIES = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#ca8a04',
  '#ea580c',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#4b5563',
  '#92400e',
];
const DARK_SERIES = [
  '#60a5fa',
  '#f87171',
  '#4ade80',
  '#facc15',
  '#fb923c',
  '#a78bfa',
  '#22d3ee',
  '#f472b6',
  '#9ca3af',
  '#d6a25e',
];

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const cache = new Map<boolean, ChartPalette>();

function readPalette(dark: boolean): ChartPalette {
  const cached = cache.get(dark);
  if (cached) return cached;
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--color-${name}`).trim() || fallback;
  const palette: ChartPalette = {
    dark,
    background: token('bg', dark ? '#0a101d' : '#f5f7fa'),
    surface: token('surface', dark ? '#111a2b' : '#ffffff'),
    text: token('fg', dark ? '#e6edf6' : '#0f172a'),
    muted: token('muted', dark ? '#97a3b6' : '#556479'),
    border: token('border', dark ? '#24324b' : '#dde3ea'),
    grid: dark ? 'rgba(151, 163, 182, 0.12)' : 'rgba(85, 100, 121, 0.12)',
    primary: token('primary', dark ? '#2dd4bf' : '#0f766e'),
    accent: token('accent', dark ? '#fbbf24' : '#b45309'),
    up: token('up', dark ? '#22c55e' : '#166534'),
    down: token('down', dark ? '#f87171' : '#b91c1c'),
    series: dark ? DARK_SERIES : LIGHT_SERIES,
  };
  cache.set(dark, palette);
  return palette;
}

/** The current theme's chart colours; components re-render when the theme changes. */
export function useChartPalette(): ChartPalette {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return readPalette(dark);
}
