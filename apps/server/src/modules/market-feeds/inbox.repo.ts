import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketInboxFiles } from '../../db/schema.ts';

/** A dropped file as the inbox knows it: its name, size and modification time. */
export type InboxFileKey = { fileName: string; fileBytes: number; modifiedMs: number };

const keyMatches = (key: InboxFileKey) =>
  and(
    eq(marketInboxFiles.fileName, key.fileName),
    eq(marketInboxFiles.fileBytes, key.fileBytes),
    eq(marketInboxFiles.modifiedMs, key.modifiedMs),
  );

/**
 * Claims a dropped file for this instance: true when it is ours to import. A file claimed by an
 * instance that stopped beating (it died mid-import) may be taken over; a finished one never.
 */
export async function claimInboxFile(
  db: Db,
  key: InboxFileKey,
  instanceId: string,
  lockTimeoutMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(marketInboxFiles)
    .values({ ...key, status: 'claimed', claimedBy: instanceId, claimedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [marketInboxFiles.fileName, marketInboxFiles.fileBytes, marketInboxFiles.modifiedMs],
      set: { claimedBy: instanceId, claimedAt: sql`now()` },
      setWhere: sql`${marketInboxFiles.status} = 'claimed'
        AND ${marketInboxFiles.claimedAt} < now() - make_interval(secs => ${lockTimeoutMs / 1000})`,
    })
    .returning({ fileName: marketInboxFiles.fileName });
  return rows.length > 0;
}

export async function beatInboxFile(db: Db, key: InboxFileKey, instanceId: string): Promise<void> {
  await db
    .update(marketInboxFiles)
    .set({ claimedAt: sql`now()` })
    .where(and(keyMatches(key), eq(marketInboxFiles.claimedBy, instanceId)));
}

/** Forgets a claim on a file that vanished before this instance could move it. */
export async function dropInboxClaim(db: Db, key: InboxFileKey, instanceId: string): Promise<void> {
  await db
    .delete(marketInboxFiles)
    .where(
      and(
        keyMatches(key),
        eq(marketInboxFiles.claimedBy, instanceId),
        eq(marketInboxFiles.status, 'claimed'),
      ),
    );
}

export async function finishInboxFile(
  db: Db,
  key: InboxFileKey,
  outcome: { status: 'done' | 'failed'; runId: string | null; message: string | null },
): Promise<void> {
  await db
    .update(marketInboxFiles)
    .set({ ...outcome, finishedAt: new Date() })
    .where(keyMatches(key));
}
