import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userChartPreferences } from '../../db/schema.ts';

export async function findChartPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({
      bullishColor: userChartPreferences.bullishColor,
      bearishColor: userChartPreferences.bearishColor,
    })
    .from(userChartPreferences)
    .where(eq(userChartPreferences.userId, userId));
  return row ?? null;
}

/** Spec §7: upsert user_id, bullish_color, bearish_color with conflict on user_id. */
export async function upsertChartPreferences(
  db: Db,
  userId: string,
  colors: { bullishColor: string; bearishColor: string },
) {
  const [row] = await db
    .insert(userChartPreferences)
    .values({ userId, ...colors })
    .onConflictDoUpdate({
      target: userChartPreferences.userId,
      set: { ...colors, updatedAt: sql`now()` },
    })
    .returning({
      bullishColor: userChartPreferences.bullishColor,
      bearishColor: userChartPreferences.bearishColor,
    });
  if (!row) throw new Error(`chart preferences of ${userId} were not stored`);
  return row;
}
