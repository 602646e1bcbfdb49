import {
  ArrowLeftRight,
  Boxes,
  ChartBarDecreasing,
  ChartSpline,
  ClipboardList,
  type LucideIcon,
} from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Broker Activity: the overview's cards and each screen's header. */
export const BROKER_ACTIVITY_VIEWS = {
  transaction: {
    path: '/broker-activity/transaction',
    title: 'Broker Transaction',
    description: 'Everything one broker bought and sold over a date range, buy side beside sell side.',
    icon: ArrowLeftRight,
  },
  summary: {
    path: '/broker-activity/summary',
    title: 'Broker Summary',
    description: 'Net buying and selling per broker in one stock over a date range.',
    icon: ClipboardList,
  },
  inventory: {
    path: '/broker-activity/inventory',
    title: 'Broker Inventory',
    description: "Chosen brokers' cumulative net position in a stock, charted against its price and volume.",
    icon: Boxes,
  },
  flow: {
    path: '/broker-activity/flow',
    title: 'Broker Flow',
    description:
      "Chosen brokers' cumulative net buying minute by minute through one day, over the stock's price.",
    icon: ChartSpline,
  },
  ranking: {
    path: '/broker-activity/ranking',
    title: 'Broker Ranking',
    description: 'Every broker ranked by its traded value across the whole market on one day.',
    icon: ChartBarDecreasing,
  },
} satisfies Record<string, SubView>;
