import { describe, expect, it } from 'vitest';
import {
  createOrder,
  describePlanForProfile,
  getStatus,
  getSubscription,
} from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

export const describeFirstPayment = ({ bed, setClock }: Testbed) =>
  describe('a first payment', () => {
    it('asks the gateway for the plan’s price from the catalogue, in the member’s name', async () => {
      setClock('2026-02-10T05:00:00Z');
      const member = await createUser(bed.db, { fullName: 'Siti Nur Aminah', email: 'siti@example.test' });

      const order = await createOrder(bed.deps, member, { planId: 'premium' });

      expect(order).toMatchObject({
        snapToken: 'token-1',
        redirectUrl: 'https://pay.example.test/snap/token-1',
        planId: 'premium',
        amount: 89_000,
      });
      // Midtrans: unique, at most 50 characters of letters, digits and -_~.
      expect(order.orderId).toMatch(/^[A-Za-z0-9_~.-]{1,50}$/);
      expect(bed.fake.snapOrders()).toEqual([
        {
          orderId: order.orderId,
          amount: 89_000,
          item: { id: 'premium', name: 'Pantau Premium', price: 89_000 },
          customer: { firstName: 'Siti', lastName: 'Nur Aminah', email: 'siti@example.test' },
          expiryMinutes: 60,
          startTime: new Date('2026-02-10T05:00:00Z'),
        },
      ]);
      const { subscription, transactions, pending_transaction } = await getStatus(bed.deps, member);
      expect(subscription).toMatchObject({ is_trial: true });
      expect(transactions).toHaveLength(1);
      expect(pending_transaction).toMatchObject({
        id: order.transactionId,
        order_id: order.orderId,
        status: 'pending',
        is_unpaid: true,
        payment_method: 'snap',
        amount: 89_000,
        expiry_time: '2026-02-10T06:00:00.000Z',
        snap_token: 'token-1',
        metadata: { plan_name: 'Premium', plan_duration: 3 },
      });
    });

    it('activates the plan from the moment it is paid for the plan’s length, even during the trial', async () => {
      setClock('2026-02-10T05:00:00Z');
      const member = await createUser(bed.db);
      await getSubscription(bed.db, member, new Date()); // the trial starts
      const order = await createOrder(bed.deps, member, { planId: 'premium' });
      setClock('2026-02-10T05:20:00Z');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });

      const { subscription, transactions, pending_transaction } = await getStatus(bed.deps, member);
      expect(subscription).toEqual({
        status: 'active',
        plan_id: 'premium',
        plan_name: 'Premium',
        price: 89_000,
        plan_duration: 3,
        start_date: '2026-02-10T05:20:00.000Z',
        end_date: '2026-05-10T05:20:00.000Z',
        is_trial: false,
        days_left: 89,
        cancelled: false,
        cancelled_at: null,
      });
      expect(transactions[0]).toMatchObject({
        status: 'paid',
        gateway_status: 'settlement',
        payment_method: 'bank_transfer',
        paid_at: '2026-02-10T05:20:00.000Z',
        is_unpaid: false,
      });
      expect(pending_transaction).toBeNull();
      expect(await describePlanForProfile(bed.db, member)).toEqual({
        subscriptionPlan: 'Premium',
        subscriptionStatus: 'active',
        subscriptionEndDate: '2026-05-10T05:20:00.000Z',
      });
    });

    it('counts a month from the 31st to the last day of a shorter month', async () => {
      setClock('2026-01-31T12:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      await deliver(bed.deps, order, 'settlement');

      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        plan_name: 'Plus',
        end_date: '2026-02-28T12:00:00.000Z',
      });
    });

    it('takes a card capture passed by fraud screening as paid, and waits while it is challenged', async () => {
      setClock('2026-07-01T09:00:00Z');
      const member = await createUser(bed.db);
      await getSubscription(bed.db, member, new Date());
      const challenged = await createOrder(bed.deps, member, { planId: 'plus' });

      expect(
        await deliver(bed.deps, challenged, 'capture', {
          paymentType: 'credit_card',
          fraudStatus: 'challenge',
        }),
      ).toEqual({ kind: 'handled', outcome: 'applied' });
      expect(await getStatus(bed.deps, member)).toMatchObject({
        subscription: { is_trial: true },
        pending_transaction: { status: 'pending', gateway_status: 'capture', payment_method: 'credit_card' },
      });

      setClock('2026-07-01T09:30:00Z');
      await deliver(bed.deps, challenged, 'capture', { paymentType: 'credit_card', fraudStatus: 'accept' });
      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        plan_name: 'Plus',
        start_date: '2026-07-01T09:30:00.000Z',
        end_date: '2026-08-01T09:30:00.000Z',
      });
    });
  });
