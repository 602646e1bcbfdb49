import { describeAccessibility } from '../support/accessibility.ts';

// The second half of the member screens of the spec, in both themes; the admin may open them all.
describeAccessibility('a11y-admin-2-e2e@example.com', [
  {
    name: 'rotation, story, astrology, account and admin screens, light and dark theme',
    colorSchemes: ['light', 'dark'],
    width: 1440,
    publicPages: [],
    memberPages: [
      '/market-rotation',
      '/market-rotation/rrg',
      '/market-rotation/rrc',
      '/market-rotation/trend-filter',
      '/market-rotation/seasonality',
      '/story',
      '/story/accumulation-distribution',
      '/story/market-participant',
      '/story/foreign-flow',
      '/story/ownership',
      '/astrology',
      '/astrology/lunar',
      '/profile',
      '/subscription',
      '/admin',
      '/admin/market-data',
    ],
  },
]);
