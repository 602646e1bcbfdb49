import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { FeedScheduler } from './feed-scheduler.ts';
import { InboxWatcher } from './inbox-watcher.ts';
import type { MarketFeedsDeps } from './market-feeds.service.ts';
import type { SubmitImportAndWait } from './submit-import.ts';

/**
 * Starts the feed schedule and, with MARKET_INBOX_DIR, the inbox watcher; both stop before the
 * database closes. Returns what the admin routes need.
 */
export function setUpMarketFeeds(
  app: FastifyInstance,
  options: { config: Config; database: Database; submitImport: SubmitImportAndWait; now: () => Date },
): MarketFeedsDeps {
  const { config, database, submitImport, now } = options;
  const scheduler = new FeedScheduler({
    db: database.db,
    feeds: config.market.feeds,
    spoolDir: join(config.dataDir, 'feed-spool'),
    submitImport,
    now,
    log: app.log,
  });
  const inboxDir = config.market.inbox.dir;
  const inbox = inboxDir
    ? new InboxWatcher({
        db: database.db,
        dir: inboxDir,
        pollMs: config.market.inbox.pollMs,
        lockTimeoutMs: config.market.feeds.lockTimeoutMs,
        submitImport,
        log: app.log,
      })
    : null;
  app.addHook('onReady', async () => {
    scheduler.start();
    inbox?.start();
  });
  // preClose runs before the onClose hook that closes the database, which these still write to.
  app.addHook('preClose', async () => {
    const graceMs = config.shutdownTimeoutMs / 2;
    await Promise.all([scheduler.stop(graceMs), inbox?.stop(graceMs)]);
  });
  return { db: database.db, config: config.market, scheduler, now };
}
