import { describe } from 'vitest';
import { describeCancel } from './cancel.scenarios.ts';
import { describeDuplicateNotifications } from './duplicate-notifications.scenarios.ts';
import { describeFailedPayments } from './failed-payments.scenarios.ts';
import { describeFirstPayment } from './first-payment.scenarios.ts';
import { describeNotificationChecks } from './notification-checks.scenarios.ts';
import { describePendingOrders } from './pending-orders.scenarios.ts';
import { describeRenewal } from './renewal.scenarios.ts';
import { describeReversal } from './reversal.scenarios.ts';
import { useFakeClock, useSubscriptionTestbed, type Testbed } from './testbed.ts';
import { describeTrial } from './trial.scenarios.ts';

/**
 * The subscription rules at the service tier: one scenario per file beside this one, all run from
 * here over one in-memory database. Each test file of its own would load the app's modules and a
 * database again (~5 s each on two cores), more than the scenarios themselves take.
 * One scenario alone: `npx vitest run --project server test/subscription -t 'a renewal'`.
 */
describe('subscription services over PGlite with a fake gateway', () => {
  const testbed: Testbed = { bed: useSubscriptionTestbed(), setClock: useFakeClock() };
  describeTrial(testbed);
  describeFirstPayment(testbed);
  describeRenewal(testbed);
  describeCancel(testbed);
  describeDuplicateNotifications(testbed);
  describeFailedPayments(testbed);
  describeReversal(testbed);
  describeNotificationChecks(testbed);
  describePendingOrders(testbed);
});
