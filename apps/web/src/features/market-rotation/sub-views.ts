import { CalendarRange, ChartLine, ChartScatter, Funnel, type LucideIcon } from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Market Rotation: the overview's cards and each screen's header. */
export const MARKET_ROTATION_VIEWS = {
  rrg: {
    path: '/market-rotation/rrg',
    title: 'Relative Rotation Graph',
    description:
      'Sectors or stocks plotted by relative strength and momentum against an index, moving through the Leading, Weakening, Lagging and Improving quadrants.',
    icon: ChartScatter,
  },
  rrc: {
    path: '/market-rotation/rrc',
    title: 'Relative Rotation Chart',
    description: 'Sector or stock activity compared with the index over time, one line each.',
    icon: ChartLine,
  },
  seasonality: {
    path: '/market-rotation/seasonality',
    title: 'Seasonality',
    description:
      'Monthly performance heatmaps for indices, sectors and stocks, to spot the months that tend to be strong or weak.',
    icon: CalendarRange,
  },
  'trend-filter': {
    path: '/market-rotation/trend-filter',
    title: 'Trend Filter',
    description:
      'Stocks sorted into uptrend, sideways and downtrend over 3 days to a month, filtered by sector.',
    icon: Funnel,
  },
} satisfies Record<string, SubView>;
