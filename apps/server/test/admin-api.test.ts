import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZGetAdminStatsResponseSchema,
  ZListAdminUsersResponseSchema,
  ZListAuditLogResponseSchema,
  ZListRecentUsersResponseSchema,
  ZSuspendUserResponseSchema,
} from '@pantau/contracts';
import { paymentTransactions, subscriptionPeriods, users } from '../src/db/schema.ts';
import { jakartaMonthStart } from '../src/modules/admin/admin.service.ts';
import { createUser } from './factories/users.ts';
import { ACCOUNT_TEST_ENV, call, signIn, signedInUser } from './support/accounts.ts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server.ts';

const FORBIDDEN = 'Access denied. Please contact support.';

/** Every admin endpoint, with a body where it takes one. */
const ENDPOINTS = (targetId: string) => [
  { method: 'GET', path: '/api/admin/stats' },
  { method: 'GET', path: '/api/admin/users?page=1&limit=10' },
  { method: 'GET', path: '/api/admin/recent-users?limit=5' },
  { method: 'GET', path: '/api/admin/audit-log' },
  { method: 'PUT', path: `/api/admin/users/${targetId}/suspend`, body: { suspended: true } },
  { method: 'PUT', path: `/api/admin/users/${targetId}/role`, body: { role: 'admin' } },
];

describe('jakartaMonthStart', () => {
  it('is midnight of the 1st in UTC+7, also when UTC is still in the previous month', () => {
    expect(jakartaMonthStart(new Date('2026-11-15T10:00:00Z')).toISOString()).toBe(
      '2026-10-31T17:00:00.000Z',
    );
    // 30 Nov 18:00 UTC is already 1 Dec 01:00 in Jakarta.
    expect(jakartaMonthStart(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    );
  });
});

describe.each(databaseKinds)('admin API on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  const db = () => server.app.database.db;
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: admin.session.access_token, body });

  beforeAll(async () => {
    // The session cache is on (as in production): the admin check must not rely on it.
    server = await startTestServer(kind, { env: { ...ACCOUNT_TEST_ENV, AUTH_SESSION_CACHE_MS: '60000' } });
    admin = await signedInUser(server, { role: 'admin', fullName: 'Ada Admin' });
  });
  afterAll(() => server.close());

  it('answers 401 without a token and 403 (logged) to a member on every endpoint', async () => {
    const member = await signedInUser(server);
    const target = await createUser(db());
    for (const endpoint of ENDPOINTS(target.id)) {
      const anonymous = await call(server, endpoint.method, endpoint.path, { body: endpoint.body });
      expect(anonymous.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      const refused = await call(server, endpoint.method, endpoint.path, {
        token: member.session.access_token,
        body: endpoint.body,
      });
      expect(refused.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN });
    }
    const [stillActive] = await db().select().from(users).where(eq(users.id, target.id));
    expect(stillActive).toMatchObject({ isActive: true, role: 'user' });
    const warnings = server
      .logs()
      .filter((line) => line.msg === 'admin route refused' && line.userId === member.user.id);
    expect(warnings.map((line) => line.path)).toEqual(ENDPOINTS(target.id).map((endpoint) => endpoint.path));
    expect(warnings.every((line) => line.level === 40)).toBe(true);
  });

  it('a moderator is refused too', async () => {
    const moderator = await signedInUser(server, { role: 'moderator' });
    const answer = await call(server, 'GET', '/api/admin/stats', { token: moderator.session.access_token });
    expect(answer.status).toBe(403);
  });

  it('reads the role from the database on each call: promotion and demotion apply to the same token', async () => {
    const member = await signedInUser(server);
    const get = () => call(server, 'GET', '/api/admin/stats', { token: member.session.access_token });
    expect((await call(server, 'GET', '/api/me', { token: member.session.access_token })).status).toBe(200);
    expect((await get()).status).toBe(403);
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, member.user.id));
    expect((await get()).status).toBe(200);
    await db().update(users).set({ role: 'user' }).where(eq(users.id, member.user.id));
    expect((await get()).status).toBe(403);
  });

  it('gives statistics over all accounts, with new users counted from the 1st in Jakarta', async () => {
    const before = ZGetAdminStatsResponseSchema.parse((await asAdmin('GET', '/api/admin/stats')).body).data;
    await createUser(db(), { verified: false });
    await createUser(db(), { role: 'moderator', isActive: false });
    const old = await createUser(db());
    await db()
      .update(users)
      .set({ createdAt: new Date(jakartaMonthStart().getTime() - 1000) })
      .where(eq(users.id, old.id));

    const after = ZGetAdminStatsResponseSchema.parse((await asAdmin('GET', '/api/admin/stats')).body).data;
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.activeUsers - before.activeUsers).toBe(2);
    expect(after.newUsers - before.newUsers).toBe(2);
    expect(after.verificationStats.unverified - before.verificationStats.unverified).toBe(1);
    expect(after.verificationStats.verified + after.verificationStats.unverified).toBe(after.totalUsers);
    expect(after.roleDistribution.moderator - before.roleDistribution.moderator).toBe(1);
    const roles = after.roleDistribution;
    expect(roles.admin + roles.user + roles.moderator).toBe(after.totalUsers);
    expect(after.subscriptions).toBeDefined();
  });

  it('adds subscription figures: paid subscribers and trials running now (a payer in trial counts once, as a subscriber), paid revenue since the 1st', async () => {
    const read = async () =>
      ZGetAdminStatsResponseSchema.parse((await asAdmin('GET', '/api/admin/stats')).body).data.subscriptions;
    const before = await read();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const [payer, trialist, lapsed] = await Promise.all([
      createUser(db()),
      createUser(db()),
      createUser(db()),
    ]);
    const order = (userId: string, amount: number, paidAt: Date) => ({
      orderId: `bench-${randomUUID().slice(0, 12)}`,
      userId,
      planId: 'premium',
      planName: 'Premium',
      planPrice: amount,
      planDurationMonths: 3,
      amount,
      status: 'paid',
      expiryTime: new Date(now + day),
      paidAt,
    });
    const paid = order(payer.id, 89_000, new Date(now - 60_000));
    // Paid before the 1st (Jakarta): not this month's revenue, and its period is over.
    const old = order(lapsed.id, 35_000, new Date(jakartaMonthStart().getTime() - day));
    await db().insert(paymentTransactions).values([paid, old]);
    const period = (
      userId: string,
      kind: 'paid' | 'trial',
      orderId: string | null,
      from: number,
      to: number,
    ) => ({
      userId,
      kind,
      orderId,
      planName: kind === 'trial' ? 'Free Trial' : 'Premium',
      price: 0,
      durationMonths: 0.25,
      startsAt: new Date(from),
      endsAt: new Date(to),
    });
    await db()
      .insert(subscriptionPeriods)
      .values([
        period(payer.id, 'paid', paid.orderId, now - day, now + 90 * day),
        // Paid during the trial: the trial period still runs, but the account is a subscriber now.
        period(payer.id, 'trial', null, now - 2 * day, now + 5 * day),
        period(trialist.id, 'trial', null, now - day, now + 6 * day),
        period(lapsed.id, 'paid', old.orderId, now - 40 * day, now - 10 * day),
      ]);

    const after = await read();
    expect(after && before).toBeTruthy();
    expect((after?.activeSubscribers ?? 0) - (before?.activeSubscribers ?? 0)).toBe(1);
    expect((after?.activeTrials ?? 0) - (before?.activeTrials ?? 0)).toBe(1);
    expect((after?.revenueThisMonth ?? 0) - (before?.revenueThisMonth ?? 0)).toBe(89_000);
  });

  describe('user list', () => {
    const tag = `zq${randomUUID().slice(0, 6)}`;
    let seeded: Array<{ id: string; email: string }> = [];

    beforeAll(async () => {
      // 23 accounts whose names carry the tag; creation times descend by index, two share a second.
      seeded = [];
      for (let i = 0; i < 23; i++) {
        const user = await createUser(db(), {
          fullName: `Sri ${tag.toUpperCase()} ${String(i).padStart(2, '0')}`,
          email: `${tag}-${i}@example.test`,
          role: i % 5 === 0 ? 'moderator' : 'user',
          isActive: i % 4 !== 3,
        });
        seeded.push(user);
      }
      const base = Date.UTC(2026, 0, 1);
      for (const [i, user] of seeded.entries()) {
        const createdAt = new Date(base - (i === 8 ? 7 : i) * 60_000);
        await db().update(users).set({ createdAt }).where(eq(users.id, user.id));
      }
    });

    const list = async (query: string) => {
      const answer = await asAdmin('GET', `/api/admin/users?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return ZListAdminUsersResponseSchema.parse(answer.body).data;
    };

    it('pages 10 at a time, newest first, ties broken by id, pages never overlap', async () => {
      const pages = [1, 2, 3].map((page) => list(`search=${tag}&page=${page}`));
      const [first, second, third] = await Promise.all(pages);
      expect(first?.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });
      expect(first?.users).toHaveLength(10);
      expect(third?.users).toHaveLength(3);
      const ids = [first, second, third].flatMap((data) => data?.users.map((user) => user.id) ?? []);
      expect(new Set(ids).size).toBe(23);
      const times = [first, second, third].flatMap(
        (data) => data?.users.map((user) => user.created_at) ?? [],
      );
      expect([...times].sort().reverse()).toEqual(times);
      // Accounts 7 and 8 share a creation time: the higher id comes first, on every read.
      const tied = ids.filter((id) => id === seeded[7]?.id || id === seeded[8]?.id);
      expect(tied).toEqual([seeded[7]?.id, seeded[8]?.id].sort().reverse());
      expect((await list(`search=${tag}&page=9`)).users).toEqual([]);
    });

    it('searches name and email case-insensitively, with % and _ taken literally', async () => {
      expect((await list(`search=${tag.toUpperCase()}`)).pagination.total).toBe(23);
      expect((await list(`search=sri ${tag}`)).pagination.total).toBe(23);
      const byEmail = await list(`search=${encodeURIComponent(`${tag}-12@EXAMPLE`)}`);
      expect(byEmail.users.map((user) => user.email)).toEqual([`${tag}-12@example.test`]);
      expect((await list(`search=${tag}%25`)).pagination.total).toBe(0);
      expect((await list(`search=${tag}_`)).pagination.total).toBe(0);
    });

    it('filters by role and status, combined with search', async () => {
      const moderators = await list(`search=${tag}&role=moderator`);
      expect(moderators.pagination.total).toBe(5);
      expect(moderators.users.every((user) => user.role === 'moderator')).toBe(true);
      const suspended = await list(`search=${tag}&status=suspended`);
      expect(suspended.pagination.total).toBe(5);
      expect(suspended.users.every((user) => !user.is_active)).toBe(true);
      expect((await list(`search=${tag}&status=active`)).pagination.total).toBe(18);
      expect((await list(`search=${tag}&status=all&role=`)).pagination.total).toBe(23);
      expect((await list(`search=${tag}&role=moderator&status=suspended`)).pagination.total).toBe(1);
    });

    it('rejects a bad page size or filter value with 400', async () => {
      expect((await asAdmin('GET', '/api/admin/users?limit=1000')).status).toBe(400);
      expect((await asAdmin('GET', '/api/admin/users?status=banned')).status).toBe(400);
      expect((await asAdmin('GET', '/api/admin/users?role=owner')).status).toBe(400);
    });
  });

  it('lists the 5 most recent registrations', async () => {
    const newest = await createUser(db(), { fullName: 'Newest Person' });
    const answer = await asAdmin('GET', '/api/admin/recent-users?limit=5');
    const recent = ZListRecentUsersResponseSchema.parse(answer.body).data;
    expect(recent).toHaveLength(5);
    expect(recent[0]?.id).toBe(newest.id);
    const defaulted = ZListRecentUsersResponseSchema.parse(
      (await asAdmin('GET', '/api/admin/recent-users')).body,
    );
    expect(defaulted.data).toHaveLength(5);
  });

  it('suspending signs the user out everywhere at once and blocks sign-in; unsuspending restores', async () => {
    const target = await createUser(db(), { fullName: 'Tono Target' });
    const phone = await signIn(server, target.email, target.password);
    const laptop = await signIn(server, target.email, target.password);
    // Warm the session cache, which suspension must clear.
    expect((await call(server, 'GET', '/api/me', { token: laptop.access_token })).status).toBe(200);

    const suspended = await asAdmin('PUT', `/api/admin/users/${target.id}/suspend`, { suspended: true });
    expect(suspended.status).toBe(200);
    expect(ZSuspendUserResponseSchema.parse(suspended.body).data).toMatchObject({
      id: target.id,
      is_active: false,
    });

    for (const session of [phone, laptop]) {
      expect((await call(server, 'GET', '/api/me', { token: session.access_token })).status).not.toBe(200);
      const refreshed = await call(server, 'POST', '/api/auth/refresh', {
        body: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status).toBe(401);
    }
    const login = await call(server, 'POST', '/api/auth/login', {
      body: { email: target.email, password: target.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Your account has been suspended. Please contact support.',
    });

    const restored = await asAdmin('PUT', `/api/admin/users/${target.id}/suspend`, { suspended: false });
    expect(restored.body.data.is_active).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, target.id));
    expect(row?.suspensionReason).toBeNull();
    await signIn(server, target.email, target.password);
  });

  it('unsuspending a lockout suspension also clears the lockout counters', async () => {
    const target = await createUser(db());
    const wrong = () =>
      call(server, 'POST', '/api/auth/login', { body: { email: target.email, password: 'Wrong-password1' } });
    // Five failures block the address; the attempts are counted even while blocked.
    for (let i = 0; i < 5; i++) await wrong();
    const blocked = await call(server, 'POST', '/api/auth/check-attempts', { body: { email: target.email } });
    expect(blocked.body.data.allowed).toBe(false);
    await db()
      .update(users)
      .set({
        isActive: false,
        suspensionReason: 'Account has been suspended due to repeated failed login attempts',
      })
      .where(eq(users.id, target.id));

    await asAdmin('PUT', `/api/admin/users/${target.id}/suspend`, { suspended: false });
    const attempts = await call(server, 'POST', '/api/auth/check-attempts', {
      body: { email: target.email },
    });
    expect(attempts.body.data).toMatchObject({ allowed: true, isSuspended: false, remainingAttempts: 5 });
    await signIn(server, target.email, target.password);
  });

  it('an admin cannot suspend themself or change their own role', async () => {
    const suspend = await asAdmin('PUT', `/api/admin/users/${admin.user.id}/suspend`, { suspended: true });
    expect(suspend.status).toBe(400);
    expect(suspend.body.error.message).toBe('You cannot suspend your own account.');
    const role = await asAdmin('PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'user' });
    expect(role.status).toBe(400);
    expect(role.body.error.message).toBe('You cannot change your own role.');
    const [row] = await db().select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ isActive: true, role: 'admin' });
  });

  it('answers 404 for an unknown user and 400 for a malformed id or body', async () => {
    const unknown = await asAdmin('PUT', `/api/admin/users/${randomUUID()}/suspend`, { suspended: true });
    expect(unknown.status).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/users/not-a-uuid/suspend', { suspended: true })).status).toBe(
      400,
    );
    const target = await createUser(db());
    expect((await asAdmin('PUT', `/api/admin/users/${target.id}/role`, { role: 'owner' })).status).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/users/${target.id}/suspend`, {})).status).toBe(400);
  });

  it('changes a role (taking effect at once) and records every action in the audit log', async () => {
    const target = await signedInUser(server, { fullName: 'Rudi Role' });
    const promote = await asAdmin('PUT', `/api/admin/users/${target.user.id}/role`, { role: 'admin' });
    expect(promote.body.data.role).toBe('admin');
    expect(
      (await call(server, 'GET', '/api/admin/stats', { token: target.session.access_token })).status,
    ).toBe(200);
    await asAdmin('PUT', `/api/admin/users/${target.user.id}/role`, { role: 'moderator' });
    await asAdmin('PUT', `/api/admin/users/${target.user.id}/suspend`, { suspended: true });
    await asAdmin('PUT', `/api/admin/users/${target.user.id}/suspend`, { suspended: false });

    const log = ZListAuditLogResponseSchema.parse(
      (await asAdmin('GET', '/api/admin/audit-log?limit=4')).body,
    ).data;
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'user_unsuspended',
      'user_suspended',
      'user_role_changed',
      'user_role_changed',
    ]);
    expect(log.entries[3]?.details).toEqual({ from: 'user', to: 'admin' });
    expect(log.entries[2]?.details).toEqual({ from: 'admin', to: 'moderator' });
    for (const entry of log.entries) {
      expect(entry.actor).toEqual({ id: admin.user.id, full_name: 'Ada Admin', email: admin.user.email });
      expect(entry.target).toMatchObject({ id: target.user.id, full_name: 'Rudi Role' });
    }
    expect(log.pagination.limit).toBe(4);
    expect(log.pagination.total).toBeGreaterThanOrEqual(4);
    // Refused attempts change nothing and log nothing.
    const ids = log.entries.map((entry) => entry.id);
    const rows = await db()
      .select()
      .from(users)
      .where(inArray(users.id, [target.user.id]));
    expect(rows[0]).toMatchObject({ role: 'moderator', isActive: true });
    expect(new Set(ids).size).toBe(4);
  });
});
