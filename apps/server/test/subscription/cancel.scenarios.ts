import { describe, expect, it } from 'vitest';
import {
  cancelSubscription,
  createOrder,
  getSubscription,
} from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

export const describeCancel = ({ bed, setClock }: Testbed) =>
  describe('cancelling a subscription', () => {
    const memberWithPlusFrom3August = async () => {
      setClock('2026-08-03T00:00:00Z');
      const member = await createUser(bed.db);
      await deliver(bed.deps, await createOrder(bed.deps, member, { planId: 'plus' }), 'settlement');
      return member;
    };

    it('is refused while the member has only the trial', async () => {
      setClock('2026-08-03T00:00:00Z');
      const member = await createUser(bed.db);

      await expect(cancelSubscription(bed.deps, member, 'too pricey')).rejects.toMatchObject({
        status: 400,
        code: 'NO_ACTIVE_SUBSCRIPTION',
      });
      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        is_trial: true,
        cancelled: false,
      });
    });

    it('keeps the paid plan to its end, then shows it as cancelled', async () => {
      const member = await memberWithPlusFrom3August();
      setClock('2026-08-10T12:00:00Z');

      expect(await cancelSubscription(bed.deps, member, 'too pricey')).toEqual({
        message: 'Subscription berhasil dibatalkan',
        subscription: expect.objectContaining({
          status: 'active',
          plan_name: 'Plus',
          end_date: '2026-09-03T00:00:00.000Z',
          cancelled: true,
          cancelled_at: '2026-08-10T12:00:00.000Z',
        }),
      });
      // A second cancel keeps the first one's time.
      setClock('2026-08-11T00:00:00Z');
      expect((await cancelSubscription(bed.deps, member, '')).subscription.cancelled_at).toBe(
        '2026-08-10T12:00:00.000Z',
      );

      expect(await getSubscription(bed.db, member, setClock('2026-09-03T00:00:00Z'))).toMatchObject({
        status: 'cancelled',
        plan_name: 'Free Plan',
        end_date: '2026-09-03T00:00:00.000Z',
        days_left: 0,
        cancelled: true,
      });
    });

    it('is undone by buying another plan', async () => {
      const member = await memberWithPlusFrom3August();
      setClock('2026-08-10T12:00:00Z');
      await cancelSubscription(bed.deps, member, 'too pricey');
      setClock('2026-08-20T00:00:00Z');

      await deliver(bed.deps, await createOrder(bed.deps, member, { planId: 'premium' }), 'settlement');

      expect(await getSubscription(bed.db, member, new Date())).toMatchObject({
        status: 'active',
        plan_name: 'Premium',
        end_date: '2026-12-03T00:00:00.000Z',
        cancelled: false,
        cancelled_at: null,
      });
    });
  });
