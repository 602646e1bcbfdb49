import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../src/db/schema.ts';
import { createUser } from './factories/users.ts';
import { insertPendingOrder, notificationFor } from './factories/subscriptions.ts';
import { ACCOUNT_TEST_ENV } from './support/accounts.ts';
import { databaseKinds, queryRows, startTestServer, type TestServer } from './support/test-server.ts';

const WEBHOOK = '/api/subscription/notification';

describe.each(databaseKinds)('forged webhooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, PAYMENT_SWEEP_SECONDS: '0' } });
  });
  afterAll(() => server.close());

  const post = async (body: string) => {
    const response = await fetch(`${server.baseUrl}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  const tableBytes = async () =>
    Number(
      (
        await queryRows<{ bytes: string | number }>(
          server.app.database,
          "select pg_total_relation_size('payment_notifications') as bytes",
        )
      )[0]?.bytes,
    );
  const storedFor = (orderId: string) =>
    server.app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, orderId));

  it('answers 100 forged ~1 MB notifications with 413/401 and the table barely grows', async () => {
    const user = await createUser(server.app.database.db);
    const order = await insertPendingOrder(server.app.database.db, user.id, 'plus');
    const before = await tableBytes();
    const forged = JSON.stringify({
      ...notificationFor(order, 'settlement', { forge: true }),
      padding: 'x'.repeat(1_000_000),
    });
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => post(forged)))));
    }
    expect(
      statuses.every((status) => status === 413 || status === 401),
      String(statuses),
    ).toBe(true);
    expect((await tableBytes()) - before).toBeLessThanOrEqual(8 * 1024);
  });

  it('keeps a forged delivery under the size cap as a short audit row without the unknown fields', async () => {
    const user = await createUser(server.app.database.db);
    const order = await insertPendingOrder(server.app.database.db, user.id, 'plus');
    const forged = {
      ...notificationFor(order, 'settlement', { forge: true }),
      status_message: 'y'.repeat(500),
      padding: 'x'.repeat(12_000),
    };
    const statuses = await Promise.all(Array.from({ length: 20 }, () => post(JSON.stringify(forged))));
    expect(new Set(statuses)).toEqual(new Set([401]));
    const rows = await storedFor(order.orderId);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.signatureValid).toBe(false);
      expect(JSON.stringify(row.payload).length).toBeLessThan(400);
      expect(row.payload).not.toHaveProperty('padding');
      expect(row.payload).not.toHaveProperty('signature_key');
    }
  });

  it('stores a genuine notification with Midtrans’s fields and without unknown ones', async () => {
    const user = await createUser(server.app.database.db);
    const order = await insertPendingOrder(server.app.database.db, user.id, 'plus');
    const genuine = {
      ...notificationFor(order, 'pending'),
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
      tracking_pixel: 'z'.repeat(5000),
    };
    expect(await post(JSON.stringify(genuine))).toBe(200);
    const [row] = await storedFor(order.orderId);
    expect(row?.signatureValid).toBe(true);
    expect(row?.payload).toMatchObject({ va_numbers: genuine.va_numbers, order_id: order.orderId });
    expect(row?.payload).not.toHaveProperty('tracking_pixel');
  });
});
