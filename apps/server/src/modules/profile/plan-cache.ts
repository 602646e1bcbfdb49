import type { ProfilePlan } from '../subscription/subscription.service.ts';

export type PlanCache = {
  get(userId: string, load: () => Promise<ProfilePlan>): Promise<ProfilePlan>;
};

// Bounds memory: past this many users the cache starts over.
const MAX_ENTRIES = 10_000;

/**
 * `GET /api/me` is the app's most frequent call; its plan fields need two subscription queries,
 * which on the embedded database (one connection) would cap it near 800 req/s. They are kept for
 * as long as a session check is (AUTH_SESSION_CACHE_MS): a payment shows in the profile within that
 * time, and the subscription status endpoint is never cached. 0 turns the cache off.
 */
export function createPlanCache(ttlMs: number): PlanCache {
  const entries = new Map<string, { plan: ProfilePlan; until: number }>();
  return {
    async get(userId, load) {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(userId);
      if (hit && hit.until > now) return hit.plan;
      const plan = await load();
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(userId, { plan, until: now + ttlMs });
      return plan;
    },
  };
}
