import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { paymentTransactions, subscriptionPeriods } from '../../apps/server/src/db/schema.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { insertPendingOrder, notificationFor } from '../../apps/server/test/factories/subscriptions.ts';
import { createUser } from '../../apps/server/test/factories/users.ts';
import { createScratchPostgres } from '../../apps/server/test/support/test-server.ts';

const ORDERS = 1_000;
const USERS = 50;
const CONCURRENCY = 32;

/** A throwaway PostgreSQL database when BENCH_DATABASE_URL / TEST_DATABASE_URL is set, else PGlite. */
async function benchDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      database: await openDatabase({ kind: 'pglite', dataDir: undefined }),
      label: 'PGlite',
      drop: async () => {},
    };
  }
  const scratch = await createScratchPostgres('pantau_bench', undefined, adminUrl);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
  return { database, label: 'PostgreSQL', drop: scratch.drop };
}

/**
 * Webhook throughput: 1,000 orders each get pending + settlement + a duplicate settlement (3,000
 * signed notifications over HTTP, 32 in flight), then exactly-once is checked: every order paid,
 * one period per order.
 */
export async function run(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'pantau-payments-bench-'));
  const { database, label, drop } = await benchDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    RATE_LIMIT_MAX: '10000000',
    PAYMENT_SWEEP_SECONDS: '0',
    WEB_DIST_DIR: join(scratch, 'none'),
  });
  const app = await buildApp(config, { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/subscription/notification`;
  try {
    const db = database.db;
    const users = await Promise.all(Array.from({ length: USERS }, () => createUser(db)));
    const orders = [];
    for (let index = 0; index < ORDERS; index++) {
      orders.push(
        await insertPendingOrder(db, users[index % USERS]!.id, index % 3 === 0 ? 'plus' : 'premium'),
      );
    }
    const queue = orders.flatMap((order) => [
      notificationFor(order, 'pending'),
      notificationFor(order, 'settlement'),
      notificationFor(order, 'settlement'),
    ]);
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const body = queue[next++];
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const orderIds = orders.map((order) => order.orderId);
    const paid = (
      await db.select().from(paymentTransactions).where(inArray(paymentTransactions.orderId, orderIds))
    ).filter((row) => row.status === 'paid').length;
    const periods = await db
      .select()
      .from(subscriptionPeriods)
      .where(inArray(subscriptionPeriods.orderId, orderIds));
    const exactlyOnce = paid === ORDERS && periods.length === ORDERS && failures === 0;
    console.log(
      `payments  webhook on ${label}  ${(queue.length / seconds).toFixed(0)} notifications/s  ` +
        `(${queue.length} in ${seconds.toFixed(1)} s, ${CONCURRENCY} in flight, ${USERS} accounts)`,
    );
    console.log(
      `payments  exactly-once  ${exactlyOnce ? 'verified' : 'FAILED'}: ${paid}/${ORDERS} paid, ` +
        `${periods.length} periods, ${failures} non-200 answers`,
    );
  } finally {
    await app.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}
