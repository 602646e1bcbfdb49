import { describe, expect, it } from 'vitest';
import { createOrder, getStatus } from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

export const describeFailedPayments = ({ bed, setClock }: Testbed) =>
  describe('a payment that fails', () => {
    /** Plus paid on 1 September: active until 1 October. */
    const plusUntilOctober = {
      status: 'active',
      plan_name: 'Plus',
      start_date: '2026-09-01T00:00:00.000Z',
      end_date: '2026-10-01T00:00:00.000Z',
    };

    it.each([
      ['expire', 'expire'],
      ['expired', 'expire'],
      ['deny', 'deny'],
      ['cancel', 'cancelled'],
      ['failure', 'failure'],
    ])(
      '“%s” after pending ends the order and leaves the member’s plan as it was',
      async (notified, stored) => {
        setClock('2026-09-01T00:00:00Z');
        const member = await createUser(bed.db);
        await deliver(bed.deps, await createOrder(bed.deps, member, { planId: 'plus' }), 'settlement');
        setClock('2026-09-10T00:00:00Z');
        const renewal = await createOrder(bed.deps, member, { planId: 'premium' });
        await deliver(bed.deps, renewal, 'pending');

        setClock('2026-09-10T00:30:00Z');
        expect(await deliver(bed.deps, renewal, notified)).toEqual({ kind: 'handled', outcome: 'applied' });

        const { subscription, transactions, pending_transaction } = await getStatus(bed.deps, member);
        expect(subscription).toMatchObject({ ...plusUntilOctober, days_left: 21 });
        expect(transactions[0]).toMatchObject({
          order_id: renewal.orderId,
          status: stored,
          is_unpaid: false,
        });
        expect(pending_transaction).toBeNull();
        // Nothing is left unpaid, so the member may order again.
        await expect(createOrder(bed.deps, member, { planId: 'premium' })).resolves.toMatchObject({
          planId: 'premium',
        });
      },
    );

    it('keeps a member on trial on the same trial', async () => {
      setClock('2026-09-01T00:00:00Z');
      const member = await createUser(bed.db);
      const before = (await getStatus(bed.deps, member)).subscription;
      const order = await createOrder(bed.deps, member, { planId: 'pro' });
      await deliver(bed.deps, order, 'pending');
      setClock('2026-09-01T02:00:00Z');
      await deliver(bed.deps, order, 'deny');

      expect((await getStatus(bed.deps, member)).subscription).toMatchObject({
        status: 'active',
        is_trial: true,
        start_date: before.start_date,
        end_date: '2026-09-08T00:00:00.000Z',
      });
    });

    it('still activates when the money arrives after the order expired', async () => {
      setClock('2026-09-01T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      setClock('2026-09-02T00:00:00Z');
      await deliver(bed.deps, order, 'expire');
      setClock('2026-09-02T01:00:00Z');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });

      expect((await getStatus(bed.deps, member)).subscription).toMatchObject({
        status: 'active',
        plan_name: 'Plus',
        start_date: '2026-09-02T01:00:00.000Z',
        end_date: '2026-10-02T01:00:00.000Z',
      });
    });

    it('stays denied when a settlement follows the deny', async () => {
      setClock('2026-09-01T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      await deliver(bed.deps, order, 'deny');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'ignored' });

      const { subscription, transactions } = await getStatus(bed.deps, member);
      expect(subscription).toMatchObject({ is_trial: true });
      expect(transactions[0]).toMatchObject({ status: 'deny' });
    });
  });
