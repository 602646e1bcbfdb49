import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Null when the email is taken (the unique index decides, so concurrent sign-ups cannot both win). */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string; fullName: string; emailVerifiedAt?: Date | null },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function markEmailVerified(
  db: Db,
  id: string,
  promoteToAdmin: boolean,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
      ...(promoteToAdmin ? { role: 'admin' as const } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      // Following an emailed reset link proves the address as much as the verification link does.
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

export async function updateLastLoginAt(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Null when no account has that email. */
export async function updateUserRoleByEmail(
  db: Db,
  email: string,
  role: UserRow['role'],
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.email, email))
    .returning();
  return row ?? null;
}
