import type { TradingDayTest } from '@pantau/market';
import { loadExchangeCalendar } from '../market/calendar/holidays.repo.ts';
import {
  ERROR_CODES,
  type TFeed,
  type TFeedKind,
  type TListFeedsData,
  type TRunFeedData,
  type TUpdateFeedRequest,
} from '@pantau/contracts';
import { jakartaDateOf } from '@pantau/market';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { findEffectiveFeeds, type EffectiveFeed } from './effective-feeds.ts';
import { feedMarketDate, nextFeedRun } from './feed-dates.ts';
import type { FeedScheduler } from './feed-scheduler.ts';
import {
  deleteStoredFeed,
  findFeedDay,
  findLastFeedDays,
  saveFeed,
  type FeedDay,
} from './market-feeds.repo.ts';

export type MarketFeedsDeps = {
  db: Db;
  config: Config['market'];
  scheduler: FeedScheduler;
  now: () => Date;
};

export async function listFeeds(deps: MarketFeedsDeps): Promise<TListFeedsData> {
  const [feeds, lastDays, isOpen] = await Promise.all([
    findEffectiveFeeds(deps.db, deps.config.feeds.byKind),
    findLastFeedDays(deps.db),
    loadExchangeCalendar(deps.db),
  ]);
  const lastByKind = new Map(lastDays.map((day) => [day.kind, day]));
  return {
    feeds: await Promise.all(
      feeds.map((feed) => presentFeed(deps, feed, lastByKind.get(feed.kind) ?? null, isOpen)),
    ),
    inbox_dir: deps.config.inbox.dir ?? null,
  };
}

export async function updateFeed(
  deps: MarketFeedsDeps,
  actorId: string,
  kind: TFeedKind,
  request: TUpdateFeedRequest,
): Promise<TFeed> {
  const feed = {
    kind,
    urlTemplate: request.url_template,
    timeWib: request.time_wib,
    enabled: request.enabled,
  };
  await saveFeed(deps.db, feed, actorId);
  return presentFeed(deps, { ...feed, source: 'admin' }, await findLastFeedDayOf(deps, kind));
}

/** Drops the feed's settings saved on the admin page: the environment's apply again (decision 021). */
export async function resetFeed(deps: MarketFeedsDeps, kind: TFeedKind): Promise<TFeed> {
  await deleteStoredFeed(deps.db, kind);
  const feed = (await findEffectiveFeeds(deps.db, deps.config.feeds.byKind)).find((f) => f.kind === kind)!;
  return presentFeed(deps, feed, await findLastFeedDayOf(deps, kind));
}

async function findLastFeedDayOf(deps: MarketFeedsDeps, kind: TFeedKind): Promise<FeedDay | null> {
  return (await findLastFeedDays(deps.db)).find((day) => day.kind === kind) ?? null;
}

/** Fetches a feed's file now, in the background; by default the market date the schedule is on. */
export async function runFeed(
  deps: MarketFeedsDeps,
  actorId: string,
  kind: TFeedKind,
  date: string | undefined,
): Promise<TRunFeedData> {
  const today = jakartaDateOf(deps.now());
  const marketDate = date ?? feedMarketDate(kind, today, await loadExchangeCalendar(deps.db));
  if (marketDate > today) throw badRequest('That market date has not come yet', 'date');
  const feed = (await findEffectiveFeeds(deps.db, deps.config.feeds.byKind)).find((f) => f.kind === kind)!;
  if (!feed.urlTemplate) {
    throw new AppError(409, ERROR_CODES.conflict, 'Set the URL of this feed before running it');
  }
  const started = await deps.scheduler.runNow({ kind, marketDate, urlTemplate: feed.urlTemplate, actorId });
  if (!started) throw new AppError(409, ERROR_CODES.conflict, 'This file is being fetched right now');
  return { kind, market_date: marketDate, run_id: null };
}

async function presentFeed(
  deps: MarketFeedsDeps,
  feed: EffectiveFeed,
  last: FeedDay | null,
  isOpen?: TradingDayTest,
): Promise<TFeed> {
  const now = deps.now();
  isOpen ??= await loadExchangeCalendar(deps.db);
  const current = await findFeedDay(
    deps.db,
    feed.kind,
    feedMarketDate(feed.kind, jakartaDateOf(now), isOpen),
  );
  return {
    kind: feed.kind,
    url_template: feed.urlTemplate,
    time_wib: feed.timeWib,
    enabled: feed.enabled,
    source: feed.source,
    last_attempt: last && {
      at: last.lastAttemptAt.toISOString(),
      market_date: last.marketDate,
      outcome: last.status === 'running' ? 'running' : last.status === 'done' ? 'done' : 'failed',
      message: last.lastMessage,
      run_id: last.runId,
      retry_at: last.status === 'waiting' ? (last.nextAttemptAt?.toISOString() ?? null) : null,
    },
    next_run_at:
      feed.enabled && feed.urlTemplate
        ? (nextFeedRun(feed.kind, feed.timeWib, now, current, isOpen)?.toISOString() ?? null)
        : null,
  };
}
