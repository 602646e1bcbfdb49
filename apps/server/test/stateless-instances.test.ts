import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateOrderResponseSchema, ZGetSubscriptionStatusResponseSchema } from '@pantau/contracts';
import { openDatabase } from '../src/db/client.ts';
import { ACCOUNT_TEST_ENV, call, signedInUser } from './support/accounts.ts';
import { databaseBeforeUpgrade, type PopulatedDatabase } from './support/migrations.ts';
import {
  createTestDatabase,
  databaseKinds,
  queryRows,
  startTestServer,
  type TestServer,
} from './support/test-server.ts';

/** The last migration before avatars and sandbox orders moved into the database. */
const PREVIOUS_MIGRATION = '20261123052114_create_user_preferences';

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc3366' } })
    .webp()
    .toBuffer();

describe.each(databaseKinds)('upgrading a populated %s database to stored avatars', (kind) => {
  const withAvatar = randomUUID();
  const withoutAvatar = randomUUID();
  const avatarPath = `avatars/${withAvatar}/0123456789abcdef01234567.webp`;
  let avatar: Buffer;
  let upgraded: PopulatedDatabase;
  let server: TestServer | null = null;

  beforeAll(async () => {
    avatar = await png();
    upgraded = await databaseBeforeUpgrade(kind, PREVIOUS_MIGRATION, async (query) => {
      await query(
        `insert into users (id, email, password_hash, full_name, avatar_path, email_verified_at)
         values ($1, $2, 'x', 'Ani Avatar', $3, now()), ($4, $5, 'x', 'Budi Plain', null, now())`,
        [
          withAvatar,
          `ani-${withAvatar}@example.test`,
          avatarPath,
          withoutAvatar,
          `budi-${withoutAvatar}@example.test`,
        ],
      );
      await query(
        `insert into payment_transactions
           (order_id, user_id, plan_id, plan_name, plan_price, plan_duration_months, amount, status, expiry_time, paid_at)
         values ('PANTAU-upgrade-1', $1, 'plus', 'Plus', 35000, 1, 35000, 'paid', now(), now())`,
        [withAvatar],
      );
      await query(
        `insert into subscription_periods (user_id, kind, order_id, plan_name, price, duration_months, starts_at, ends_at)
         values ($1, 'paid', 'PANTAU-upgrade-1', 'Plus', 35000, 1, now(), now() + interval '30 days')`,
        [withAvatar],
      );
    });
    // The file the old release wrote under DATA_DIR.
    await mkdir(join(upgraded.dataDir, 'avatars', withAvatar), { recursive: true });
    await writeFile(join(upgraded.dataDir, avatarPath), avatar);
  });
  afterAll(async () => {
    await server?.close();
    await upgraded.drop();
  });

  it('keeps every row, and the first start imports the avatar file so the database serves it', async () => {
    const database = await upgraded.open();
    const counts = async () =>
      (
        await queryRows<{ users: number; orders: number; periods: number }>(
          database,
          `select (select count(*)::int from users) as users,
                  (select count(*)::int from payment_transactions) as orders,
                  (select count(*)::int from subscription_periods) as periods`,
        )
      )[0];
    expect(await counts()).toEqual({ users: 2, orders: 1, periods: 1 });

    server = await startTestServer(kind, {
      database,
      env: { ...ACCOUNT_TEST_ENV, DATA_DIR: upgraded.dataDir },
    });
    const served = await fetch(`${server.baseUrl}/storage/${avatarPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(avatar)).toBe(true);
    expect(await counts()).toEqual({ users: 2, orders: 1, periods: 1 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: () => Promise<void>;
  // Both instances must accept each other's sessions, as behind a load balancer.
  const env = {
    ...ACCOUNT_TEST_ENV,
    JWT_SECRET: 'two-instances-'.padEnd(48, 'k'),
    PAYMENT_SWEEP_SECONDS: '0',
  };

  beforeAll(async () => {
    const shared = await createTestDatabase('postgres');
    drop = shared.drop;
    const second = await openDatabase({ kind: 'postgres', url: shared.url ?? '', poolMax: 5 });
    a = await startTestServer('postgres', { database: shared.database, env });
    b = await startTestServer('postgres', { database: second, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('serves on B an avatar uploaded on A, with an ETag that revalidates', async () => {
    const { session } = await signedInUser(a);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/webp' }), 'me.webp');
    const uploaded = await fetch(`${a.baseUrl}/api/auth/upload-avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatar_url: avatarUrl } = ((await uploaded.json()) as { data: { avatar_url: string } }).data;

    const onB = await fetch(`${b.baseUrl}${avatarUrl}`);
    expect(onB.status).toBe(200);
    const etag = onB.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(onB.headers.get('cache-control')).toContain('max-age=');
    const onA = await fetch(`${a.baseUrl}${avatarUrl}`);
    expect(Buffer.from(await onB.arrayBuffer()).equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    const again = await fetch(`${b.baseUrl}${avatarUrl}`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('opens and completes on B the sandbox payment page of an order created on A', async () => {
    const { session } = await signedInUser(a);
    const created = await call(a, 'POST', '/api/subscription/create-order', {
      token: session.access_token,
      body: { planId: 'premium', paymentMethod: 'snap' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { snapToken } = ZCreateOrderResponseSchema.parse(created.body).data;

    const page = await fetch(`${b.baseUrl}/sandbox/midtrans/snap/v2/vtweb/${snapToken}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pantau Sandbox Payment');
    const paid = await call(b, 'POST', `/sandbox/midtrans/snap/v2/vtweb/${snapToken}/pay`, {
      body: { method: 'bca_va', outcome: 'pay' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.deliveries.map((delivery: { status: number }) => delivery.status)).toEqual([200, 200]);

    const status = ZGetSubscriptionStatusResponseSchema.parse(
      (await call(a, 'GET', '/api/subscription/status', { token: session.access_token })).body,
    ).data;
    expect(status.subscription?.plan_name).toBe('Premium');
  });
});
