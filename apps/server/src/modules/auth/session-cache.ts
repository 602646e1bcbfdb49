import type { UserRow } from './users.repo.ts';

const MAX_ENTRIES = 10_000;

export type SessionCache = {
  get(sessionId: string, userId: string): UserRow | null;
  set(sessionId: string, user: UserRow): void;
  /** After any change to the user or their sessions made through this instance. */
  forgetUser(userId: string): void;
};

/**
 * Remembers a successful session check for `ttlMs`, so a burst of calls does not query the same row
 * each time (PGlite serializes queries). This instance forgets entries as soon as it changes a user
 * or a session; another instance's change (revocation, suspension) is seen within `ttlMs` at most.
 * `ttlMs` 0 turns it off.
 */
export function createSessionCache(ttlMs: number): SessionCache {
  const entries = new Map<string, { user: UserRow; until: number }>();
  return {
    get: (sessionId, userId) => {
      if (ttlMs <= 0) return null;
      const entry = entries.get(sessionId);
      if (!entry || entry.user.id !== userId) return null;
      if (entry.until < Date.now()) {
        entries.delete(sessionId);
        return null;
      }
      return entry.user;
    },
    set: (sessionId, user) => {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(sessionId, { user, until: Date.now() + ttlMs });
    },
    forgetUser: (userId) => {
      for (const [sessionId, entry] of entries) if (entry.user.id === userId) entries.delete(sessionId);
    },
  };
}
