import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminUserStatus, TUserRole } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type AdminUserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'fullName'
  | 'email'
  | 'role'
  | 'emailVerifiedAt'
  | 'isActive'
  | 'createdAt'
  | 'lastLoginAt'
  | 'updatedAt'
>;

const adminUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  isActive: users.isActive,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  updatedAt: users.updatedAt,
};

/** The admin gate reads these on every call, never from the token or the session cache. */
export async function findUserAccess(db: Db, id: string) {
  const [row] = await db
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findAdminUser(db: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

export type UserFilter = { search?: string; role?: TUserRole; status: TAdminUserStatus };

function userFilter(filter: UserFilter): SQL | undefined {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status === 'all' ? undefined : eq(users.isActive, filter.status === 'active'),
  );
}

/** One page, newest accounts first; id breaks ties so consecutive pages never overlap. */
export async function findUsersPage(
  db: Db,
  filter: UserFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = userFilter(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findRecentUsers(db: Db, limit: number): Promise<AdminUserRow[]> {
  return db.select(adminUserColumns).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(limit);
}

/** Every figure in one pass over users. */
export async function countUsers(db: Db, newSince: Date) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
      newUsers: sql<number>`count(*) filter (where ${gte(users.createdAt, newSince)})::int`,
      verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
      admin: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      user: sql<number>`count(*) filter (where ${users.role} = 'user')::int`,
      moderator: sql<number>`count(*) filter (where ${users.role} = 'moderator')::int`,
    })
    .from(users);
  if (!row) throw new Error('count over users returned nothing');
  return row;
}

export async function updateUserActive(
  db: Db,
  id: string,
  values: { isActive: boolean; suspensionReason: string | null },
): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return row ?? null;
}

export async function updateUserRole(db: Db, id: string, role: TUserRole): Promise<AdminUserRow | null> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return row ?? null;
}
