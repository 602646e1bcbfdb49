import { describeAccessibility } from '../support/accessibility.ts';

// Screens whose tables and charts outgrow a phone and scroll sideways.
describeAccessibility('a11y-phone-admin-e2e@example.com', [
  {
    name: 'phone, light theme',
    colorSchemes: ['light'],
    width: 390,
    publicPages: [],
    memberPages: [
      '/dashboard',
      '/broker-activity/summary',
      '/broker-activity/inventory',
      '/broker-activity/flow',
      '/broker-activity/ranking',
      '/stock-transaction/done-summary',
      '/running-trade',
      '/market-rotation/seasonality',
      '/story/ownership',
      '/subscription',
      '/admin/market-data',
    ],
  },
]);
