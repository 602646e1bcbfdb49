import type { TGetAstrologyData } from '@pantau/contracts';

export type ElementName = TGetAstrologyData['elementAnalysis'][number]['element'];

/** The traditional colour of each element, readable on light and dark surfaces. */
export const ELEMENT_STYLE: Record<ElementName, { text: string; soft: string }> = {
  Water: { text: 'text-sky-700 dark:text-sky-300', soft: 'bg-sky-500/10' },
  Earth: { text: 'text-amber-700 dark:text-amber-300', soft: 'bg-amber-500/10' },
  Wood: { text: 'text-emerald-700 dark:text-emerald-300', soft: 'bg-emerald-500/10' },
  Fire: { text: 'text-red-700 dark:text-red-300', soft: 'bg-red-500/10' },
  Metal: { text: 'text-slate-600 dark:text-slate-300', soft: 'bg-slate-500/10' },
};

/** Signed-percentage colour: up green, down red, zero muted. */
export const changeTone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : 'text-muted');
