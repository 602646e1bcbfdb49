import { describe, expect, it } from 'vitest';
import {
  describePlanForProfile,
  getStatus,
  getSubscription,
} from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { type Testbed } from './testbed.ts';

export const describeTrial = ({ bed, setClock }: Testbed) =>
  describe('the free trial', () => {
    it('starts 7 days of trial at the first look at a verified member’s status, not at sign-up', async () => {
      setClock('2026-03-02T08:00:00Z');
      const member = await createUser(bed.db);
      setClock('2026-03-03T10:00:00Z');

      const { subscription, transactions, pending_transaction } = await getStatus(bed.deps, member);

      expect(subscription).toEqual({
        status: 'active',
        plan_id: null,
        plan_name: 'Free Trial',
        price: 0,
        plan_duration: 0.25,
        start_date: '2026-03-03T10:00:00.000Z',
        end_date: '2026-03-10T10:00:00.000Z',
        is_trial: true,
        days_left: 7,
        cancelled: false,
        cancelled_at: null,
      });
      expect(transactions).toEqual([]);
      expect(pending_transaction).toBeNull();
      expect(await describePlanForProfile(bed.db, member)).toEqual({
        subscriptionPlan: 'Free Trial',
        subscriptionStatus: 'active',
        subscriptionEndDate: '2026-03-10T10:00:00.000Z',
      });
      // Looking again later does not start it again.
      setClock('2026-03-05T10:00:00Z');
      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        start_date: '2026-03-03T10:00:00.000Z',
        end_date: '2026-03-10T10:00:00.000Z',
      });
    });

    it('counts days left rounded up, down to the last second', async () => {
      setClock('2026-03-02T08:00:00Z');
      const member = await createUser(bed.db);
      await getSubscription(bed.db, member, new Date());

      expect((await getSubscription(bed.db, member, setClock('2026-03-06T08:00:01Z'))).days_left).toBe(3);
      expect((await getSubscription(bed.db, member, setClock('2026-03-07T08:00:00Z'))).days_left).toBe(2);
      expect((await getSubscription(bed.db, member, setClock('2026-03-09T07:59:59Z'))).days_left).toBe(1);
    });

    it('ends after 7 days and is never granted twice', async () => {
      setClock('2026-04-01T00:00:00Z');
      const member = await createUser(bed.db);
      await getSubscription(bed.db, member, new Date());

      const ended = await getSubscription(bed.db, member, setClock('2026-04-08T00:00:00Z'));
      expect(ended).toEqual({
        status: 'expired',
        plan_id: null,
        plan_name: 'Free Plan',
        price: 0,
        plan_duration: 0,
        start_date: null,
        end_date: '2026-04-08T00:00:00.000Z',
        is_trial: false,
        days_left: 0,
        cancelled: false,
        cancelled_at: null,
      });
      expect(await describePlanForProfile(bed.db, member)).toEqual({
        subscriptionPlan: 'Free',
        subscriptionStatus: 'inactive',
        subscriptionEndDate: null,
      });
      // Looking again after it ended does not start a new one.
      setClock('2026-04-20T00:00:00Z');
      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        status: 'expired',
        end_date: '2026-04-08T00:00:00.000Z',
      });
    });

    it('is not given to an account whose email is not verified', async () => {
      setClock('2026-05-01T00:00:00Z');
      const member = await createUser(bed.db, { verified: false });
      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        status: 'inactive',
        plan_name: 'Free Plan',
        is_trial: false,
        end_date: null,
        days_left: 0,
      });
      // Once verified, the first look starts it.
      const verified = { ...member, emailVerifiedAt: setClock('2026-05-03T12:00:00Z') };
      expect(await getSubscription(bed.db, verified, new Date())).toMatchObject({
        is_trial: true,
        start_date: '2026-05-03T12:00:00.000Z',
        end_date: '2026-05-10T12:00:00.000Z',
      });
    });

    it('shows an admin as Pro without end on the profile, trial or not', async () => {
      setClock('2026-05-01T00:00:00Z');
      const admin = await createUser(bed.db, { role: 'admin' });
      const expected = {
        subscriptionPlan: 'Pro',
        subscriptionStatus: 'active',
        subscriptionEndDate: 'Unlimited (admin)',
      };
      expect(await describePlanForProfile(bed.db, admin)).toEqual(expected);
      setClock('2026-06-01T00:00:00Z');
      expect(await describePlanForProfile(bed.db, admin)).toEqual(expected);
    });
  });
