import { describeAccessibility } from '../support/accessibility.ts';

// The signed-out pages and the first half of the member screens, in both themes (the rest:
// accessibility-members-more.test.ts; phones: accessibility-phone.test.ts).
describeAccessibility('a11y-admin-e2e@example.com', [
  {
    name: 'signed out and trading screens, light and dark theme',
    colorSchemes: ['light', 'dark'],
    width: 1440,
    publicPages: [
      '/',
      '/auth?mode=login',
      '/auth?mode=register',
      '/auth?mode=forgot-password',
      '/not-a-page',
    ],
    memberPages: [
      '/dashboard',
      '/technical-analysis?symbol=BBCA',
      '/technical-analysis?symbol=BBCA&style=footprint&tf=5M',
      '/broker-activity',
      '/broker-activity/summary',
      '/broker-activity/transaction',
      '/broker-activity/inventory',
      '/broker-activity/flow',
      '/broker-activity/ranking',
      '/stock-transaction',
      '/stock-transaction/done-summary',
      '/stock-transaction/done-detail',
      '/running-trade',
    ],
  },
]);
