import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: {
    userId: string;
    userAgent: string | null;
    ip: string | null;
    remember: boolean;
    expiresAt: Date;
    refreshTokenHash: string;
  },
): Promise<SessionRow> {
  const { refreshTokenHash, ...session } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sessions).values(session).returning();
    if (!row) throw new Error('session insert returned nothing');
    await tx.insert(refreshTokens).values({ tokenHash: refreshTokenHash, sessionId: row.id });
    return row;
  });
}

const live = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The per-request check: one primary-key lookup joined to the user. Null when the session is over. */
export async function findUserOfLiveSession(db: Db, sessionId: string, userId: string) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live));
  return row?.user ?? null;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Spends `oldHash` and records `newHash` for the same session. False when the old token was spent
 * meanwhile (a concurrent refresh with the same token): the caller treats that as reuse.
 */
export async function rotateRefreshToken(
  db: Db,
  sessionId: string,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`now()` })
      .where(and(eq(refreshTokens.tokenHash, oldHash), isNull(refreshTokens.rotatedAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (spent.length === 0) return false;
    await tx.insert(refreshTokens).values({ tokenHash: newHash, sessionId });
    await tx
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, sessionId));
    return true;
  });
}

export async function revokeSession(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of the user, except `keepSessionId` when given. Answers how many ended. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function findLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live))
    .orderBy(desc(sessions.lastUsedAt));
}
