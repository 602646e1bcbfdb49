import { and, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { TFeedKind } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import { importRuns, marketFeedDays, marketFeeds } from '../../db/schema.ts';

export type StoredFeed = { kind: TFeedKind; urlTemplate: string; timeWib: string; enabled: boolean };

export async function findStoredFeeds(db: Db): Promise<StoredFeed[]> {
  const rows = await db
    .select({
      kind: marketFeeds.kind,
      urlTemplate: marketFeeds.urlTemplate,
      timeWib: marketFeeds.timeWib,
      enabled: marketFeeds.enabled,
    })
    .from(marketFeeds);
  return rows as StoredFeed[];
}

export async function saveFeed(db: Db, feed: StoredFeed, actorId: string): Promise<void> {
  const values = { ...feed, updatedBy: actorId, updatedAt: new Date() };
  await db.insert(marketFeeds).values(values).onConflictDoUpdate({ target: marketFeeds.kind, set: values });
}

/** Forgets what the admin page saved for a feed, which then runs as the environment says. */
export async function deleteStoredFeed(db: Db, kind: TFeedKind): Promise<void> {
  await db.delete(marketFeeds).where(eq(marketFeeds.kind, kind));
}

export type FeedDay = typeof marketFeedDays.$inferSelect;

export async function findFeedDay(db: Db, kind: TFeedKind, marketDate: string): Promise<FeedDay | null> {
  const [row] = await db
    .select()
    .from(marketFeedDays)
    .where(and(eq(marketFeedDays.kind, kind), eq(marketFeedDays.marketDate, marketDate)));
  return row ?? null;
}

/** Each feed's most recent attempt. */
export async function findLastFeedDays(db: Db): Promise<FeedDay[]> {
  return db
    .selectDistinctOn([marketFeedDays.kind])
    .from(marketFeedDays)
    .orderBy(marketFeedDays.kind, desc(marketFeedDays.lastAttemptAt));
}

/**
 * Of the given market dates, those a feed never attempted, oldest first, and only those after its
 * first attempt ever: a feed set up today does not fetch the days before it existed.
 */
export async function findUnattemptedFeedDates(
  db: Db,
  kind: TFeedKind,
  dates: readonly string[],
): Promise<string[]> {
  if (dates.length === 0) return [];
  const [first] = await db
    .select({ date: min(marketFeedDays.marketDate) })
    .from(marketFeedDays)
    .where(eq(marketFeedDays.kind, kind));
  if (!first?.date) return [];
  const attempted = await db
    .select({ date: marketFeedDays.marketDate })
    .from(marketFeedDays)
    .where(and(eq(marketFeedDays.kind, kind), inArray(marketFeedDays.marketDate, [...dates])));
  const seen = new Set(attempted.map((row) => row.date));
  return [...dates].sort().filter((date) => date > first.date! && !seen.has(date));
}

export type FeedDayClaim = {
  kind: TFeedKind;
  marketDate: string;
  instanceId: string;
  now: Date;
  /** Start of today (WIB): a day given up before it may be tried again (monthly files). */
  todayStart: Date;
  lockTimeoutMs: number;
  /** An admin's "Run now": takes any day not being fetched right now, done or not. */
  manual: boolean;
};

/**
 * Claims a feed's market date for one attempt; the number of that attempt, or null when another
 * instance holds it or it is not due. The first claim is the insert; later ones update the row only
 * where it is due, so of several instances exactly one gets each attempt. Heartbeats are judged on
 * the database clock, so instances with skewed clocks agree on which claim is stale.
 */
export async function claimFeedDay(db: Db, claim: FeedDayClaim): Promise<number | null> {
  const stale = sql`${marketFeedDays.claimedAt} < now() - make_interval(secs => ${claim.lockTimeoutMs / 1000})`;
  const due = claim.manual
    ? sql`(${marketFeedDays.status} <> 'running' OR ${stale})`
    : sql`((${marketFeedDays.status} = 'waiting' AND ${marketFeedDays.nextAttemptAt} <= ${claim.now.toISOString()}::timestamptz)
          OR (${marketFeedDays.status} = 'running' AND ${stale})
          OR (${marketFeedDays.status} = 'gave_up' AND ${marketFeedDays.lastAttemptAt} < ${claim.todayStart.toISOString()}::timestamptz))`;
  const rows = await db
    .insert(marketFeedDays)
    .values({
      kind: claim.kind,
      marketDate: claim.marketDate,
      status: 'running',
      attempts: 1,
      claimedBy: claim.instanceId,
      claimedAt: sql`now()`,
      lastAttemptAt: claim.now,
    })
    .onConflictDoUpdate({
      target: [marketFeedDays.kind, marketFeedDays.marketDate],
      set: {
        status: 'running',
        // A finished day starts a fresh series of tries.
        attempts: sql`CASE WHEN ${marketFeedDays.status} IN ('done', 'gave_up') THEN 1 ELSE ${marketFeedDays.attempts} + 1 END`,
        claimedBy: claim.instanceId,
        claimedAt: sql`now()`,
        nextAttemptAt: null,
        lastAttemptAt: claim.now,
        lastMessage: null,
        runId: null,
      },
      setWhere: due,
    })
    .returning({ attempts: marketFeedDays.attempts });
  return rows[0]?.attempts ?? null;
}

/** Renews this instance's claim; false when it was taken over. */
export async function beatFeedDay(db: Db, kind: TFeedKind, marketDate: string, instanceId: string) {
  const rows = await db
    .update(marketFeedDays)
    .set({ claimedAt: sql`now()` })
    .where(ownClaim(kind, marketDate, instanceId))
    .returning({ kind: marketFeedDays.kind });
  return rows.length > 0;
}

export type FeedDayOutcome =
  | { status: 'done' | 'gave_up'; message: string | null; runId: string | null }
  | { status: 'waiting'; message: string | null; runId: string | null; nextAttemptAt: Date };

export async function finishFeedDay(
  db: Db,
  kind: TFeedKind,
  marketDate: string,
  instanceId: string,
  outcome: FeedDayOutcome,
): Promise<void> {
  await db
    .update(marketFeedDays)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.status === 'waiting' ? outcome.nextAttemptAt : null,
      lastMessage: outcome.message,
      runId: outcome.runId,
      claimedBy: null,
      claimedAt: null,
    })
    .where(ownClaim(kind, marketDate, instanceId));
}

/** Hands an attempt cut short by shutdown back, due at once, as if it had not been made. */
export async function releaseFeedDay(
  db: Db,
  kind: TFeedKind,
  marketDate: string,
  instanceId: string,
  now: Date,
): Promise<void> {
  await db
    .update(marketFeedDays)
    .set({
      status: 'waiting',
      attempts: sql`${marketFeedDays.attempts} - 1`,
      nextAttemptAt: now,
      claimedBy: null,
      claimedAt: null,
    })
    .where(ownClaim(kind, marketDate, instanceId));
}

const ownClaim = (kind: TFeedKind, marketDate: string, instanceId: string) =>
  and(
    eq(marketFeedDays.kind, kind),
    eq(marketFeedDays.marketDate, marketDate),
    eq(marketFeedDays.status, 'running'),
    eq(marketFeedDays.claimedBy, instanceId),
  );

/**
 * A fetch that brought no file is still a run in the import history (trigger `feed`, failed), so
 * the admin sees it beside the imports. It has no file, hence no size and no checksum.
 */
export async function insertFailedFetchRun(
  db: Db,
  run: {
    kind: TFeedKind;
    fileName: string;
    actorId: string | null;
    message: string;
    startedAt: Date;
    finishedAt: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(importRuns)
    .values({
      requestedKind: run.kind,
      kind: run.kind,
      trigger: 'feed',
      actorId: run.actorId,
      fileName: run.fileName,
      fileBytes: 0,
      fileSha256: '',
      status: 'failed',
      message: run.message,
      createdAt: run.startedAt,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
    })
    .returning({ id: importRuns.id });
  return row!.id;
}
