import { describeAccessibility } from '../support/accessibility.ts';

// A screen with results (the builder, the gallery, the sortable table), as a shared link opens it.
const BANDAR_SCREEN = Buffer.from(
  JSON.stringify({
    name: 'Bandar above MA20',
    definition: {
      combine: 'and',
      groups: [
        {
          combine: 'and',
          rules: [
            { metric: { id: 'bandarValue' }, op: 'gt', right: { kind: 'value', value: 0 } },
            {
              metric: { id: 'bandarValue' },
              op: 'gt',
              right: { kind: 'metric', metric: { id: 'bandarValueMa20' } },
            },
          ],
        },
      ],
    },
    columns: [{ id: 'accTop5' }, { id: 'foreignStreak' }],
  }),
).toString('base64url');

describeAccessibility('a11y-screens-admin-e2e@example.com', [
  {
    name: 'screens and alerts, light and dark theme',
    colorSchemes: ['light', 'dark'],
    width: 1440,
    publicPages: ['/alerts/unsubscribe?token=not-a-real-token-at-all-000000'],
    memberPages: [`/screens?s=${BANDAR_SCREEN}`, '/alerts'],
  },
  {
    name: 'screens and alerts on a phone, light theme',
    colorSchemes: ['light'],
    width: 390,
    publicPages: [],
    memberPages: [`/screens?s=${BANDAR_SCREEN}`, '/alerts'],
  },
]);
