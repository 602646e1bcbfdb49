import type { TAuthSession, TProfile, TRefreshSessionData, TUserRole } from '@pantau/contracts';
import { ApiError, apiFetch, setAuthHandlers } from './api';
import { backoffDelay, isRetryableStatus, REFRESH_MAX_RETRIES, shouldRefresh } from './refresh-schedule';
import { STORAGE_KEYS } from './storage-keys';

/** Who is signed in, as the interface needs it. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: TUserRole;
  avatarUrl: string | null;
};

/** The tokens of the current sign-in. */
export type SessionTokens = {
  access_token: string;
  refresh_token: string;
  /** Unix seconds. */
  expires_at: number;
  /** Remember me: kept in localStorage (30 days) instead of sessionStorage (this browser session). */
  remember: boolean;
};

/** Spec §3 stored local user: id, name, email, avatar, isAuthenticated, plus the session. */
type StoredUser = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: TUserRole;
  isAuthenticated: true;
  session: SessionTokens;
};

/** GET /api/me gives up after 10 s (spec §9). */
export const PROFILE_TIMEOUT_MS = 10_000;

type Snapshot = { user: SessionUser; tokens: SessionTokens } | null;
type Listener = (user: SessionUser | null) => void;

let current: Snapshot = null;
const listeners = new Set<Listener>();
let refreshing: Promise<boolean> | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pantau-session');

function browserStores(): Storage[] {
  const stores: Storage[] = [];
  try {
    stores.push(window.localStorage, window.sessionStorage);
  } catch {
    // Storage disabled: the session lives in memory for this tab only.
  }
  return stores;
}

function readStored(): StoredUser | null {
  for (const store of browserStores()) {
    try {
      const raw = store.getItem(STORAGE_KEYS.session);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as StoredUser;
      if (parsed?.session?.refresh_token) return parsed;
    } catch {
      // A damaged entry is treated as no session.
    }
  }
  return null;
}

function writeStored(snapshot: Snapshot): void {
  for (const store of browserStores()) {
    try {
      store.removeItem(STORAGE_KEYS.session);
    } catch {
      // Nothing to remove.
    }
  }
  if (!snapshot) {
    forgetSharedSignIn();
    return;
  }
  if (!snapshot.tokens.remember) markSharedSignIn();
  const stored: StoredUser = {
    id: snapshot.user.id,
    name: snapshot.user.name,
    email: snapshot.user.email,
    avatar: snapshot.user.avatarUrl,
    role: snapshot.user.role,
    isAuthenticated: true,
    session: snapshot.tokens,
  };
  try {
    const store = snapshot.tokens.remember ? window.localStorage : window.sessionStorage;
    store.setItem(STORAGE_KEYS.session, JSON.stringify(stored));
  } catch {
    // Kept in memory only.
  }
}

function userFromStored(stored: StoredUser): SessionUser {
  return {
    id: stored.id,
    name: stored.name,
    email: stored.email,
    role: stored.role,
    avatarUrl: stored.avatar,
  };
}

/**
 * What tabs tell each other: `change` — the sign-in whose refresh token was `prev` is now `next`
 * (null: ended); `ask` — a tab just opened and has no session in its own storage; `answer` — the
 * session of a tab that has one.
 */
type SessionMessage =
  | { kind: 'change'; prev: string | null; next: Snapshot }
  | { kind: 'ask' }
  | { kind: 'answer'; snapshot: Snapshot };

/**
 * How long a new tab waits for an open tab to share its browser-session sign-in when the note in
 * localStorage says one holds it. A tab busy drawing a heavy screen can take a second to answer.
 */
const ASK_TABS_MS = 2_000;
/** The wait when there is no localStorage to keep that note in. */
const ASK_TABS_BLIND_MS = 150;
/**
 * The note counts as recent for this long. Tabs holding a browser-session sign-in renew it on every
 * session tick (30 s, once a minute at most in a background tab), so a closed browser's note is
 * soon stale and a signed-out visitor is not kept waiting.
 */
const SHARED_SIGN_IN_FRESH_MS = 3 * 60_000;

/** Renews the note that this tab holds a browser-session sign-in other tabs may ask for. */
export function markSharedSignIn(): void {
  if (!current || current.tokens.remember) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.sharedSignIn, String(Date.now()));
  } catch {
    // No localStorage: new tabs ask briefly without the note.
  }
}

function forgetSharedSignIn(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.sharedSignIn);
  } catch {
    // Nothing to remove.
  }
}

/** How long to wait for the open tabs: 0 when none holds a browser-session sign-in. */
function askTabsWaitMs(): number {
  let noted: string | null;
  try {
    noted = window.localStorage.getItem(STORAGE_KEYS.sharedSignIn);
  } catch {
    return ASK_TABS_BLIND_MS;
  }
  const at = Number(noted);
  return noted !== null && Number.isFinite(at) && Date.now() - at < SHARED_SIGN_IN_FRESH_MS ? ASK_TABS_MS : 0;
}

function notify(): void {
  for (const listener of listeners) listener(current?.user ?? null);
}

function setCurrent(snapshot: Snapshot): void {
  const prev = current?.tokens.refresh_token ?? null;
  current = snapshot;
  writeStored(snapshot);
  channel?.postMessage({ kind: 'change', prev, next: snapshot } satisfies SessionMessage);
  notify();
}

export function userFromAuthSession(session: TAuthSession): SessionUser {
  return {
    id: session.user.id,
    name: session.user.user_metadata.full_name,
    email: session.user.email,
    role: session.user.role,
    avatarUrl: session.user.user_metadata.avatar_url,
  };
}

export function userFromProfile(profile: TProfile): SessionUser {
  return {
    id: profile.id,
    name: profile.full_name,
    email: profile.email,
    role: profile.role,
    avatarUrl: profile.avatar_url,
  };
}

function tokensOf(session: TAuthSession, remember: boolean): SessionTokens {
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at,
    remember,
  };
}

/** Called on every change of the signed-in user (sign-in, sign-out, refresh failure, other tab). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentUser(): SessionUser | null {
  return current?.user ?? null;
}

export function currentTokens(): SessionTokens | null {
  return current?.tokens ?? null;
}

/** Starts a session from a sign-in, verification or refresh answer. */
export function saveSession(session: TAuthSession, remember: boolean): SessionUser {
  const user = userFromAuthSession(session);
  setCurrent({ user, tokens: tokensOf(session, remember) });
  return user;
}

/** Replaces what the interface shows about the signed-in user (after a profile edit). */
export function updateSessionUser(user: SessionUser): void {
  if (!current) return;
  setCurrent({ user, tokens: current.tokens });
}

/** Forgets the session in this browser without asking the server. */
export function clearSession(): void {
  if (current || readStored()) setCurrent(null);
}

async function exchangeRefreshToken(tokens: SessionTokens): Promise<TAuthSession> {
  const data = await apiFetch<TRefreshSessionData>('/auth/refresh', {
    body: { refresh_token: tokens.refresh_token },
    auth: false,
  });
  return data.session;
}

async function refreshWithRetries(): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const tokens = current?.tokens;
    if (!tokens) return false;
    try {
      const session = await exchangeRefreshToken(tokens);
      // Signed out (or another account signed in) while the call was on its way: drop the answer.
      if (current?.tokens.refresh_token !== tokens.refresh_token) return current !== null;
      const user = current?.user ?? userFromAuthSession(session);
      setCurrent({ user: { ...user, ...pickFresh(session) }, tokens: tokensOf(session, tokens.remember) });
      return true;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (!isRetryableStatus(status)) {
        // The refresh token was refused (expired, revoked, reused): the session is over.
        if (current?.tokens.refresh_token === tokens.refresh_token) setCurrent(null);
        return false;
      }
      if (attempt >= REFRESH_MAX_RETRIES) return false;
      await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt)));
    }
  }
}

function pickFresh(session: TAuthSession): Partial<SessionUser> {
  return { role: session.user.role, email: session.user.email };
}

async function underLock(task: () => Promise<boolean>): Promise<boolean> {
  // One tab at a time: refresh tokens are single-use, and two tabs spending the same one would
  // look like token theft to the server and end the whole sign-in.
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('pantau-session-refresh', task);
  }
  return task();
}

/**
 * Exchanges the refresh token for a new session, once even when asked from many places at once.
 * Network and server failures are retried with backoff from 200 ms; a refused token signs out.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= underLock(async () => {
    const before = current?.tokens.refresh_token;
    const stored = readStored();
    // Another tab refreshed while this one waited for the lock: take its tokens instead.
    if (
      stored?.session.remember &&
      current?.tokens.remember &&
      before &&
      stored.session.refresh_token !== before
    ) {
      current = { user: userFromStored(stored), tokens: stored.session };
      return true;
    }
    return refreshWithRetries();
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Determines the current session when the app starts, as fast as the screens' first data requests
 * allow: a stored access token that is still fresh is used as is (the refresh loop renews it in
 * time), an older one is refreshed first. The profile (GET /api/me, 10 s) is read alongside the
 * screen's data rather than before it: it only freshens the name and avatar shown, and the server
 * checks every data request's token itself. A refused token, or a 401 from /me, signs out.
 */
export async function loadSession(): Promise<SessionUser | null> {
  const stored = readStored();
  if (stored) current = { user: userFromStored(stored), tokens: stored.session };
  // sessionStorage belongs to one tab: a tab opened fresh asks the others for their sign-in.
  else {
    const shared = await askOtherTabs();
    // A sign-in that finished while waiting wins over whatever the other tabs had.
    if (current) return current.user;
    current = shared;
  }
  if (!current) return null;
  if (shouldRefresh(current.tokens.expires_at, Date.now())) {
    const refreshed = await refreshSession();
    if (!refreshed || !current) {
      // A network failure keeps the stored tokens for the next visit but shows the visitor signed out.
      current = null;
      return null;
    }
  }
  void readProfile();
  return current?.user ?? null;
}

async function readProfile(): Promise<void> {
  try {
    const profile = await apiFetch<TProfile>('/me', { timeoutMs: PROFILE_TIMEOUT_MS });
    // Signed out, or another account signed in, while the profile was on its way: not theirs.
    if (current?.user.id === profile.id) updateSessionUser(userFromProfile(profile));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
    // Otherwise the profile could not be read right now; the session's own copy of the user will do.
  }
}

/**
 * Ends the session on the server (best effort) and forgets it here. It may throw; the local
 * session is cleared regardless.
 */
export async function endSession(): Promise<void> {
  const hadSession = current !== null;
  try {
    if (hadSession) await apiFetch('/auth/logout', { method: 'POST', timeoutMs: 5_000 });
  } finally {
    clearSession();
  }
}

function askOtherTabs(): Promise<Snapshot> {
  const asking = channel;
  const waitMs = askTabsWaitMs();
  if (!asking || waitMs === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const listen = (event: MessageEvent<SessionMessage>) => {
      if (event.data.kind !== 'answer' || !event.data.snapshot) return;
      finish(event.data.snapshot);
    };
    const finish = (snapshot: Snapshot) => {
      window.clearTimeout(timer);
      asking.removeEventListener('message', listen);
      if (snapshot) writeStored(snapshot);
      // Nobody answered: the tabs that held it are gone, and the next tab need not wait either.
      else forgetSharedSignIn();
      resolve(snapshot);
    };
    const timer = window.setTimeout(() => finish(null), waitMs);
    asking.addEventListener('message', listen);
    asking.postMessage({ kind: 'ask' } satisfies SessionMessage);
  });
}

channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
  const message = event.data;
  if (message.kind === 'ask') {
    if (current) channel.postMessage({ kind: 'answer', snapshot: current } satisfies SessionMessage);
    return;
  }
  if (message.kind !== 'change') return;
  const { prev, next } = message;
  if (next === null) {
    // Signed out in another tab: a remembered sign-in is shared by every tab, so it ends here too.
    if (current && (current.tokens.remember || current.tokens.refresh_token === prev)) {
      current = null;
      writeStored(null);
      notify();
    }
    return;
  }
  const sameSignIn = current !== null && current.tokens.refresh_token === prev;
  const newSharedSignIn = prev === null && next.tokens.remember;
  if (!sameSignIn && !newSharedSignIn) return;
  current = next;
  writeStored(next);
  notify();
});

setAuthHandlers({
  accessToken: () => current?.tokens.access_token ?? null,
  userId: () => current?.user.id ?? null,
  refresh: refreshSession,
});
