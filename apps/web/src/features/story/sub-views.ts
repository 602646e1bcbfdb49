import { ChartPie, Globe, TrendingUp, Users, type LucideIcon } from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Story: the overview's cards and each screen's header. */
export const STORY_VIEWS = {
  'accumulation-distribution': {
    path: '/story/accumulation-distribution',
    title: 'Accumulation Distribution',
    description:
      'A heat-map screener of weekly and daily moves, volume changes and moving-average position across tickers.',
    icon: TrendingUp,
  },
  'market-participant': {
    path: '/story/market-participant',
    title: 'Market Participant',
    description: 'Local and foreign participation by investor type, alongside price, money flow and volume.',
    icon: Users,
  },
  ownership: {
    path: '/story/ownership',
    title: 'Ownership',
    description:
      'Who holds a stock: controlling and public ownership, top shareholders and how holdings changed.',
    icon: ChartPie,
  },
  'foreign-flow': {
    path: '/story/foreign-flow',
    title: 'Foreign Flow',
    description: 'Foreign net buying and selling of a stock beside its price and volume.',
    icon: Globe,
  },
} satisfies Record<string, SubView>;
