import { MoonStar, type LucideIcon } from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Astrology: the overview's cards and each screen's header. */
export const ASTROLOGY_VIEWS = {
  lunar: {
    path: '/astrology/lunar',
    title: 'Ba Zi & Shio',
    description:
      'Price spikes grouped by the element and shio of their year, month and day, with an optional pivot analysis.',
    icon: MoonStar,
  },
} satisfies Record<string, SubView>;
