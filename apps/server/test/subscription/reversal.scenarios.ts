import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionPeriods } from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/users.repo.ts';
import { createOrder, getStatus } from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

// A paid-then-reversed order revokes the period it granted; later periods move back (decision 005).
export const describeReversal = ({ bed, setClock }: Testbed) =>
  describe('a payment reversed after it was paid', () => {
    const buy = async (member: UserRow, planId: string) => {
      const order = await createOrder(bed.deps, member, { planId });
      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });
      return order;
    };

    it.each([
      ['refund', 'refund'],
      ['partial_refund', 'refund'],
      ['chargeback', 'chargeback'],
      ['partial_chargeback', 'chargeback'],
      ['deny', 'deny'],
    ])('by a %s takes the plan away again', async (notified, stored) => {
      setClock('2026-06-01T00:00:00Z');
      const member = await createUser(bed.db);
      await getStatus(bed.deps, member); // the trial: 1 to 8 June
      setClock('2026-06-01T01:00:00Z');
      const order = await buy(member, 'plus');
      setClock('2026-06-20T00:00:00Z');

      expect(await deliver(bed.deps, order, notified)).toEqual({ kind: 'handled', outcome: 'reversed' });

      const { subscription, transactions } = await getStatus(bed.deps, member);
      expect(subscription).toMatchObject({
        status: 'expired',
        plan_name: 'Free Plan',
        is_trial: false,
        end_date: '2026-06-08T00:00:00.000Z',
        days_left: 0,
      });
      expect(transactions[0]).toMatchObject({ status: stored, paid_at: '2026-06-01T01:00:00.000Z' });
    });

    it('of an earlier plan pulls the later plan back to start at its own payment', async () => {
      setClock('2026-06-01T01:00:00Z');
      const member = await createUser(bed.db);
      const first = await buy(member, 'plus');
      setClock('2026-06-10T00:00:00Z');
      await buy(member, 'premium');
      expect((await getStatus(bed.deps, member)).subscription).toMatchObject({
        end_date: '2026-10-01T01:00:00.000Z',
      });
      setClock('2026-06-15T00:00:00Z');

      expect(await deliver(bed.deps, first, 'refund')).toEqual({ kind: 'handled', outcome: 'reversed' });

      // The refunded period stays on record, marked revoked.
      const [refunded] = await bed.db
        .select()
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.orderId, first.orderId));
      expect(refunded?.revokedAt).toEqual(new Date('2026-06-15T00:00:00Z'));

      expect((await getStatus(bed.deps, member)).subscription).toMatchObject({
        status: 'active',
        plan_name: 'Premium',
        start_date: '2026-06-10T00:00:00.000Z',
        end_date: '2026-09-10T00:00:00.000Z',
      });
    });

    it('stays reversed whatever arrives after the refund', async () => {
      setClock('2026-06-01T01:00:00Z');
      const member = await createUser(bed.db);
      const order = await buy(member, 'plus');
      setClock('2026-06-05T00:00:00Z');
      await deliver(bed.deps, order, 'refund');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'ignored' });
      expect(await deliver(bed.deps, order, 'refund')).toEqual({ kind: 'handled', outcome: 'duplicate' });
      expect(await deliver(bed.deps, order, 'chargeback')).toEqual({ kind: 'handled', outcome: 'ignored' });

      const { subscription, transactions } = await getStatus(bed.deps, member);
      expect(subscription).toMatchObject({ is_trial: true, end_date: '2026-06-12T00:00:00.000Z' });
      expect(transactions[0]).toMatchObject({ status: 'refund' });
    });
  });
