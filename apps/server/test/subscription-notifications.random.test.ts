import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions, subscriptionPeriods } from '../src/db/schema.ts';
import { paidChain } from '../src/modules/subscription/period-math.ts';
import {
  insertPendingOrder,
  notificationFor,
  TEST_PLANS,
  type TestPlanId,
} from './factories/subscriptions.ts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV } from './support/accounts.ts';
import { startTestServer, type DatabaseKind, type TestServer } from './support/test-server.ts';

/** Small deterministic PRNG so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

type Delivery = { status: string; forge: boolean; short: boolean };
const PAID = new Set(['settlement', 'capture']);
const REVERSAL = new Set(['deny', 'refund', 'chargeback']);

/** What one order's (valid) deliveries imply, independent of their order: access iff paid and never reversed. */
const expectAccess = (deliveries: Delivery[]) => {
  const valid = deliveries.filter((delivery) => !delivery.forge && !delivery.short);
  return (
    valid.some((delivery) => PAID.has(delivery.status)) &&
    !valid.some((delivery) => REVERSAL.has(delivery.status))
  );
};

function sequenceFor(rng: ReturnType<typeof random>): Delivery[] {
  const story = rng.pick([
    ['pending', 'settlement'],
    ['pending', 'settlement', 'refund'],
    ['pending', 'capture'],
    ['pending', 'settlement', 'chargeback'],
    ['pending', 'deny'],
    ['pending', 'expire'],
    ['pending', 'cancel'],
    ['settlement', 'deny'],
    ['pending'],
    ['expire', 'settlement'],
  ] as const);
  const deliveries: Delivery[] = [];
  for (const status of story) {
    const copies = 1 + (rng.next() < 0.4 ? rng.int(3) : 0);
    for (let copy = 0; copy < copies; copy++) deliveries.push({ status, forge: false, short: false });
  }
  if (rng.next() < 0.3)
    deliveries.push({ status: rng.pick(['settlement', 'capture']), forge: true, short: false });
  if (rng.next() < 0.1) deliveries.push({ status: 'settlement', forge: false, short: true });
  // Shuffle: out-of-order delivery.
  for (let index = deliveries.length - 1; index > 0; index--) {
    const swap = rng.int(index + 1);
    [deliveries[index], deliveries[swap]] = [deliveries[swap] as Delivery, deliveries[index] as Delivery];
  }
  return deliveries;
}

async function runSequences(server: TestServer, count: number, seed: number) {
  const db = server.app.database.db;
  const rng = random(seed);
  const users = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
  const expected = new Map<string, boolean>();
  const post = async (body: unknown) => {
    const response = await fetch(`${server.baseUrl}/api/subscription/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const batchSize = 25;
  for (let done = 0; done < count; done += batchSize) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(batchSize, count - done) }, async () => {
        const user = rng.pick(users);
        const planId = rng.pick(Object.keys(TEST_PLANS) as TestPlanId[]);
        const order = await insertPendingOrder(db, user.id, planId);
        const deliveries = sequenceFor(rng);
        expected.set(order.orderId, expectAccess(deliveries));
        const concurrent = rng.next() < 0.5;
        return { order, deliveries, concurrent };
      }),
    );
    // Every sequence of the batch runs at once (many orders of one account interleave); within a
    // sequence deliveries are either sequential or all concurrent.
    await Promise.all(
      batch.map(async ({ order, deliveries, concurrent }) => {
        const send = async (delivery: Delivery) => {
          const body = notificationFor(order, delivery.status, {
            forge: delivery.forge,
            ...(delivery.short ? { grossAmount: `${order.amount - 1000}.00` } : {}),
          });
          const status = await post(body);
          expect(status).toBe(delivery.forge ? 401 : 200);
        };
        if (concurrent) await Promise.all(deliveries.map(send));
        else for (const delivery of deliveries) await send(delivery);
      }),
    );
  }

  const orderIds = [...expected.keys()];
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.orderId, orderIds));
  const periods = await db
    .select()
    .from(subscriptionPeriods)
    .where(inArray(subscriptionPeriods.orderId, orderIds));
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    const access = expected.get(row.orderId);
    expect(row.status === 'paid', `${row.orderId} ${row.status}`).toBe(access);
    const granted = periods.filter((period) => period.orderId === row.orderId);
    expect(granted.length).toBeLessThanOrEqual(1);
    if (access) {
      expect(granted[0]?.revokedAt).toBeNull();
      expect(granted[0]?.activatedAt.getTime()).toBe(row.paidAt?.getTime());
    } else {
      expect(granted.every((period) => period.revokedAt !== null)).toBe(true);
    }
  }
  // Every account's live periods are exactly the chain its paid orders imply: no double extension.
  for (const user of users) {
    const paidOrders = rows.filter((row) => row.userId === user.id && row.status === 'paid');
    const chain = paidChain(
      paidOrders.map((row) => ({
        orderId: row.orderId,
        activatedAt: row.paidAt ?? new Date(0),
        durationMonths: row.planDurationMonths,
      })),
    );
    const live = periods.filter((period) => period.userId === user.id && period.revokedAt === null);
    expect(live).toHaveLength(chain.length);
    for (const link of chain) {
      const period = live.find((candidate) => candidate.orderId === link.orderId);
      expect(period?.startsAt.toISOString()).toBe(link.startsAt.toISOString());
      expect(period?.endsAt.toISOString()).toBe(link.endsAt.toISOString());
    }
  }
  return { paid: rows.filter((row) => row.status === 'paid').length };
}

const scenarios: Array<{ kind: DatabaseKind; count: number; enabled: boolean }> = [
  { kind: 'postgres', count: 1000, enabled: Boolean(process.env.TEST_DATABASE_URL) },
  { kind: 'pglite', count: 80, enabled: true },
];

for (const scenario of scenarios) {
  describe.runIf(scenario.enabled)(`randomized notification sequences on ${scenario.kind}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(scenario.kind, {
        env: { ...ACCOUNT_TEST_ENV, PAYMENT_SWEEP_SECONDS: '0', LOG_LEVEL: 'warn' },
      });
    });
    afterAll(() => server?.close());

    it(`${scenario.count} sequences with duplicates, reordering, concurrency, forgeries and reversals`, async () => {
      const { paid } = await runSequences(server, scenario.count, 20261123);
      expect(paid).toBeGreaterThan(scenario.count / 5);
    }, 240_000);
  });
}
