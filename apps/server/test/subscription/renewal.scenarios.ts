import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/modules/auth/users.repo.ts';
import { createOrder, getSubscription } from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

// Decision 005: each paid period starts at the later of its payment and the previous period's end.
export const describeRenewal = ({ bed, setClock }: Testbed) =>
  describe('a renewal', () => {
    const buy = async (member: UserRow, planId: string) => {
      const order = await createOrder(bed.deps, member, { planId });
      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });
    };
    const subscriptionAt = (member: UserRow, iso: string) => getSubscription(bed.db, member, setClock(iso));

    it('bought before the current plan ends adds its length after that end, not after today', async () => {
      setClock('2026-03-05T02:00:00Z');
      const member = await createUser(bed.db);
      await buy(member, 'premium');
      setClock('2026-04-20T09:30:00Z');
      await buy(member, 'plus');

      // Named after the latest purchase; the end is where the whole chain ends.
      expect(await subscriptionAt(member, '2026-04-20T09:30:00Z')).toEqual({
        status: 'active',
        plan_id: 'plus',
        plan_name: 'Plus',
        price: 35_000,
        plan_duration: 1,
        start_date: '2026-03-05T02:00:00.000Z',
        end_date: '2026-07-05T02:00:00.000Z',
        is_trial: false,
        days_left: 76,
        cancelled: false,
        cancelled_at: null,
      });
      // The renewal's own month runs from the end of the first plan.
      expect(await subscriptionAt(member, '2026-06-05T02:00:00Z')).toMatchObject({
        status: 'active',
        start_date: '2026-06-05T02:00:00.000Z',
        end_date: '2026-07-05T02:00:00.000Z',
        days_left: 30,
      });
      expect(await subscriptionAt(member, '2026-07-05T02:00:00Z')).toMatchObject({
        status: 'expired',
        plan_name: 'Free Plan',
        end_date: '2026-07-05T02:00:00.000Z',
        days_left: 0,
      });
    });

    it('bought after the plan lapsed starts when it is paid', async () => {
      setClock('2026-03-05T02:00:00Z');
      const member = await createUser(bed.db);
      await getSubscription(bed.db, member, new Date()); // the trial: 5 to 12 March
      await buy(member, 'plus');
      expect(await subscriptionAt(member, '2026-04-07T00:00:00Z')).toMatchObject({
        status: 'expired',
        end_date: '2026-04-05T02:00:00.000Z',
      });

      setClock('2026-04-10T08:00:00Z');
      await buy(member, 'pro');

      expect(await subscriptionAt(member, '2026-04-10T08:00:00Z')).toMatchObject({
        status: 'active',
        plan_name: 'Pro',
        start_date: '2026-04-10T08:00:00.000Z',
        end_date: '2026-10-10T08:00:00.000Z',
      });
    });

    it('of three plans in a row stacks each after the previous one', async () => {
      setClock('2026-08-01T00:00:00Z');
      const member = await createUser(bed.db);
      await buy(member, 'plus');
      setClock('2026-08-02T00:00:00Z');
      await buy(member, 'premium');
      setClock('2026-08-03T00:00:00Z');
      await buy(member, 'plus');

      // 1 Aug + 1 month = 1 Sep, + 3 months = 1 Dec, + 1 month = 1 Jan.
      expect(await subscriptionAt(member, '2026-08-03T00:00:00Z')).toMatchObject({
        plan_name: 'Plus',
        start_date: '2026-08-01T00:00:00.000Z',
        end_date: '2027-01-01T00:00:00.000Z',
      });
      expect(await subscriptionAt(member, '2026-10-15T00:00:00Z')).toMatchObject({
        start_date: '2026-09-01T00:00:00.000Z',
        end_date: '2027-01-01T00:00:00.000Z',
      });
    });
  });
