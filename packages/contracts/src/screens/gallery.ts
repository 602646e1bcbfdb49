import type { TScreenDefinition } from './definition.ts';
import type { TMetricRef } from './metrics.ts';

export type TGalleryScreen = {
  slug: string;
  name: string;
  description: string;
  definition: TScreenDefinition;
  columns: TMetricRef[];
};

const value = (v: number | string | boolean) => ({ kind: 'value' as const, value: v });

/** Ready screens a member can open, run, change and save. */
export const SCREEN_GALLERY: readonly TGalleryScreen[] = [
  {
    slug: 'foreign-accumulation-3-days',
    name: 'Foreign accumulation 3 days',
    description:
      'Net foreign buying three trading days in a row or more, with at least Rp1 billion net over 5 days.',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [
            { metric: { id: 'foreignStreak' }, op: 'gte', right: value(3) },
            { metric: { id: 'foreignNet5d' }, op: 'gte', right: value(1_000_000_000) },
          ],
        },
      ],
    },
    columns: [{ id: 'foreignNet1d' }, { id: 'foreignNetMa20' }],
  },
  {
    slug: 'top5-big-acc-price-flat',
    name: 'Top 5 big accumulation while price flat',
    description:
      'The top 5 brokers accumulate heavily while the price moved less than 2% either way over 5 days.',
    definition: {
      combine: 'and',
      groups: [
        { combine: 'and', rules: [{ metric: { id: 'accTop5' }, op: 'eq', right: value('Big Acc') }] },
        {
          combine: 'and',
          rules: [
            { metric: { id: 'change5d' }, op: 'lte', right: value(2) },
            { metric: { id: 'change5d' }, op: 'gte', right: value(-2) },
          ],
        },
      ],
    },
    columns: [{ id: 'bandarValue' }, { id: 'bandarValueMa10' }],
  },
  {
    slug: 'breakout-with-volume',
    name: 'Breakout with volume',
    description: 'A new 20-day high on at least twice the usual volume, above MA50.',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [
            { metric: { id: 'newHigh20d' }, op: 'eq', right: value(true) },
            { metric: { id: 'volumeRatio20d' }, op: 'gte', right: value(2) },
            { metric: { id: 'distMa50' }, op: 'gt', right: value(0) },
          ],
        },
      ],
    },
    columns: [{ id: 'change1d' }, { id: 'value' }],
  },
  {
    slug: 'bandar-above-average',
    name: 'Bandar value above its MA20',
    description: 'Today’s top-5 net buying is positive and above its 20-day average.',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [
            { metric: { id: 'bandarValue' }, op: 'gt', right: value(0) },
            {
              metric: { id: 'bandarValue' },
              op: 'gt',
              right: { kind: 'metric', metric: { id: 'bandarValueMa20' } },
            },
          ],
        },
      ],
    },
    columns: [{ id: 'accTop5' }],
  },
  {
    slug: 'oversold-foreign-buying',
    name: 'Oversold with foreign buying',
    description: 'RSI 14 under 30 while foreigners bought on net today.',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [
            { metric: { id: 'rsi14' }, op: 'lt', right: value(30) },
            { metric: { id: 'foreignNet1d' }, op: 'gt', right: value(0) },
          ],
        },
      ],
    },
    columns: [{ id: 'foreignStreak' }],
  },
];
