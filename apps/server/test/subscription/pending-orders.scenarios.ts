import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/modules/subscription/gateway/gateway.ts';
import {
  cancelPending,
  checkStatus,
  createOrder,
  getStatus,
  regenerateSnapToken,
  sweepExpiredOrders,
  updatePaymentMethod,
} from '../../src/modules/subscription/subscription.service.ts';
import { createUser } from '../factories/users.ts';
import { type Testbed } from './testbed.ts';

export const describePendingOrders = ({ bed, setClock }: Testbed) =>
  describe('unpaid orders and the gateway', () => {
    it('refuses a plan that is not in the catalogue without asking the gateway', async () => {
      setClock('2026-10-05T03:00:00Z');
      const member = await createUser(bed.db);

      await expect(createOrder(bed.deps, member, { planId: 'gold' })).rejects.toMatchObject({
        status: 404,
        code: 'PLAN_NOT_FOUND',
      });
      expect(bed.fake.calls).toEqual([]);
    });

    it('allows one unpaid order at a time', async () => {
      setClock('2026-10-05T03:00:00Z');
      const member = await createUser(bed.db);
      await createOrder(bed.deps, member, { planId: 'plus' });

      await expect(createOrder(bed.deps, member, { planId: 'pro' })).rejects.toMatchObject({
        status: 409,
        code: 'PENDING_TRANSACTION_EXISTS',
        message: 'Anda tidak dapat membuka transaksi baru karena ada transaksi yang belum dibayar.',
      });
      expect(bed.fake.snapOrders()).toHaveLength(1);
    });

    it('expires an unpaid order at its expiry time on the next read, tells the gateway and takes a new order', async () => {
      setClock('2026-10-05T03:00:00Z');
      const member = await createUser(bed.db);
      const stale = await createOrder(bed.deps, member, { planId: 'plus' });

      setClock('2026-10-05T03:59:59Z');
      await expect(createOrder(bed.deps, member, { planId: 'premium' })).rejects.toMatchObject({
        status: 409,
      });

      setClock('2026-10-05T04:00:00Z');
      const { transactions, pending_transaction } = await getStatus(bed.deps, member);
      expect(transactions).toMatchObject([{ order_id: stale.orderId, status: 'expire', is_unpaid: false }]);
      expect(pending_transaction).toBeNull();
      expect(bed.fake.orderIdsOf('expire')).toEqual([stale.orderId]);
      await expect(createOrder(bed.deps, member, { planId: 'premium' })).resolves.toMatchObject({
        planId: 'premium',
      });
      await expect(regenerateSnapToken(bed.deps, member, stale.transactionId)).rejects.toMatchObject({
        status: 410,
        code: 'TRANSACTION_EXPIRED',
        message: 'Transaksi telah expired. Silakan buat order baru.',
      });
    });

    it('expires every overdue order in the sweep and tells the gateway about each', async () => {
      // Earlier than every other order in this database, so only this test's orders can be overdue.
      setClock('2025-01-01T00:00:00Z');
      const [first, second, later] = await Promise.all([1, 2, 3].map(() => createUser(bed.db)));
      const overdue = [
        await createOrder(bed.deps, first!, { planId: 'plus' }),
        await createOrder(bed.deps, second!, { planId: 'pro' }),
      ];
      setClock('2025-01-01T00:30:00Z');
      const notYet = await createOrder(bed.deps, later!, { planId: 'plus' });
      setClock('2025-01-01T01:00:00Z');

      expect(await sweepExpiredOrders(bed.deps)).toBe(2);

      expect(bed.fake.orderIdsOf('expire').sort()).toEqual(overdue.map((order) => order.orderId).sort());
      expect((await getStatus(bed.deps, later!)).pending_transaction).toMatchObject({
        order_id: notYet.orderId,
        is_unpaid: true,
      });
    });

    it('gives the stored payment page back for an unpaid order without a new gateway call', async () => {
      setClock('2026-10-07T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });

      expect(await regenerateSnapToken(bed.deps, member, order.transactionId)).toEqual({
        paymentUrl: order.redirectUrl,
        snapToken: order.snapToken,
        orderId: order.orderId,
      });
      expect(bed.fake.snapOrders()).toHaveLength(1);
    });

    it('cancels an unpaid order only once a payment method is chosen, and tells the gateway', async () => {
      setClock('2026-10-08T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      const cancel = () =>
        cancelPending(bed.deps, member, { transactionId: order.transactionId, reason: 'changed my mind' });

      await expect(cancel()).rejects.toMatchObject({ status: 400, code: 'PAYMENT_METHOD_NOT_CHOSEN' });
      expect(bed.fake.orderIdsOf('cancel')).toEqual([]);

      await updatePaymentMethod(bed.deps, member, {
        transactionId: order.transactionId,
        paymentMethod: 'qris',
      });
      expect(await cancel()).toMatchObject({
        message: 'Transaksi berhasil dibatalkan',
        transaction: { status: 'cancelled', payment_method: 'qris', is_unpaid: false },
      });
      expect(bed.fake.orderIdsOf('cancel')).toEqual([order.orderId]);
      await expect(cancel()).rejects.toMatchObject({ status: 409, code: 'TRANSACTION_NOT_PENDING' });
      await expect(createOrder(bed.deps, member, { planId: 'pro' })).resolves.toMatchObject({
        planId: 'pro',
      });
    });

    it('fails an order whose payment page the gateway cannot make, without blocking the next one', async () => {
      setClock('2026-10-09T00:00:00Z');
      const member = await createUser(bed.db);
      bed.fake.failNextCreate(new GatewayError('snap create failed (503)', 503));

      await expect(createOrder(bed.deps, member, { planId: 'plus' })).rejects.toMatchObject({
        status: 502,
        code: 'PAYMENT_GATEWAY_ERROR',
      });

      const { transactions, pending_transaction } = await getStatus(bed.deps, member);
      expect(transactions).toMatchObject([{ status: 'failure' }]);
      expect(pending_transaction).toBeNull();
      await expect(createOrder(bed.deps, member, { planId: 'plus' })).resolves.toMatchObject({
        planId: 'plus',
      });
    });

    it('applies what the gateway reports when a member re-checks an order', async () => {
      setClock('2026-10-10T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });
      bed.fake.reportStatus(order.orderId, {
        order_id: order.orderId,
        status_code: '200',
        gross_amount: '35000.00',
        transaction_status: 'settlement',
        payment_type: 'qris',
        transaction_id: 'gateway-tx-1',
      });
      setClock('2026-10-10T00:05:00Z');

      const checked = await checkStatus(bed.deps, member, order.orderId);

      expect(bed.fake.orderIdsOf('getStatus')).toEqual([order.orderId]);
      expect(checked.transaction).toMatchObject({ status: 'paid', payment_method: 'qris', is_unpaid: false });
      expect(checked.subscription).toMatchObject({
        plan_name: 'Plus',
        start_date: '2026-10-10T00:05:00.000Z',
        end_date: '2026-11-10T00:05:00.000Z',
      });
    });

    it('answers what it knows when the gateway has nothing yet or cannot be reached', async () => {
      setClock('2026-10-11T00:00:00Z');
      const member = await createUser(bed.db);
      const order = await createOrder(bed.deps, member, { planId: 'plus' });

      expect((await checkStatus(bed.deps, member, order.orderId)).transaction).toMatchObject({
        status: 'pending',
        is_unpaid: true,
      });
      bed.fake.reportStatus(order.orderId, new GatewayError('status check failed (503)', 503));
      expect((await checkStatus(bed.deps, member, order.orderId)).transaction).toMatchObject({
        status: 'pending',
        is_unpaid: true,
      });
      expect(bed.logs.filter((line) => line.level === 'warn')).toMatchObject([
        { msg: 'gateway status check failed', fields: { orderId: order.orderId } },
      ]);
    });

    it('does not let a member re-check or cancel another member’s order', async () => {
      setClock('2026-10-12T00:00:00Z');
      const [owner, other] = await Promise.all([createUser(bed.db), createUser(bed.db)]);
      const order = await createOrder(bed.deps, owner, { planId: 'plus' });

      await expect(checkStatus(bed.deps, other, order.orderId)).rejects.toMatchObject({
        status: 404,
        code: 'TRANSACTION_NOT_FOUND',
      });
      await expect(
        cancelPending(bed.deps, other, { transactionId: order.transactionId, reason: '' }),
      ).rejects.toMatchObject({ status: 404, code: 'TRANSACTION_NOT_FOUND' });
      expect(bed.fake.orderIdsOf('getStatus')).toEqual([]);
    });
  });
