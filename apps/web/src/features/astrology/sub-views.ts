import { MoonStar, type LucideIcon } from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Astrology: the main screen's link and each screen's header. */
export const ASTROLOGY_VIEWS = {
  lunar: {
    path: '/astrology/lunar',
    title: 'Ba Zi & Shio',
    description:
      "The Ba Zi calendar of a month: every day's year, month and day pillars beside the stock's trading days.",
    icon: MoonStar,
  },
} satisfies Record<string, SubView>;
