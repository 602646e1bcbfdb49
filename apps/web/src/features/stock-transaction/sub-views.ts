import { ListChecks, ListOrdered, type LucideIcon } from 'lucide-react';

export type SubView = { path: string; title: string; description: string; icon: LucideIcon };

/** The sub-views of Stock Transaction: the overview's cards and each screen's header. */
export const STOCK_TRANSACTION_VIEWS = {
  'done-summary': {
    path: '/stock-transaction/done-summary',
    title: 'Done Summary',
    description:
      'Lots and frequency traded at each price level, per day or broken down by broker, over up to 7 days.',
    icon: ListChecks,
  },
  'done-detail': {
    path: '/stock-transaction/done-detail',
    title: 'Done Detail',
    description: 'Every matched trade with its time, board, buyer and seller broker, price and quantity.',
    icon: ListOrdered,
  },
} satisfies Record<string, SubView>;
