import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../src/db/schema.ts';
import { receiveNotification } from '../../src/modules/subscription/notification.service.ts';
import { createOrder, getStatus } from '../../src/modules/subscription/subscription.service.ts';
import { notificationFor } from '../factories/subscriptions.ts';
import { createUser } from '../factories/users.ts';
import { deliver, type Testbed } from './testbed.ts';

const REJECTED = 'payment notification with an invalid signature rejected';

export const describeNotificationChecks = ({ bed, setClock }: Testbed) =>
  describe('what the webhook checks before it applies a notification', () => {
    const storedFor = (orderId: string) =>
      bed.db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));
    const pendingPlusOrder = async () => {
      setClock('2026-10-01T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      await deliver(bed.deps, order, 'pending', { paymentType: 'gopay' });
      return { member, order };
    };
    const expectStillPending = async (member: Parameters<typeof getStatus>[1]) => {
      const { subscription, pending_transaction } = await getStatus(bed.deps, member);
      expect(subscription).toMatchObject({ is_trial: true });
      expect(pending_transaction).toMatchObject({ status: 'pending', payment_method: 'gopay' });
    };

    it('refuses a notification signed with another key, keeps a short audit row and logs a warning', async () => {
      const { member, order } = await pendingPlusOrder();

      for (let copy = 0; copy < 2; copy++) {
        expect(await deliver(bed.deps, order, 'settlement', { forge: true })).toEqual({ kind: 'forged' });
      }

      await expectStillPending(member);
      const forged = (await storedFor(order.orderId)).filter((row) => !row.signatureValid);
      expect(forged).toHaveLength(2);
      for (const row of forged) {
        expect(row.outcome).toBe('forged');
        expect(row.payload).toEqual({
          order_id: order.orderId,
          transaction_status: 'settlement',
          status_code: '200',
          gross_amount: '35000.00',
          transaction_id: `tx-${order.orderId}`,
        });
      }
      const warnings = bed.logs.filter((line) => line.msg === REJECTED);
      expect(warnings.map((line) => [line.level, line.fields.orderId])).toEqual([
        ['warn', order.orderId],
        ['warn', order.orderId],
      ]);
    });

    it('refuses a correctly signed notification whose amount was changed afterwards', async () => {
      const { member, order } = await pendingPlusOrder();
      const signed = notificationFor(order, 'settlement');

      expect(await receiveNotification(bed.deps, { ...signed, gross_amount: '1.00' })).toEqual({
        kind: 'forged',
      });
      expect(await receiveNotification(bed.deps, { ...signed, status_code: '201' })).toEqual({
        kind: 'forged',
      });

      await expectStillPending(member);
    });

    it('does not apply a signed notification for less than the order amount', async () => {
      const { member, order } = await pendingPlusOrder();

      expect(await deliver(bed.deps, order, 'settlement', { grossAmount: '34000.00' })).toEqual({
        kind: 'handled',
        outcome: 'amount_mismatch',
      });

      await expectStillPending(member);
      expect(bed.logs.filter((line) => line.level === 'error')).toMatchObject([
        {
          msg: 'payment notification not applied',
          fields: { orderId: order.orderId, outcome: 'amount_mismatch' },
        },
      ]);
    });

    it('applies a notification for more than the order amount (a fee the buyer paid on top)', async () => {
      const { member, order } = await pendingPlusOrder();
      setClock('2026-10-01T00:10:00Z');

      expect(await deliver(bed.deps, order, 'settlement', { grossAmount: '36500.00' })).toEqual({
        kind: 'handled',
        outcome: 'paid',
      });

      expect((await getStatus(bed.deps, member)).subscription).toMatchObject({
        plan_name: 'Plus',
        price: 35_000,
        end_date: '2026-11-01T00:10:00.000Z',
      });
    });

    it('keeps a signed notification for an order it does not know, and applies nothing', async () => {
      const unknown = { orderId: 'PNT-NOT-OURS-1', amount: 35_000 };

      expect(await deliver(bed.deps, unknown, 'settlement')).toEqual({
        kind: 'handled',
        outcome: 'unknown_order',
      });

      expect(await storedFor(unknown.orderId)).toMatchObject([
        { signatureValid: true, outcome: 'unknown_order', transactionStatus: 'settlement' },
      ]);
    });
  });
