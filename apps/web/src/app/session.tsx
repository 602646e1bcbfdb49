import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@pantau/contracts';
import {
  currentTokens,
  currentUser,
  endSession,
  loadSession,
  markSharedSignIn,
  refreshSession,
  saveSession,
  subscribeSession,
  updateSessionUser,
  type SessionUser,
} from '@/lib/session-store';
import { REFRESH_TICK_MS, shouldRefresh } from '@/lib/refresh-schedule';

export type { SessionUser };
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

type SessionContextValue = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Starts the session a sign-in or verification answered with. */
  signIn: (session: TAuthSession, options?: { remember?: boolean }) => SessionUser;
  /** Shows changed profile details (name, avatar) everywhere at once. */
  updateUser: (user: SessionUser) => void;
  /** Ends the session. The local session is cleared even when the server call throws. */
  signOut: () => Promise<void>;
};

const SessionContext = createContext<SessionContextValue | null>(null);

type SessionProviderProps = {
  children: ReactNode;
  /**
   * A known session to start from, skipping the start-up check (tests, previews). Leave it out
   * in the app: the session is then determined by loadSession().
   */
  initialSession?: SessionUser | null;
};

/**
 * Every 30 s: refresh the access token when 3 ticks or fewer remain (spec §4, §9), and renew the
 * note that lets a newly opened tab share a browser-session sign-in.
 */
function useRefreshLoop(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const tick = () => {
      markSharedSignIn();
      const tokens = currentTokens();
      if (tokens && shouldRefresh(tokens.expires_at, Date.now())) void refreshSession();
    };
    tick();
    const timer = window.setInterval(tick, REFRESH_TICK_MS);
    // Timers sleep in background tabs; check as soon as the tab is looked at again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}

export function SessionProvider({ children, initialSession }: SessionProviderProps) {
  const known = initialSession !== undefined;
  const [user, setUser] = useState<SessionUser | null>(initialSession ?? null);
  const [resolved, setResolved] = useState(known);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (known) return;
    let active = true;
    loadSession()
      .catch(() => null)
      .then(() => {
        if (!active) return;
        // The store, not the answer: a sign-in may have finished while the session was loading.
        setUser(currentUser());
        setResolved(true);
      });
    return () => {
      active = false;
    };
  }, [known]);

  // Sign-outs decided elsewhere (a refused refresh, another tab) reach the interface here.
  useEffect(
    () =>
      subscribeSession((next) => {
        if (!next) queryClient.clear();
        setUser(next);
        setResolved(true);
      }),
    [queryClient],
  );

  useRefreshLoop(resolved && user !== null && !known);

  const signIn = useCallback<SessionContextValue['signIn']>(
    (session, options = {}) => {
      queryClient.clear();
      const signedIn = saveSession(session, options.remember ?? false);
      setUser(signedIn);
      setResolved(true);
      return signedIn;
    },
    [queryClient],
  );

  const updateUser = useCallback((next: SessionUser) => {
    updateSessionUser(next);
    setUser(next);
  }, []);

  const signOut = useCallback(async () => {
    // Calls still on their way would reach the server after the session ends and come back 401.
    await queryClient.cancelQueries();
    try {
      await endSession();
    } finally {
      setUser(null);
      // Nothing fetched for one account may be shown to the next.
      queryClient.clear();
    }
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({
      status: !resolved ? 'loading' : user ? 'signed-in' : 'signed-out',
      user,
      signIn,
      updateUser,
      signOut,
    }),
    [resolved, user, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
