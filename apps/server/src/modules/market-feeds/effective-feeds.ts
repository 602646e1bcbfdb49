import { FEED_KINDS, type TFeedKind } from '@pantau/contracts';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { findStoredFeeds } from './market-feeds.repo.ts';

export type EffectiveFeed = {
  kind: TFeedKind;
  urlTemplate: string | null;
  timeWib: string;
  enabled: boolean;
  source: 'env' | 'admin';
};

/**
 * Every feed kind as it runs now: a feed saved on the admin page wins over the environment, so an
 * operator can change or pause a feed without a restart (decision 021). A feed from the
 * environment is enabled when it has a URL.
 */
export async function findEffectiveFeeds(
  db: Db,
  env: Config['market']['feeds']['byKind'],
): Promise<EffectiveFeed[]> {
  const stored = new Map((await findStoredFeeds(db)).map((feed) => [feed.kind, feed]));
  return FEED_KINDS.map((kind) => {
    const saved = stored.get(kind);
    if (saved) return { ...saved, source: 'admin' as const };
    const fromEnv = env[kind];
    return {
      kind,
      urlTemplate: fromEnv.urlTemplate ?? null,
      timeWib: fromEnv.timeWib,
      enabled: fromEnv.urlTemplate !== undefined,
      source: 'env' as const,
    };
  });
}
