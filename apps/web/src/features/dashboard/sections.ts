export type SectionProps = { symbol: string; open: boolean; onToggle: () => void };

/** The Bandarmology sections in the order the dashboard shows them. */
export const SECTION_IDS = [
  'done-summary',
  'broker-summary',
  'market-participant',
  'ownership',
  'foreign-flow',
  'broker-inventory',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];
