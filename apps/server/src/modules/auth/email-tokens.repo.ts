import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Issues a token for the user, voiding their older unused ones of the same purpose (only the newest link works). */
export async function replaceEmailToken(
  db: Db,
  values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, values.userId),
          eq(emailTokens.purpose, values.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values(values);
  });
}

const usable = (tokenHash: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, sql`now()`),
  );

export async function findUsableEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(usable(tokenHash, purpose));
  return row ?? null;
}

/** Marks the token used and answers its user, or null when it was unknown, expired or already used. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<{ userId: string } | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, purpose))
    .returning({ userId: emailTokens.userId });
  return row ?? null;
}
