import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../src/db/schema.ts';
import type { UserRow } from '../../src/modules/auth/users.repo.ts';
import { createOrder, getStatus } from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

// Midtrans delivers duplicates and out of order; a payment must extend access exactly once.
export const describeDuplicateNotifications = ({ bed, setClock }: Testbed) =>
  describe('repeated and late notifications', () => {
    const outcomesOf = async (orderId: string) =>
      (await bed.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId)))
        .map((row) => row.outcome)
        .sort();
    /** The Pro plan paid at 01:10 on 12 May: six months to 12 November. */
    const paidPro = {
      status: 'active',
      plan_name: 'Pro',
      start_date: '2026-05-12T01:10:00.000Z',
      end_date: '2026-11-12T01:10:00.000Z',
    };
    const proOrderPaidAt0110 = async () => {
      setClock('2026-05-12T01:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'pro' });
      setClock('2026-05-12T01:05:00Z');
      await deliver(bed.deps, order, 'pending');
      setClock('2026-05-12T01:10:00Z');
      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });
      return { member, order };
    };
    const expectPaidOnce = async (member: UserRow) => {
      const status = await getStatus(bed.deps, member);
      expect(status.subscription).toMatchObject(paidPro);
      expect(status.transactions).toHaveLength(1);
      expect(status.transactions[0]).toMatchObject({ status: 'paid', paid_at: '2026-05-12T01:10:00.000Z' });
      expect(status.pending_transaction).toBeNull();
    };

    it('a settlement delivered twice grants one period and keeps the first payment time', async () => {
      const { member, order } = await proOrderPaidAt0110();
      setClock('2026-05-12T01:40:00Z');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'duplicate' });

      await expectPaidOnce(member);
      // Every delivery is stored, each with what it did.
      expect(await outcomesOf(order.orderId)).toEqual(['applied', 'duplicate', 'paid']);
    });

    it('a late pending, expire, cancel, failure or capture after the settlement changes nothing', async () => {
      const { member, order } = await proOrderPaidAt0110();
      setClock('2026-05-12T02:00:00Z');

      for (const status of ['pending', 'expire', 'cancel', 'failure']) {
        expect(await deliver(bed.deps, order, status), status).toEqual({
          kind: 'handled',
          outcome: 'ignored',
        });
      }
      expect(await deliver(bed.deps, order, 'capture')).toEqual({ kind: 'handled', outcome: 'duplicate' });

      await expectPaidOnce(member);
    });

    it('a settlement that overtakes its pending activates at once; the pending coming after is ignored', async () => {
      setClock('2026-05-12T01:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'pro' });
      setClock('2026-05-12T01:10:00Z');

      expect(await deliver(bed.deps, order, 'settlement')).toEqual({ kind: 'handled', outcome: 'paid' });
      setClock('2026-05-12T01:11:00Z');
      expect(await deliver(bed.deps, order, 'pending')).toEqual({ kind: 'handled', outcome: 'ignored' });

      await expectPaidOnce(member);
    });

    it('three copies of a settlement arriving together grant one period', async () => {
      setClock('2026-05-12T01:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'pro' });
      setClock('2026-05-12T01:10:00Z');

      const results = await Promise.all([1, 2, 3].map(() => deliver(bed.deps, order, 'settlement')));

      expect(
        results.map((result) => (result.kind === 'handled' ? result.outcome : result.kind)).sort(),
      ).toEqual(['duplicate', 'duplicate', 'paid']);
      await expectPaidOnce(member);
    });
  });
